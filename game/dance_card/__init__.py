"""Dance Card! — Freshman Year (rule document `shared/seeds/001_73f120c87acf16e3.txt`): board, content, rules and AI."""
