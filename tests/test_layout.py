"""The shape of the source tree: tests mirror it, and no module grows past 250 lines.

A package without a test folder beside it is a package nobody is told to test,
and a long module is one that has started to do two jobs: both are cheaper to
catch here than in review.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "cvgen"
TESTS = ROOT / "tests"
MAX_LINES = 250


def packages(source: Path) -> list[Path]:
    """Every package under ``source`` (a folder with an ``__init__.py``), relative to it."""
    return sorted(init.parent.relative_to(source) for init in source.rglob("__init__.py"))


def untested_packages(source: Path, tests: Path) -> list[str]:
    """The packages whose folder under ``tests`` holds no ``test_*.py``."""
    return [
        str(package) for package in packages(source) if not any((tests / package).glob("test_*.py"))
    ]


def long_modules(source: Path, limit: int = MAX_LINES) -> list[str]:
    """``path: N lines`` for every module of more than ``limit`` lines."""
    return [
        f"{module.relative_to(source.parent)}: {count} lines"
        for module in sorted(source.rglob("*.py"))
        if (count := len(module.read_text(encoding="utf-8").splitlines())) > limit
    ]


def test_every_package_has_a_test_folder_beside_it() -> None:
    missing = untested_packages(SOURCE, TESTS)
    assert missing == [], "packages with no tests/<same path>/test_*.py: " + ", ".join(missing)


def test_no_module_is_longer_than_250_lines() -> None:
    offenders = long_modules(SOURCE)
    assert offenders == [], "split these modules:\n" + "\n".join(offenders)


def test_the_checks_see_a_missing_folder_and_a_long_module(tmp_path: Path) -> None:
    source, tests = tmp_path / "pkg", tmp_path / "tests"
    for folder in (source, source / "stage", source / "stage" / "inner"):
        folder.mkdir(parents=True)
        (folder / "__init__.py").write_text("", encoding="utf-8")
    (source / "stage" / "long.py").write_text("x = 1\n" * 251, encoding="utf-8")
    (source / "stage" / "inner" / "short.py").write_text("x = 1\n" * 250, encoding="utf-8")
    (tests / "stage").mkdir(parents=True)
    (tests / "test_pkg.py").write_text("", encoding="utf-8")
    (tests / "stage" / "helpers.py").write_text("", encoding="utf-8")  # not a test module

    assert untested_packages(source, tests) == ["stage", "stage/inner"]
    assert long_modules(source) == ["pkg/stage/long.py: 251 lines"]

    (tests / "stage" / "test_long.py").write_text("", encoding="utf-8")
    assert untested_packages(source, tests) == ["stage/inner"]
