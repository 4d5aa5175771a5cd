"""`python -m game board PATH.tmx [--json]`: check a Dance Card! map and print its board.

Prints the locations (name, kind, colour) and the adjacent pairs; `--json` prints the
same as JSON, which is exactly the `board.json` the engine reads. A malformed map
prints one line naming the file, the object and the field, and exits with status 2.
"""

from __future__ import annotations

import json
import sys

from game.dance_card.board import Board, BoardError


def board_command(path: str, as_json: bool) -> int:
    from boards.tiled import load_board  # pytmx (and pygame) only when the command runs
    try:
        board = load_board(path)
    except BoardError as bad:
        print(f"error: {bad}", file=sys.stderr)
        return 2
    print(board_text(board, as_json))
    return 0


def board_text(board: Board, as_json: bool) -> str:
    if as_json:
        return json.dumps(board.to_json(), indent=1, ensure_ascii=False)
    width = max(len(loc.name) for loc in board.locations)
    lines = ["locations"]
    lines += [f"  {loc.name:<{width}}  {loc.kind.value:<11}  {loc.colour}"
              for loc in board.locations]
    lines.append("adjacent")
    lines += [f"  {a} — {b}" for a, b in board.adjacent]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    paths = [a for a in args if a != "--json"]
    if len(paths) != 1:
        print("usage: python -m boards.cli PATH.tmx [--json]", file=sys.stderr)
        return 2
    return board_command(paths[0], "--json" in args)


if __name__ == "__main__":
    sys.exit(main())
