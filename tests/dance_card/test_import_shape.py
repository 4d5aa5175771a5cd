"""Dance Card!'s turn modules import each other only at the top, and without a circle.

(They once hid the circles actions <-> decisions and flow <-> dancing/decisions inside
functions; `agenda` now sits above flow, dancing and decisions.) The scenes' own circles
(end/flow/launcher/menus/setup/toolkit.table) are not broken yet and not checked here."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "game" / "dance_card"
FLAT = ("actions", "agenda", "dancing", "decisions", "flow", "effects", "explain", "dice")


def _imports(tree: ast.AST) -> list[str]:
    return [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module]


def test_no_import_inside_a_function_in_the_turn_modules() -> None:
    for name in FLAT:
        tree = ast.parse((PACKAGE / f"{name}.py").read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                inner = [m for m in _imports(fn) if m.startswith("game.")]
                assert not inner, f"game/dance_card/{name}.py:{fn.name} imports {inner} inside a function"


def test_no_module_level_import_circle_in_dance_card() -> None:
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = [m for n in tree.body if isinstance(n, ast.ImportFrom) and n.module for m in [n.module]]
        graph[path.stem] = {m.split(".")[2] for m in top
                            if m.startswith("game.dance_card.") and m.split(".")[2] != path.stem}
    seen: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        if seen.get(node) == 2:
            return
        assert seen.get(node) != 1, "import circle: " + " -> ".join(trail + [node])
        seen[node] = 1
        for nxt in sorted(graph.get(node, ())):
            visit(nxt, trail + [node])
        seen[node] = 2

    for node in sorted(graph):
        visit(node, [])
