"""DDR: The Card Game — rules from seeds/000_f5e342758678e2e9.txt (see docs/rules/ddr.md)."""
