"""The README's theme gallery: page one of Zili Zhang's CV in each built-in
theme, drawn by ``cvgen build --theme NAME --png`` (``make gallery``).

``--check`` draws them again in a scratch folder and exits 1, naming the
stale ones, when a committed picture is not what cvgen draws today (the
test suite runs it).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GALLERY = ROOT / "examples/themes"
PROFILE = "profiles/zili-zhang.yaml"
DATE = "2024-10-10"
DPI = "60"


def themes() -> list[str]:
    folder = ROOT / "latex_templates/themes"
    return sorted(p.name for p in folder.iterdir() if (p / "theme.yaml").is_file())


def page_one(cvgen: str, theme: str, scratch: Path) -> Path:
    """The PNG of page one of the CV in ``theme``, drawn into ``scratch``."""
    out = scratch / theme
    command = [cvgen, "build", PROFILE, "--theme", theme, "--date", DATE, "--force"]
    command += ["--png", "--png-dpi", DPI, "--out", str(out), "--quiet"]
    subprocess.run(command, cwd=ROOT, check=True)
    return sorted(out.glob("*.png"))[0]  # NAME.png, or NAME-1.png of several pages


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    parser.add_argument("--cvgen", default=str(Path(sys.executable).parent / "cvgen"))
    args = parser.parse_args()
    stale = []
    with tempfile.TemporaryDirectory(prefix="cvgen-gallery-") as scratch:
        for theme in themes():
            drawn = page_one(args.cvgen, theme, Path(scratch)).read_bytes()
            target = GALLERY / f"zili-zhang-{theme}.png"
            if args.check:
                if not target.is_file() or target.read_bytes() != drawn:
                    stale.append(str(target.relative_to(ROOT)))
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(drawn)
                print(f"wrote {target.relative_to(ROOT)}")
    if stale:
        print(f"not what cvgen draws today (run make gallery): {', '.join(stale)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
