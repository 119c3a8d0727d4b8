"""Terminal colours as ANSI escapes, without a CLI framework: the library marks
text up and the CLI decides whether a terminal gets the colours (click strips
them from a pipe)."""

from __future__ import annotations

_COLOURS = {"red": 31, "green": 32, "yellow": 33, "cyan": 36}


def style(text: str, fg: str | None = None, bold: bool = False, dim: bool = False) -> str:
    """``text`` in colour ``fg``, bold or dim: the same escapes
    ``click.style`` writes (a reset at the end, always)."""
    codes = [_COLOURS[fg]] if fg else []
    codes += [1] if bold else []
    codes += [2] if dim else []
    return "".join(f"\x1b[{c}m" for c in codes) + text + "\x1b[0m"
