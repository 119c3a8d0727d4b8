"""The web CV's fonts: the PDF's faces, subset to the page's characters, the
same bytes every time, and small."""

from __future__ import annotations

import base64
import io
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

from cvgen.render.html import webfonts
from cvgen.render.html.webfonts import (
    ALWAYS,
    CJK_FONT_STACKS,
    WebFont,
    font_face_css,
    web_fonts,
)
from cvgen.tex.fontchoice import chosen_fonts
from cvgen.tex.fonts import CJK_FACES, FontMissingError, ResolvedFont

ENVELOPE, GITHUB = "\uf0e0", "\uf09b"  # Font Awesome 5: solid, brands
RULE = re.compile(
    r'@font-face \{ font-family: "(?P<family>[^"]+)"; font-style: (?P<style>\w+); '
    r"font-weight: (?P<weight>\d+); font-display: swap;\n"
    r'  src: url\(data:font/woff2;base64,(?P<data>[A-Za-z0-9+/=]+)\) format\("woff2"\); \}\n'
)
# a CV's worth of Latin text: every ASCII letter, some accents, dashes and quotes
LATIN = (
    "Ph.D. Student, Peking University (2019–2024): “Scalable Graph Processing” — "
    "Zürich, Málaga, Kraków, Besançon, Øresund; jumpy quick foxes vex the wizard’s "
    "badge. GPU kernels & QUIC-based RPC at 42 Gb/s; 15 papers [OSDI, SOSP, EuroSys]. "
)
CV_TEXT = (LATIN * 20)[:3000]
NAME = "Zili Zhang"  # the text of several tests: their Latin subsets are made once


def rules(css: str) -> list[dict[str, str]]:
    found = [m.groupdict() for m in RULE.finditer(css)]
    assert "".join(m.group(0) for m in RULE.finditer(css)) == css  # nothing else in it
    return found


def opened(rule: dict[str, str]) -> TTFont:
    data = base64.b64decode(rule["data"])
    assert data[:4] == b"wOF2"
    return TTFont(io.BytesIO(data))


def faces(css: str) -> list[tuple[str, str, str]]:
    return [(r["family"], r["weight"], r["style"]) for r in rules(css)]


def test_one_rule_per_face_of_the_pdf() -> None:
    css = font_face_css(web_fonts(), f"{NAME} {ENVELOPE} {GITHUB}")
    assert faces(css) == [
        ("cvgen-body", "400", "normal"),
        ("cvgen-body", "400", "italic"),
        ("cvgen-body", "700", "normal"),
        ("cvgen-body", "700", "italic"),
        ("cvgen-body", "600", "normal"),
        ("cvgen-head", "300", "normal"),
        ("cvgen-head", "700", "normal"),
        ("cvgen-solid", "900", "normal"),
        ("cvgen-brands", "400", "normal"),
    ]


def test_the_faces_are_the_pdfs_files() -> None:
    pdf = chosen_fonts()
    names = [f.path.name for f in web_fonts()]
    assert names == [
        *(pdf["body"].family.faces[o] for o in ("UprightFont", "ItalicFont", "BoldFont")),
        *(pdf["body"].family.faces[o] for o in ("BoldItalicFont", "Semibold")),
        "Roboto-Light.ttf",
        "Roboto-Bold.ttf",
        "FontAwesome5-Free-Solid.otf",
        "FontAwesome5-Brands.otf",
    ]
    assert [f.path.name for f in web_fonts("Roboto", "Source Sans Pro")][:7] == [
        "Roboto-Regular.ttf",
        "Roboto-Italic.ttf",
        "Roboto-Bold.ttf",
        "Roboto-BoldItalic.ttf",
        "Roboto-Medium.ttf",
        "SourceSansPro-Light.otf",
        "SourceSansPro-Bold.otf",
    ]


def test_a_subset_holds_the_text_its_other_case_and_punctuation_only() -> None:
    regular = web_fonts()[0]
    [rule] = rules(font_face_css([regular], "Zürich"))
    cmap = set(opened(rule).getBestCmap())
    with TTFont(regular.path) as whole:
        wanted = {ord(c) for c in "ZürichzÜRICH" + ALWAYS} & set(whole.getBestCmap())
    assert cmap == wanted
    assert not {ord("q"), ord("Q"), ord("é")} & cmap


def test_small_capitals_and_kerning_are_kept_for_the_text_only() -> None:
    [rule] = rules(font_face_css(web_fonts()[:1], "fine"))
    font = opened(rule)
    tags = {r.FeatureTag for r in font["GSUB"].table.FeatureList.FeatureRecord}
    assert {"smcp", "c2sc", "liga"} <= tags
    assert "kern" in {r.FeatureTag for r in font["GPOS"].table.FeatureList.FeatureRecord}
    letters = {g[:-3] for g in font.getGlyphOrder() if g.endswith(".sc") and len(g) == 4}
    assert letters == {"E", "F", "I", "N"}  # Source Sans names its small capitals so


def test_icon_faces_only_for_the_icons_shown() -> None:
    # the text faces cut to the letters of test_one_rule_per_face_of_the_pdf: the
    # same subsets (made once in a process: webfonts._woff2), only the icons differ
    text_only = faces(font_face_css(web_fonts(), NAME))
    assert [f for f, _, _ in text_only] == ["cvgen-body"] * 5 + ["cvgen-head"] * 2
    with_mail = rules(font_face_css(web_fonts(), f"{NAME} {ENVELOPE}"))
    assert [r["family"] for r in with_mail][-1] == "cvgen-solid"
    # the icon only: not the ASCII letters Font Awesome's ligatures spell names with
    assert set(opened(with_mail[-1]).getBestCmap()) == {0xF0E0}
    with_github = rules(font_face_css(web_fonts(), f"{NAME} {GITHUB}"))
    assert [r["family"] for r in with_github][-1] == "cvgen-brands"
    assert "cvgen-solid" not in {r["family"] for r in with_github}


