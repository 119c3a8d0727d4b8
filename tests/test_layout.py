"""The shape of the source tree: tests mirror it.

A package without a test folder beside it is a package nobody is told to test.
How long a module may be is for review to judge (CONTRIBUTING.md): a module is
sized by the idea it holds, not by a line counter.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "cvgen"
TESTS = ROOT / "tests"


def packages(source: Path) -> list[Path]:
    """Every package under ``source`` (a folder with an ``__init__.py``), relative to it."""
    return sorted(init.parent.relative_to(source) for init in source.rglob("__init__.py"))


def untested_packages(source: Path, tests: Path) -> list[str]:
    """The packages whose folder under ``tests`` holds no ``test_*.py``."""
    return [
        str(package) for package in packages(source) if not any((tests / package).glob("test_*.py"))
    ]


def test_every_package_has_a_test_folder_beside_it() -> None:
    missing = untested_packages(SOURCE, TESTS)
    assert missing == [], "packages with no tests/<same path>/test_*.py: " + ", ".join(missing)


def test_the_check_sees_a_missing_folder(tmp_path: Path) -> None:
    source, tests = tmp_path / "pkg", tmp_path / "tests"
    for folder in (source, source / "stage", source / "stage" / "inner"):
        folder.mkdir(parents=True)
        (folder / "__init__.py").write_text("", encoding="utf-8")
    (tests / "stage").mkdir(parents=True)
    (tests / "test_pkg.py").write_text("", encoding="utf-8")
    (tests / "stage" / "helpers.py").write_text("", encoding="utf-8")  # not a test module

    assert untested_packages(source, tests) == ["stage", "stage/inner"]

    (tests / "stage" / "test_stage.py").write_text("", encoding="utf-8")
    assert untested_packages(source, tests) == ["stage/inner"]


ARCHITECTURE = ROOT / "docs" / "architecture.md"


def inventory_gaps(source: Path, architecture: str) -> list[str]:
    """The modules under ``source`` that the inventory table of
    ``architecture`` does not name in the row of their top-level package (as
    `` `module` `` or `` `module/` `` for a package)."""
    rows = {}
    for line in architecture.splitlines():
        if line.startswith("| `cvgen/"):
            name = line.split("`")[1].removeprefix("cvgen/").strip("/")
            rows[name.removesuffix(".py")] = line
    gaps = []
    for module in sorted(source.rglob("*.py")):
        relative = module.relative_to(source)
        if module.name == "__init__.py":
            continue
        top = relative.parts[0].removesuffix(".py")
        row = rows.get(top, "")
        names = {f"`{part.removesuffix('.py')}`" for part in relative.parts[1:]}
        names |= {f"`{part}/`" for part in relative.parts[1:-1]}
        if len(relative.parts) == 1:
            found = bool(row)
        else:
            found = any(name in row for name in names if module.stem in name)
            found = found and all(f"`{part}/`" in row for part in relative.parts[1:-1])
        if not found:
            gaps.append(str(relative))
    return gaps


def test_every_module_is_in_the_architecture_inventory() -> None:
    gaps = inventory_gaps(SOURCE, ARCHITECTURE.read_text(encoding="utf-8"))
    assert gaps == [], "name these in docs/architecture.md's table of the stages: " + ", ".join(
        gaps
    )


def test_the_inventory_check_sees_a_missing_module(tmp_path: Path) -> None:
    source = tmp_path / "cvgen"
    (source / "stage" / "inner").mkdir(parents=True)
    for name in ("stage/__init__.py", "stage/known.py", "stage/unknown.py", "stage/inner/deep.py"):
        (source / name).write_text("", encoding="utf-8")
    (source / "errors.py").write_text("", encoding="utf-8")
    table = "| `cvgen/errors.py` | errors |\n| `cvgen/stage/` | `known` (it), `inner/` (`deep`) |\n"
    assert inventory_gaps(source, table) == ["stage/unknown.py"]
    assert inventory_gaps(source, table.replace("`inner/` (`deep`)", "")) == [
        "stage/inner/deep.py",
        "stage/unknown.py",
    ]


def test_the_suites_module_lists_name_test_modules() -> None:
    """tests/conftest.py's SLOWEST_FIRST and OWN_CACHE name modules by path: a
    module moved or renamed would silently lose its place or its empty cache."""
    from tests.conftest import OWN_CACHE, ROOT, SLOWEST_FIRST, WITH_FORMATS

    missing = [name for name in (*SLOWEST_FIRST, *OWN_CACHE) if not (ROOT / name).is_file()]
    assert missing == []
    assert WITH_FORMATS <= OWN_CACHE
