"""The gallery of cvgen's looks (``make gallery``): page one of a CV, drawn by
``cvgen build --png``, in

- every built-in theme (Zili Zhang's CV): ``examples/themes/zili-zhang-THEME.png``;
- the same typeset with Typst (``--engine typst``): ``examples/typst/zili-zhang-THEME.png``;
- every locale (Zili Zhang's CV, in his theme): ``examples/locales/zili-zhang-LOCALE.png``;
- every bundled person's own look, the seed's (``theme:`` of each profile),
  sharper: ``examples/seeds/PERSON.png`` (examples/seeds/README.md says what
  each seed has and what cvgen made of it);

and ``examples/gallery.md``, which shows them all.

``--check`` draws them again in a scratch folder and exits 1, naming the
stale ones, when a committed file is not what cvgen draws today (the test
suite runs it).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
PROFILE = "profiles/zili-zhang.yaml"
DATE = "2024-10-10"
DPI = "60"  # the themes and locales, side by side
SEED_DPI = "100"  # each person in the seed's look, to read
INDEX = EXAMPLES / "gallery.md"


@dataclass(frozen=True)
class Picture:
    target: Path  # under examples/
    profile: str
    options: tuple[str, ...]  # --theme, --locale
    dpi: str
    caption: str


def themes() -> list[str]:
    folder = ROOT / "latex_templates/themes"
    return sorted(p.name for p in folder.iterdir() if (p / "theme.yaml").is_file())


def locales() -> list[str]:
    return sorted(p.stem for p in (ROOT / "locales").glob("*.yaml"))


def people() -> list[str]:
    found = sorted((ROOT / "profiles").glob("*.yaml"))
    return [p.stem for p in found if p.stem not in ("publications", "variants")]


def pictures() -> list[Picture]:
    shown = [
        Picture(EXAMPLES / f"themes/zili-zhang-{t}.png", PROFILE, ("--theme", t), DPI, t)
        for t in themes()
    ]
    shown += [
        Picture(
            EXAMPLES / f"typst/zili-zhang-{t}.png",
            PROFILE,
            ("--theme", t, "--engine", "typst"),
            DPI,
            f"{t} (Typst)",
        )
        for t in themes()
    ]
    shown += [
        Picture(EXAMPLES / f"locales/zili-zhang-{c}.png", PROFILE, ("--locale", c), DPI, c)
        for c in locales()
    ]
    shown += [
        Picture(EXAMPLES / f"seeds/{p}.png", f"profiles/{p}.yaml", (), SEED_DPI, p)
        for p in people()
    ]
    return shown


def page_one(cvgen: str, picture: Picture, scratch: Path) -> Path:
    """The PNG of page one of the picture's CV, drawn into ``scratch``."""
    out = scratch / picture.target.relative_to(EXAMPLES).with_suffix("")
    command = [cvgen, "build", picture.profile, *picture.options, "--date", DATE, "--force"]
    command += ["--png", "--png-dpi", picture.dpi, "--out", str(out), "--quiet"]
    subprocess.run(command, cwd=ROOT, check=True)
    return sorted(out.glob("*.png"))[0]  # NAME.png, or NAME-1.png of several pages


def index(shown: list[Picture]) -> str:
    """examples/gallery.md: every picture, under its kind."""
    parts = {
        "themes": "## Every theme\n\nZili Zhang's CV, page one, in each built-in theme "
        "(`--theme`).",
        "typst": "## Every theme in both engines\n\nThe same CV in the same themes, each "
        "typeset with XeLaTeX beside the same typeset with `--engine typst` (no TeX needed).",
        "locales": "## Every locale\n\nZili Zhang's CV, page one, in each locale "
        "(`--locale`): cvgen's words, and his own texts where he wrote them in "
        "that language.",
        "seeds": "## Every seed in its own look\n\nEach bundled person in the theme "
        "their profile names, after the CV the profile was made from "
        "([seeds/README.md](seeds/README.md)).",
    }
    lines = [
        "# Gallery",
        "",
        "Drawn by `make gallery` (`bench/gallery.py`); the tests check it is current.",
    ]
    for kind, heading in parts.items():
        lines += ["", heading, ""]
        row = [p for p in shown if p.target.parent.name == kind]
        if kind == "typst":  # each theme's XeLaTeX picture, then its Typst one
            latex = {p.target.name: p for p in shown if p.target.parent.name == "themes"}
            row = [q for p in row for q in (latex[p.target.name], p)]
        lines.append(" | ".join(p.caption for p in row))
        lines.append(" | ".join("---" for _ in row))
        lines.append(
            " | ".join(f"![{p.caption}]({p.target.relative_to(EXAMPLES).as_posix()})" for p in row)
        )
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    parser.add_argument("--cvgen", default=str(Path(sys.executable).parent / "cvgen"))
    args = parser.parse_args()
    stale = []
    shown = pictures()
    with tempfile.TemporaryDirectory(prefix="cvgen-gallery-") as scratch:
        drawn = {p.target: page_one(args.cvgen, p, Path(scratch)).read_bytes() for p in shown}
        drawn[INDEX] = index(shown).encode("utf-8")
        for target, data in drawn.items():
            if args.check:
                if not target.is_file() or target.read_bytes() != data:
                    stale.append(str(target.relative_to(ROOT)))
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data)
                print(f"wrote {target.relative_to(ROOT)}")
    if stale:
        print(f"not what cvgen draws today (run make gallery): {', '.join(stale)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
