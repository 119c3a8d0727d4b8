"""``cvgen doctor``: is everything cvgen needs installed, and if not, how to get it.

Each check says what it found or what is missing with the exact command that
installs it on the system it runs on (:func:`cvgen.support.system.installer`:
``apt-get`` on Debian and Ubuntu, ``dnf`` on Fedora, Homebrew and ``tlmgr`` on
macOS, ``winget`` and MiKTeX's ``miktex`` on Windows). Required checks (TeX,
its packages, the fonts, a writable output folder) make the command fail;
optional ones name what they enable.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from cvgen.support.system import Command, Installer, installer, merge_commands
from cvgen.tex.compile import TEX_ENGINE
from cvgen.tex.xelatex import find_tex_engine, find_tex_program

if TYPE_CHECKING:
    from cvgen.tex.fonts import ResolvedFont

# (file, its CTAN package, the Debian package holding it, what needs it);
# required unless a feature is named
TEX_FILES = (
    ("fontspec.sty", "fontspec", "texlive-latex-recommended", ""),
    ("xcolor.sty", "xcolor", "texlive-latex-recommended", ""),
    ("geometry.sty", "geometry", "texlive-latex-base", ""),
    ("fancyhdr.sty", "fancyhdr", "texlive-latex-base", ""),
    ("hyperref.sty", "hyperref", "texlive-latex-base", ""),
    ("ulem.sty", "ulem", "texlive-plain-generic", "cvgen diff --pdf"),
    ("xeCJK.sty", "xecjk", "texlive-lang-cjk", "Chinese, Japanese and Korean text"),
    ("ctexhook.sty", "ctex", "texlive-lang-chinese", "Chinese, Japanese and Korean text"),
)


#: what XeLaTeX and its files are needed for when Typst is there
XELATEX_CHOICE = "--engine xelatex; Typst builds without it"


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    detail: str  # what was found, or what is missing
    fix: Command | str = ""  # the command that installs it, or what to do
    needed_for: str = ""  # empty: cvgen cannot build without it

    @property
    def required(self) -> bool:
        return not self.needed_for


def run_checks(out_dir: Path, system: Installer | None = None) -> list[Check]:
    """Every check, with the fixes of ``system`` (the one cvgen runs on)."""
    system = installer() if system is None else system
    typst = check_typst()
    tex = [check_engine(system), *check_tex_files(system)]
    if typst.ok:  # Typst builds every CV without TeX: XeLaTeX and its files are a choice
        tex = [replace(c, needed_for=XELATEX_CHOICE) if c.required else c for c in tex]
    checks = [tex[0], typst, *tex[1:]]
    checks += check_fonts(system)
    checks.append(
        check_program("pdftotext", "poppler-utils", "cvgen diff of PDFs without data", system)
    )
    checks.append(check_program("pdftoppm", "poppler-utils", "cvgen build --png", system))
    checks.append(check_program("git", "git", "cvgen diff REV:path", system))
    checks.append(check_output(out_dir))
    checks.append(check_format())
    return checks


def check_format() -> Check:
    """The default theme's XeLaTeX format (cvgen/tex/texformat.py): never
    required, since a build without it is an ordinary one."""
    from cvgen.sources.themes import DEFAULT_THEME, load_theme
    from cvgen.tex.texformat import format_state

    state = format_state(load_theme(DEFAULT_THEME).class_file)  # how it is made, and how to clear
    return Check("TeX format", not state.startswith("cannot"), state, "", "faster builds")


def fix() -> list[str]:
    """What ``cvgen doctor --fix`` mends without asking (what is missing is
    installed by the commands the checks print): the XeLaTeX formats that
    could not be made are tried again, and the locks of makers that died are
    removed. What was done, one line each."""
    from cvgen.tex.formatmaker import clear_failures

    return clear_failures()


def check_engine(system: Installer) -> Check:
    engine = find_tex_engine()
    if engine is None:
        return Check(TEX_ENGINE, False, "not installed", system.tex)
    result = subprocess.run([engine, "--version"], capture_output=True, text=True, check=False)
    version = (result.stdout.splitlines() or ["unknown version"])[0]
    return Check(TEX_ENGINE, result.returncode == 0, f"{version} ({engine})")


def check_typst() -> Check:
    """The second engine (``--engine typst``): the ``typst`` package, in-process."""
    from cvgen.typst.compile import typst_available

    version = typst_available()
    detail = f"typst {version}, in-process (--engine typst)" if version else "not installed"
    return Check("typst", version is not None, detail, "pip install typst", "--engine typst")


def check_tex_files(system: Installer) -> list[Check]:
    kpsewhich = find_tex_program("kpsewhich")  # MiKTeX has one too
    checks = []
    for name, ctan, package, feature in TEX_FILES:
        found = ""
        if kpsewhich:
            result = subprocess.run([kpsewhich, name], capture_output=True, text=True, check=False)
            found = result.stdout.strip()
        detail = found or ("not found" if kpsewhich else "not found (no kpsewhich: TeX is missing)")
        checks.append(Check(name, bool(found), detail, system.package(package, ctan), feature))
    return checks


def check_fonts(system: Installer) -> list[Check]:
    from cvgen.tex.fonts import (
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
        fix = system.package(family.package)
        check = Check(name, font is not None, detail, fix, feature)
        checks.append(_cjk_faces(check, font) if font and family is CJK_FAMILY else check)
    return checks


def _cjk_faces(check: Check, font: ResolvedFont) -> Check:
    """The CJK font's check with the face each CJK locale takes from it (``KR
    for ko``); a face the collection lacks fails it, naming the locale."""
    from cvgen.sources.locales import available_locales, builtin_locale
    from cvgen.tex.fonts import missing_cjk_faces

    locales = [builtin_locale(code) for code, found in available_locales().items() if found.builtin]
    faces = {locale.code: locale.cjk_face for locale in locales if locale.cjk}
    missing = set(missing_cjk_faces(font, sorted(set(faces.values()))))
    named = ", ".join(f"{face} for {code}" for code, face in faces.items() if face not in missing)
    lacking = ", ".join(
        f"no {face} face ({code})" for code, face in faces.items() if face in missing
    )
    detail = f"{check.detail} ({'; '.join(part for part in (named, lacking) if part)})"
    return replace(check, ok=not missing, detail=detail)


def check_program(name: str, package: str, needed_for: str, system: Installer) -> Check:
    path = shutil.which(name)
    fix = system.package(package)
    return Check(name, path is not None, path or "not installed", fix, needed_for)


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


def install_commands(checks: list[Check]) -> list[str]:
    """The fewest commands that install everything missing: one per package
    manager (pip's fonts and advice are listed apart, in their checks)."""
    missing = [c.fix for c in checks if not c.ok and isinstance(c.fix, Command)]
    return [str(command) for command in merge_commands(missing)]


def install_command(checks: list[Check]) -> str:
    """:func:`install_commands`, one a line (each after the first indented by
    two spaces, as ``cvgen doctor`` prints the first); empty if none."""
    return "\n  ".join(install_commands(checks))
