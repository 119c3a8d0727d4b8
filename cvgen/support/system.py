"""What cvgen needs from the operating system, said once, and how each system
installs it.

The Debian packages a build needs are listed in ``debian-packages.txt`` beside
this module: the Makefile, the Dockerfile, the GitHub workflow of ``cvgen
init-repo`` and ``cvgen doctor`` all read that one list.

Elsewhere the same things come from another package manager:
:func:`installer` picks the table for the system cvgen runs on (``sys.platform``,
and ``/etc/os-release`` on Linux), and :meth:`Installer.package` says what
installs a Debian package there, by its Debian name (and, for a TeX package,
its CTAN name: TeX Live's ``tlmgr`` and MiKTeX install by that). Standard
library only: :mod:`cvgen.tex.xelatex` says how to install TeX with it.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

PACKAGE_LIST = Path(__file__).resolve().parent / "debian-packages.txt"
OS_RELEASE = Path("/etc/os-release")


@cache
def debian_packages() -> tuple[str, ...]:
    """The Debian packages of a build, in the list's order."""
    names = []
    for line in PACKAGE_LIST.read_text(encoding="utf-8").splitlines():
        name = line.split("#", 1)[0].strip()
        if name:
            names.append(name)
    return tuple(names)


@dataclass(frozen=True)
class Command:
    """``program`` followed by ``packages``; ``many``: one run of it takes
    several packages. Without packages, ``program`` is advice, not a command."""

    program: str
    packages: tuple[str, ...] = ()
    many: bool = True

    def __str__(self) -> str:
        return " ".join((self.program, *self.packages))


def merge_commands(commands: list[Command]) -> list[Command]:
    """The fewest commands that install every package of ``commands``, in the
    order they first come: one per program (one per package where a program
    takes only one); advice is left out."""
    merged: dict[tuple[str, str], list[str]] = {}
    for command in commands:
        for package in command.packages:
            packages = merged.setdefault((command.program, "" if command.many else package), [])
            if package not in packages:
                packages.append(package)
    return [
        Command(program, tuple(packages), many=not single)
        for (program, single), packages in merged.items()
    ]


@dataclass(frozen=True)
class Installer:
    """How one kind of system installs what cvgen needs."""

    system: str  # its name, for people
    tex: Command  # a TeX installation with XeLaTeX, for when there is none
    tex_program: str = ""  # what installs one TeX package by its CTAN name ("": by Debian's)
    tex_prefix: str = ""  # before the CTAN name in the package's name there
    packages: Mapping[str, Command] = field(default_factory=dict)  # by Debian name
    default: str = ""  # the program that takes Debian's names as they are

    def package(self, debian: str, ctan: str = "") -> Command:
        """What installs the Debian package ``debian`` here; ``ctan``: the TeX
        package (in it) cvgen looked for, when that is what is missing."""
        if ctan and self.tex_program:
            return Command(self.tex_program, (self.tex_prefix + ctan,))
        if debian in self.packages:
            return self.packages[debian]
        if self.default:
            return Command(self.default, (debian,))
        return Command(f"install {debian} (as Debian calls it) with your package manager")


def _in_fonts_folder(regular: str, bold: str, source: str) -> Command:
    return Command(f"put {regular} and {bold} ({source}) in fonts/ or in $CVGEN_FONT_DIR")


_NOTO = _in_fonts_folder(
    "NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc", "github.com/notofonts/noto-cjk"
)
_DEJAVU = _in_fonts_folder("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "dejavu-fonts.github.io")
_APT, _DNF, _BREW = "sudo apt-get install", "sudo dnf install", "brew install"
_WINGET = "winget install --exact --id"  # one package a command

DEBIAN = Installer(
    "Debian or Ubuntu",
    Command(_APT, ("texlive-xetex", "texlive-latex-recommended", "texlive-plain-generic")),
    default=_APT,
)
FEDORA = Installer(
    "Fedora",
    Command(_DNF, ("texlive-xetex", "texlive-fontspec", "texlive-xcolor", "texlive-ulem")),
    _DNF,
    "texlive-",
    {
        "fonts-noto-cjk": Command(_DNF, ("google-noto-sans-cjk-fonts",)),
        "fonts-dejavu-core": Command(_DNF, ("dejavu-sans-fonts",)),
    },
    default=_DNF,
)
MACOS = Installer(
    "macOS",
    Command(f"{_BREW} --cask", ("mactex-no-gui",)),  # TeX Live with every package cvgen uses
    "sudo tlmgr install",  # BasicTeX, or a TeX Live of its own
    packages={
        "poppler-utils": Command(_BREW, ("poppler",)),
        "git": Command(_BREW, ("git",)),
        "fonts-noto-cjk": _NOTO,
        "fonts-dejavu-core": Command(f"{_BREW} --cask", ("font-dejavu",)),
    },
)
WINDOWS = Installer(
    "Windows",
    Command(_WINGET, ("MiKTeX.MiKTeX",), many=False),
    "miktex packages install",
    packages={
        "poppler-utils": Command(_WINGET, ("oschwartz10612.Poppler",), many=False),
        "git": Command(_WINGET, ("Git.Git",), many=False),
        "fonts-noto-cjk": _NOTO,
        "fonts-dejavu-core": _DEJAVU,
    },
)
OTHER = Installer(
    "another system",
    Command("install TeX Live (tug.org/texlive) and put its bin folder on PATH"),
    "tlmgr install",
    packages={"fonts-noto-cjk": _NOTO, "fonts-dejavu-core": _DEJAVU},
)


def installer(platform: str | None = None, os_release: Path = OS_RELEASE) -> Installer:
    """The table of the system cvgen runs on (or of ``platform``, a
    ``sys.platform`` value, reading ``os_release`` on Linux)."""
    platform = sys.platform if platform is None else platform
    if platform == "darwin":
        return MACOS
    if platform in ("win32", "cygwin"):
        return WINDOWS
    if not platform.startswith("linux"):
        return OTHER
    ids = _release_ids(os_release)
    if ids & {"debian", "ubuntu"}:
        return DEBIAN
    if ids & {"fedora", "rhel", "centos"}:
        return FEDORA
    return OTHER


def _release_ids(os_release: Path) -> set[str]:
    """The ``ID`` and ``ID_LIKE`` words of an os-release file; none if it cannot be read."""
    try:
        text = os_release.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return set()
    ids: set[str] = set()
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key.strip() in ("ID", "ID_LIKE"):
            ids.update(value.strip().strip("\"'").lower().split())
    return ids


def install_fix(*debian: str) -> str:
    """How to install the Debian packages ``debian`` on this system, as a
    message's fix says it: the fewest commands, joined by '; '."""
    here = installer()
    return "; ".join(str(c) for c in merge_commands([here.package(name) for name in debian]))
