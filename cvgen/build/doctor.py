"""``cvgen doctor``: is everything cvgen needs installed, and if not, how to get it.

Each check says what it found or what is missing with the exact command that
installs it. Required checks (TeX, its packages, the fonts, a writable output
folder) make the command fail; optional ones name what they enable.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from cvgen.render.compile import TEX_ENGINE

APT = "sudo apt-get install"

# (file, Debian package, what needs it); required unless a feature is named
TEX_FILES = (
    ("fontspec.sty", "texlive-latex-recommended", ""),
    ("xcolor.sty", "texlive-latex-recommended", ""),
    ("geometry.sty", "texlive-latex-base", ""),
    ("fancyhdr.sty", "texlive-latex-base", ""),
    ("hyperref.sty", "texlive-latex-base", ""),
    ("ulem.sty", "texlive-plain-generic", "cvgen diff --pdf"),
    ("xeCJK.sty", "texlive-lang-cjk", "Chinese, Japanese and Korean text"),
    ("ctexhook.sty", "texlive-lang-chinese", "Chinese, Japanese and Korean text"),
)


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    detail: str  # what was found, or what is missing
    fix: str = ""  # the command that installs it
    needed_for: str = ""  # empty: cvgen cannot build without it

    @property
    def required(self) -> bool:
        return not self.needed_for


def run_checks(out_dir: Path) -> list[Check]:
    checks = [check_engine()]
    checks += check_tex_files()
    checks += check_fonts()
    checks.append(check_program("pdftotext", "poppler-utils", "cvgen diff of PDFs without data"))
    checks.append(check_program("pdftoppm", "poppler-utils", "cvgen build --png"))
    checks.append(check_program("git", "git", "cvgen diff REV:path"))
    checks.append(check_output(out_dir))
    checks.append(check_format())
    return checks


def check_format() -> Check:
    """The default theme's XeLaTeX format (cvgen/render/texformat.py): never
    required, since a build without it is an ordinary one."""
    from cvgen.render.texformat import format_state
    from cvgen.sources.themes import DEFAULT_THEME, load_theme

    state = format_state(load_theme(DEFAULT_THEME).class_file)
    if state == "none yet":
        state = "none yet (the next build makes it)"
    return Check("TeX format", not state.startswith("cannot"), state, "", "faster builds")


def check_engine() -> Check:
    engine = shutil.which(TEX_ENGINE)
    if engine is None:
        fix = f"{APT} texlive-xetex texlive-latex-recommended texlive-plain-generic"
        return Check(TEX_ENGINE, False, "not installed", fix)
    result = subprocess.run([engine, "--version"], capture_output=True, text=True, check=False)
    version = (result.stdout.splitlines() or ["unknown version"])[0]
    return Check(TEX_ENGINE, result.returncode == 0, f"{version} ({engine})")


def check_tex_files() -> list[Check]:
    kpsewhich = shutil.which("kpsewhich")
    checks = []
    for name, package, feature in TEX_FILES:
        found = ""
        if kpsewhich:
            result = subprocess.run([kpsewhich, name], capture_output=True, text=True, check=False)
            found = result.stdout.strip()
        detail = found or ("not found" if kpsewhich else "not found (no kpsewhich: TeX is missing)")
        checks.append(Check(name, bool(found), detail, f"{APT} {package}", feature))
    return checks


def check_fonts() -> list[Check]:
    from cvgen.render.fonts import (
        CJK_FAMILY,
        FALLBACK_FAMILY,
        FAMILIES,
        FontMissingError,
        find_cjk_font,
        find_fallback_font,
        resolve_fonts,
    )

    checks = []
    try:
        found = resolve_fonts()
    except FontMissingError:
        found = {}
    for family in FAMILIES:
        if family.role in found:
            checks.append(Check(f"{family.role} font", True, str(found[family.role].folder)))
        else:
            missing = ", ".join(family.files())
            checks.append(
                Check(f"{family.role} font", False, missing, f"pip install {family.package}")
            )
    optional = (
        ("CJK font", CJK_FAMILY, find_cjk_font(), "Chinese, Japanese and Korean text"),
        ("symbol font", FALLBACK_FAMILY, find_fallback_font(), "symbols the body font lacks"),
    )
    for name, family, font, feature in optional:
        detail = str(font.folder) if font else f"{family.files()[0]} not found"
        checks.append(Check(name, font is not None, detail, f"{APT} {family.package}", feature))
    return checks


def check_program(name: str, package: str, needed_for: str) -> Check:
    path = shutil.which(name)
    return Check(name, path is not None, path or "not installed", f"{APT} {package}", needed_for)


def check_output(out_dir: Path) -> Check:
    """The output folder (or the nearest existing parent) takes a new file."""
    folder = out_dir
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".cvgen-doctor-"):
            pass
    except OSError as exc:
        return Check(
            "output folder",
            False,
            f"cannot write in {folder} ({exc.strerror})",
            "choose another folder with --out, or fix its permissions",
        )
    return Check("output folder", True, f"{out_dir} can be written")


def install_command(checks: list[Check]) -> str:
    """One command for every missing Debian package (pip ones are listed apart)."""
    packages: list[str] = []
    for check in checks:
        if not check.ok and check.fix.startswith(APT):
            packages += [p for p in check.fix[len(APT) :].split() if p not in packages]
    return f"{APT} {' '.join(packages)}" if packages else ""
