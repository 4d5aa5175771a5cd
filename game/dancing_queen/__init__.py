"""Dancing Queen: nine two-faced dancers, two players, first to four trophies."""