def test_html_counts_as_the_characters_it_shows() -> None:
    fonts = [f for f in web_fonts() if f.family in ("cvgen-body", "cvgen-solid")][::5]
    assert [f.family for f in fonts] == ["cvgen-body", "cvgen-solid"]  # regular and icons
    css = font_face_css(fonts, "<span>&#xf0e0;</span> &Uuml;")
    assert "cvgen-solid" in {r["family"] for r in rules(css)}
    assert ord("Ü") in opened(rules(css)[0]).getBestCmap()


def test_a_font_file_without_bold_or_italic(tmp_path: Path) -> None:
    source = chosen_fonts("Roboto")["body"].folder
    shutil.copy(source / "Roboto-Regular.ttf", tmp_path)
    alone = web_fonts(str(tmp_path / "Roboto-Regular.ttf"))
    # one face: the browser emboldens and slants it, as fontspec does in the PDF
    assert [(f.family, f.weight, f.style, f.path) for f in alone if f.family == "cvgen-body"] == [
        ("cvgen-body", 400, "normal", tmp_path / "Roboto-Regular.ttf")
    ]
    css = font_face_css(alone, "Ada Lovelace")
    assert faces(css)[0] == ("cvgen-body", "400", "normal")
    assert [f for f, _, _ in faces(css)].count("cvgen-body") == 1

    shutil.copy(source / "Roboto-Bold.ttf", tmp_path)
    pair = web_fonts(str(tmp_path / "Roboto-Regular.ttf"))
    # the semibold and bold italic are the bold file: it is embedded once
    assert [(f.weight, f.style, f.path.name) for f in pair if f.family == "cvgen-body"] == [
        (400, "normal", "Roboto-Regular.ttf"),
        (700, "normal", "Roboto-Bold.ttf"),
    ]


def test_cjk_is_left_to_the_readers_fonts() -> None:
    assert set(CJK_FONT_STACKS) == set(CJK_FACES)
    for face, stack in CJK_FONT_STACKS.items():
        assert stack.startswith(f'"Noto Sans CJK {face}", ') and stack.endswith(", sans-serif")
    # the Latin subsets of NAME's tests, made once in the process: before the next
    # test empties its memory of them
    css = font_face_css(web_fonts(), f"张子力 {NAME}")
    assert "Noto" not in css and ord("张") not in opened(rules(css)[0]).getBestCmap()


def test_the_same_input_gives_the_same_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = f"Émilie du Châtelet, 1706–1749 {ENVELOPE} {GITHUB}"
    first = font_face_css(web_fonts(), text)
    webfonts._woff2.cache_clear()
    webfonts._cmap.cache_clear()
    # subset again, not read back: the subsets of the first call are in the disk cache
    monkeypatch.setenv("CVGEN_CACHE_DIR", str(tmp_path / "empty-cache"))
    again = font_face_css(web_fonts(), "".join(reversed(text)))  # order does not matter
    assert len(list((tmp_path / "empty-cache/webfonts").glob("*.woff2"))) == len(web_fonts())
    assert again == first
    # nothing from the clock: the subset keeps the file's own dates
    for face, rule in zip(web_fonts(), rules(first), strict=True):
        subset = opened(rule)
        with TTFont(face.path) as whole:
            assert subset["head"].modified == whole["head"].modified
        assert "FFTM" not in subset  # FontForge's timestamps


def test_a_cv_of_latin_text_stays_small() -> None:
    css = font_face_css(web_fonts(), f"{CV_TEXT} {ENVELOPE} {GITHUB}")
    sizes = {
        (r["family"], r["weight"], r["style"]): len(base64.b64decode(r["data"])) for r in rules(css)
    }
    # measured: 78 KB of WOFF2 (9-13 KB a text face, 1-1.5 KB an icon face), 105 KB of CSS
    assert sum(sizes.values()) < 100_000, sizes
    assert max(sizes.values()) < 16_000, sizes
    assert len(css) < 135_000


def test_a_missing_font_file(tmp_path: Path) -> None:
    with pytest.raises(FontMissingError, match="not found"):
        web_fonts(str(tmp_path / "Gone-Regular.otf"))
    gone = WebFont("cvgen-body", 400, "normal", tmp_path / "Gone-Regular.otf")
    with pytest.raises(FontMissingError, match=r"Gone-Regular\.otf not found \(reinstall"):
        font_face_css([gone], "text")
    (tmp_path / "Fake-Regular.otf").write_text("not a font")
    fake = WebFont("cvgen-body", 400, "normal", tmp_path / "Fake-Regular.otf")
    with pytest.raises(FontMissingError, match="is not a font file cvgen can read"):
        font_face_css([fake], "text")


def test_a_missing_package_font_names_its_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    family = chosen_fonts()["body"].family
    # found when the fonts were chosen, gone before they are embedded
    gone = {"body": ResolvedFont(family, tmp_path)}
    monkeypatch.setattr(webfonts, "chosen_fonts", lambda body, head: gone)
    with pytest.raises(
        FontMissingError,
        match=r"Regular\.otf not found \(install it: pip install font-source-sans-pro",
    ):
        web_fonts()


def test_importing_the_module_does_not_import_fonttools() -> None:
    code = "import sys, cvgen.render.html.webfonts; print('fontTools' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
