"""The system's font folders, where the CJK and symbol fallback fonts
(:mod:`cvgen.tex.fonts`) are looked for after cvgen's own search path.

Each system keeps fonts elsewhere: Debian's and Fedora's packages under
``/usr/share/fonts``; macOS in ``/Library/Fonts``, ``/System/Library/Fonts``
and the user's ``~/Library/Fonts`` (where Homebrew's font casks go); Windows
in ``%WINDIR%\\Fonts`` and, for a font installed for one user,
``%LOCALAPPDATA%\\Microsoft\\Windows\\Fonts``. A folder that is not there is
left out, so a system with none of them finds no fallback font: the build
then says which characters are missing and how to install the font.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

LINUX_FONT_DIRS = (
    Path("/usr/share/fonts/opentype/noto"),  # Debian's fonts-noto-cjk
    Path("/usr/share/fonts/truetype/dejavu"),  # Debian's fonts-dejavu-core
    Path("/usr/share/fonts/noto-cjk"),
    Path("/usr/share/fonts/google-noto-cjk"),  # Fedora's
    Path("/usr/share/fonts/dejavu-sans-fonts"),  # Fedora's
    Path("/usr/local/share/fonts"),
)


def system_font_dirs(
    platform: str | None = None, env: Mapping[str, str] | None = None
) -> list[Path]:
    """The font folders of this system (or of ``platform``, a ``sys.platform``
    value, with ``env`` the environment) that exist, in search order."""
    platform = sys.platform if platform is None else platform
    env = os.environ if env is None else env
    if platform == "darwin":
        home = env.get("HOME")
        candidates = [Path(home, "Library", "Fonts")] if home else []
        candidates += [Path("/Library/Fonts"), Path("/System/Library/Fonts")]
    elif platform == "win32":
        candidates = [
            Path(env[var], *below)
            for var, below in (
                ("LOCALAPPDATA", ("Microsoft", "Windows", "Fonts")),
                ("WINDIR", ("Fonts",)),
            )
            if env.get(var)
        ]
    else:
        candidates = list(LINUX_FONT_DIRS)
    return [folder for folder in candidates if folder.is_dir()]
