"""The README's pictures of the web CV and the group's site: the top of a few
pages at a phone's and a desktop's width, drawn by headless Chromium from a
site ``cvgen site`` builds with a fixed date (``make gallery``, into
examples/web/).

The browser tests save a full-page picture of every page of the site when
asked (``CVGEN_SCREENSHOTS=out/screenshots make test``; tests/browser.py); these
are the few the README shows, cut to the first screen. Chromium's drawing changes between its
versions, so, unlike the theme gallery, no test compares them byte for byte.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import Browser  # noqa: E402

GALLERY = ROOT / "examples/web"
DATE = "2024-10-10"
TITLE = "Systems Research Group"
ABOUT = (  # what a group.yaml's about says: the front page's description
    "We build systems for machine learning at Peking University: training large "
    "models on many GPUs, serving them cheaply, and scheduling the clusters they run on."
)
SHOTS = {  # picture -> (page of the site, width, height)
    "cv-desktop.png": ("zili-zhang/index.html", 1280, 900),
    "cv-phone.png": ("zili-zhang/index.html", 360, 760),
    "site-desktop.png": ("index.html", 1280, 720),
    "site-phone.png": ("index.html", 360, 760),
    "publications-phone.png": ("publications.html", 360, 760),
}


def main() -> None:
    cvgen = str(Path(sys.executable).parent / "cvgen")
    with tempfile.TemporaryDirectory(prefix="cvgen-web-") as scratch:
        site = Path(scratch) / "site"
        command = [cvgen, "site", "--out", str(site), "--date", DATE, "--title", TITLE]
        command += ["--about", ABOUT]
        subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        GALLERY.mkdir(parents=True, exist_ok=True)
        with Browser.start() as browser:
            for name, (page, width, height) in SHOTS.items():
                with browser.open(site / page, width=width, height=height) as opened:
                    opened.screenshot(GALLERY / name, full_page=False)
                print(f"wrote {(GALLERY / name).relative_to(ROOT)}")


if __name__ == "__main__":
    main()
