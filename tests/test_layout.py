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
