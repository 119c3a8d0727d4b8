"""Where cvgen's own files live: in the wheel, or in a source checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent  # the cvgen package


def resource_dir(name: str) -> Path:
    """``latex_templates``, ``page_templates``, ``fonts`` or ``locales``: shipped in
    the wheel under ``cvgen/_data``; in a source checkout (or an editable install)
    they sit beside the package."""
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"cvgen is installed without its {name} folder")  # a packaging bug


def template_dir() -> Path:
    return resource_dir("latex_templates")


def page_template_dir() -> Path:
    """The markdown and HTML templates of the publication page."""
    return resource_dir("page_templates")


def bundled_font_dir() -> Path:
    return resource_dir("fonts")


def source_checkout() -> Path | None:
    """The source checkout cvgen runs from (a clone, an editable install), or None
    when it runs from an installed wheel."""
    root = _PACKAGE.parent
    if (_PACKAGE / "_data").is_dir() or not (root / "pyproject.toml").is_file():
        return None
    return root
