"""The Debian package list, and which system's install commands cvgen gives:
each system simulated by its ``sys.platform`` and its ``/etc/os-release``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cvgen.support.system import (
    DEBIAN,
    FEDORA,
    MACOS,
    OTHER,
    WINDOWS,
    Command,
    Installer,
    debian_packages,
    installer,
    merge_commands,
)

# the packages `cvgen doctor` names, by Debian name, with the TeX package it looked for
DOCTOR_NEEDS = [
    ("texlive-latex-recommended", "fontspec"),
    ("texlive-lang-cjk", "xecjk"),
    ("fonts-noto-cjk", ""),
    ("fonts-dejavu-core", ""),
    ("poppler-utils", ""),
    ("git", ""),
]


def test_the_list_is_read_without_its_comments() -> None:
    packages = debian_packages()
    assert packages[0] == "texlive-xetex"
    assert {"fonts-noto-cjk", "poppler-utils", "git"} <= set(packages)
    assert not any("#" in p or " " in p for p in packages)


@pytest.mark.parametrize(
    ("os_release", "expected"),
    [
        ('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n', DEBIAN),
        ("ID=ubuntu\nID_LIKE=debian\n", DEBIAN),
        ('ID=linuxmint\nID_LIKE="ubuntu debian"\n', DEBIAN),
        ("ID=fedora\n", FEDORA),
        ('ID="rocky"\nID_LIKE="rhel centos fedora"\n', FEDORA),
        ("ID=arch\n", OTHER),
        (None, OTHER),  # no os-release at all
    ],
)
def test_linux_by_its_os_release(
    tmp_path: Path, os_release: str | None, expected: Installer
) -> None:
    path = tmp_path / "os-release"
    if os_release is not None:
        path.write_text(os_release, encoding="utf-8")
    assert installer("linux", path) is expected


@pytest.mark.parametrize(
    ("platform", "expected"),
    [("darwin", MACOS), ("win32", WINDOWS), ("cygwin", WINDOWS), ("freebsd14", OTHER)],
)
def test_other_systems_by_their_platform(platform: str, expected: Installer) -> None:
    assert installer(platform, Path("/no/such/os-release")) is expected


def test_this_machine_is_debian() -> None:
    """The tests run on Debian (as CI and the Dockerfile's image do)."""
    assert installer() is DEBIAN


def test_debian_installs_by_debian_names() -> None:
    assert (
        str(DEBIAN.package("texlive-lang-cjk", "xecjk")) == "sudo apt-get install texlive-lang-cjk"
    )
    assert str(DEBIAN.tex) == (
        "sudo apt-get install texlive-xetex texlive-latex-recommended texlive-plain-generic"
    )


@pytest.mark.parametrize("system", [DEBIAN, FEDORA, MACOS, WINDOWS, OTHER])
def test_every_system_says_how_to_get_what_doctor_checks(system: Installer) -> None:
    for debian, ctan in DOCTOR_NEEDS:
        fix = system.package(debian, ctan)
        assert str(fix)
        assert ("apt-get" in str(fix)) is (system is DEBIAN)
        if ctan and system is not DEBIAN:
            assert fix.packages[0].endswith(ctan)  # tlmgr, MiKTeX and dnf go by CTAN's name


def test_a_system_without_a_package_manager_entry_gets_advice() -> None:
    fix = OTHER.package("poppler-utils")
    assert str(fix) == "install poppler-utils (as Debian calls it) with your package manager"
    assert fix.packages == ()


def test_commands_merge_per_program_in_order() -> None:
    winget = "winget install --exact --id"
    commands = [
        Command(winget, ("MiKTeX.MiKTeX",), many=False),
        Command("miktex packages install", ("fontspec",)),
        Command("put a font in fonts/"),  # advice: not a command
        Command("miktex packages install", ("xecjk", "fontspec")),
        Command(winget, ("Git.Git",), many=False),
        Command(winget, ("Git.Git",), many=False),
    ]
    assert [str(c) for c in merge_commands(commands)] == [
        "winget install --exact --id MiKTeX.MiKTeX",
        "miktex packages install fontspec xecjk",
        "winget install --exact --id Git.Git",
    ]


def test_a_fix_names_this_systems_command(monkeypatch: pytest.MonkeyPatch) -> None:
    from cvgen.support.system import install_fix

    monkeypatch.setattr(sys, "platform", "darwin")
    assert install_fix("poppler-utils") == "brew install poppler"
    assert install_fix("poppler-utils", "git") == "brew install poppler git"
    monkeypatch.setattr(sys, "platform", "win32")
    assert install_fix("poppler-utils", "git") == (
        "winget install --exact --id oschwartz10612.Poppler; winget install --exact --id Git.Git"
    )
