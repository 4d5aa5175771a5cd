"""Every module of game/ and scenes/ imports at its top, and no import circle runs through them.

An import inside a function hides a circle: the modules import each other and the code
only works because one side waits until it is called. Each of those is an error here,
unless it is in `LAZY` (or `LAZY_FILES`) below with the reason it waits (start-up time, an optional
dependency) and a comment saying so at the import. A lazy import may not close a circle
either: the circle check counts it like a top-level one. Nor may a type-only import (under
`if TYPE_CHECKING:`): two modules that name each other's types are one concept split in two,
or one of them should name a small Protocol of what it needs instead.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("game", "scenes")

_WORKER = "start-up: the AI worker (multiprocessing, every engine) loads when a table first needs it"
_PRESS = "start-up: what a launcher button opens (the menus, the table toolkit: ~90 ms under load) loads on the press"

# Every function of these files may import inside (a new game's two loaders need no line here).
LAZY_FILES: dict[str, str] = {
    "game/registry.py": "start-up: a game's engine and content load when that game is first asked for",
    "scenes/tables/__init__.py": "start-up: a game's table loads when that game is first played",
}

# (file, function) -> why its imports wait. Nothing else in game/ or scenes/ imports inside a function.
LAZY: dict[tuple[str, str], str] = {
    ("game/__main__.py", "cmd_board"): "optional: boards/ reads Tiled maps with pytmx, which imports pygame",
    ("scenes/app.py", "ai"): _WORKER,
    ("scenes/app.py", "start"): _WORKER,
    ("scenes/app.py", "watch_again"): _PRESS,
    ("scenes/launcher.py", "_check_content"): "start-up: the content checks and their loaders (pytmx) load in "
                                              "the checking thread, after the first frame",
    ("scenes/launcher.py", "choose"): _PRESS,
    ("scenes/launcher.py", "continue_game"): _PRESS,
    ("scenes/launcher.py", "learn"): _PRESS,
    ("scenes/launcher.py", "how_to_play"): _PRESS,
    ("scenes/launcher.py", "finished_games"): _PRESS,
    ("scenes/launcher.py", "settings"): _PRESS,
    ("scenes/selftest.py", "run_selftest"): "start-up: the checks, tables and engines load after the first frame is "
                                            "measured, so --selftest's start-up figure is the app's",
}

# (importer, imported) -> who removes it. An edge being taken out by work under way elsewhere;
# each must still exist (so the list only shrinks), and none may hide any other circle.
WAITING: dict[tuple[str, str], str] = {}


@dataclass(frozen=True)
class InnerImport:
    file: str
    function: str
    line: int
    modules: tuple[str, ...]
    targets: frozenset[str] = frozenset()   # the modules of game/ and scenes/ it loads


def _files() -> list[Path]:
    return sorted(p for package in PACKAGES for p in (ROOT / package).rglob("*.py"))


def _name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_name(p): p for p in _files()}


def _targets(node: ast.Import | ast.ImportFrom, importer: str) -> set[str]:
    """The modules of game/ and scenes/ an import statement loads (`from a import b` loads
    a.b when b is a module)."""
    if isinstance(node, ast.Import):
        named = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = importer.split(".")
            if MODULES[importer].name != "__init__.py":
                package = package[:-1]
            package = package[:len(package) - node.level + 1]
            base = ".".join(package + ([base] if base else []))
        named = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
    found = set()
    for name in named:
        while name and name not in MODULES:
            name = name.rpartition(".")[0]
        if name and name != importer:
            found.add(name)
    return found


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


@dataclass(frozen=True)
class Scan:
    top: set[str]              # imported when this module is
    typed: set[str]            # imported for the type checker only (under `if TYPE_CHECKING:`)
    inner: list[InnerImport]   # imported inside a function


def _scan(path: Path) -> Scan:
    """The modules imported when this one is, those imported for the type checker only,
    and its imports inside functions, each under the innermost function holding it."""
    module = _name(path)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top: set[str] = set()
    typed: set[str] = set()
    inner: list[InnerImport] = []
    file = path.relative_to(ROOT).as_posix()

    def visit(node: ast.AST, function: str | None, typing_only: bool = False) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.body:
                visit(child, function, True)
            for child in node.orelse:
                visit(child, function, typing_only)
            return
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = tuple(a.name for a in node.names) if isinstance(node, ast.Import) else \
                (("." * node.level) + (node.module or ""),)
            if typing_only:
                typed.update(_targets(node, module))
            elif function is None:
                top.update(_targets(node, module))
            else:
                inner.append(InnerImport(file, function, node.lineno, names, frozenset(_targets(node, module))))
            return
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            function = getattr(node, "name", "<lambda>")
        for child in ast.iter_child_nodes(node):
            visit(child, function, typing_only)

    visit(tree, None)
    return Scan(top, typed, inner)


SCANS = {name: _scan(path) for name, path in MODULES.items()}


def _all_inner() -> list[InnerImport]:
    return [found for scan in SCANS.values() for found in scan.inner]


def _lazy(file: str, function: str) -> bool:
    return file in LAZY_FILES or (file, function) in LAZY


def test_no_import_inside_a_function_but_the_listed_lazy_ones() -> None:
    unlisted = [f"{i.file}:{i.line} {i.function}() imports {', '.join(i.modules)} inside a function: import "
                "it at the top (break the circle it hides), or add it to LAZY with the reason it waits"
                for i in _all_inner() if not _lazy(i.file, i.function)]
    assert not unlisted, "\n".join(unlisted)


def test_every_listed_lazy_import_exists_and_says_why_at_the_import() -> None:
    found = {(i.file, i.function): i for i in reversed(_all_inner())}   # the first import of each function
    stale = sorted(set(LAZY) - set(found))
    assert not stale, f"LAZY lists functions that import nothing inside any more: {stale}"
    for key in sorted(set(LAZY) | {k for k in found if k[0] in LAZY_FILES}):
        first = found[key]
        lines = (ROOT / first.file).read_text(encoding="utf-8").splitlines()
        said = "#" in lines[first.line - 1] or lines[first.line - 2].strip().startswith("#")
        assert said, f"{first.file}:{first.line} {first.function}(): a lazy import carries a comment saying why"


def _graph() -> dict[str, set[str]]:
    """Who imports whom, counting the lazy imports and the type-only ones as if they were at the top."""
    graph = {name: scan.top | scan.typed for name, scan in SCANS.items()}
    for name, scan in SCANS.items():
        for inner in scan.inner:
            if _lazy(inner.file, inner.function):
                graph[name] |= inner.targets
    return graph


def find_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle, as the modules in order with the first repeated at the end."""
    state: dict[str, int] = {}   # 1: on the current path, 2: done

    def visit(node: str, trail: list[str]) -> list[str] | None:
        if state.get(node) == 1:
            return trail[trail.index(node):] + [node]
        if state.get(node) == 2:
            return None
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            circle = visit(nxt, trail + [node])
            if circle:
                return circle
        state[node] = 2
        return None

    for start in sorted(graph):
        circle = visit(start, [])
        if circle:
            return circle
    return None


def test_the_circle_finder_finds_a_circle() -> None:
    assert find_circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert find_circle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_type_only_imports_are_edges_of_the_graph() -> None:
    """The scene stack names its host's services for the type checker only: those are edges too."""
    assert "scenes.services.saving" in SCANS["scenes.stack"].typed and "scenes.services.saving" not in SCANS["scenes.stack"].top
    assert "scenes.services.saving" in _graph()["scenes.stack"]


def test_every_waiting_edge_still_exists() -> None:
    graph = _graph()
    gone = [edge for edge in WAITING if edge[1] not in graph.get(edge[0], set())]
    assert not gone, f"these waiting imports are gone: take them off WAITING: {gone}"


def test_no_import_circle_in_game_or_scenes() -> None:
    graph = _graph()
    for importer, imported in WAITING:
        graph[importer].discard(imported)
    circle = find_circle(graph)
    assert circle is None, "import circle: " + " -> ".join(circle or [])
