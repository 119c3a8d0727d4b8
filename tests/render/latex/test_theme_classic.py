"""The classic theme (latex_templates/themes/classic/), seed 000's look, read
back from real PDFs: the name at the top and the section titles drawn in
capitals (the text layer keeps them as written), dates in the italic face, no
text pushed off the page; in every bundled profile and variant.

Two ways to the PDF: ``cvgen build --theme classic``, and, not needing the
option, ``cvgen tex`` with the theme's class put in place of the default one
and XeLaTeX run by hand."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import ROOT, campaign_beyond, cvgen_in_process, pdf_text

CLASSIC = ROOT / "latex_templates/themes/classic"
PROFILES = {
    "profiles/yinmin-zhong.yaml": ("Yinmin Zhong", "Education"),
    "profiles/zili-zhang.yaml": ("Zili Zhang", "Education"),
    "profiles/zhisheng-ye.yaml": ("Zhisheng Ye", "Education"),
    "examples/zili-zhang-2023-07-25.yaml": ("Zili Zhang", "Education"),
}
CASES = [(p, v) for p in PROFILES for v in ("long", "short")]


def _cvgen(*args: str | Path) -> None:
    done = cvgen_in_process(*args, cwd=ROOT)
    assert done.returncode == 0, done.stderr


def swapped_class_tex(profile: str, variant: str, out: Path) -> Path:
    """The profile's .tex from ``cvgen tex`` in the default theme (a profile
    may choose another, whose templates call its class's own macros), with
    the classic class put beside it."""
    _cvgen("tex", profile, "--variant", variant, "--theme", "awesome", "--out", out)
    shutil.copyfile(CLASSIC / "cvgen.cls", out / "cvgen.cls")
    (tex,) = out.glob("*.tex")
    return tex


def xelatex(tex: Path, runs: int = 1) -> Path:
    """``tex`` compiled by XeLaTeX run by hand ``runs`` times; its PDF."""
    for _ in range(runs):
        subprocess.run(
            ["xelatex", "-no-shell-escape", "-interaction=nonstopmode", "-halt-on-error", tex.name],
            check=True,
            capture_output=True,
            cwd=tex.parent,
        )
    return tex.with_suffix(".pdf")


def swapped_class_pdf(profile: str, variant: str, out: Path) -> Path:
    """:func:`swapped_class_tex` compiled with the classic class, twice (the
    second run places the page references: the finished PDF)."""
    return xelatex(swapped_class_tex(profile, variant, out), runs=2)


def built_pdf(profile: str, variant: str, out: Path) -> Path:
    _cvgen("build", profile, "--variant", variant, "--theme", "classic", "--out", out, "--force")
    (pdf,) = out.glob("*.pdf")
    return pdf


def word_box(pdf: Path, word: str) -> tuple[float, float, float, float]:
    """(x min, y min, x max, y max) of the first ``word`` on page 1, in points."""
    page = pdf_text(pdf, "-bbox").split("<page ")[1]
    for box in re.finditer(
        r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<', page
    ):
        if box.group(5) == word:
            x0, y0, x1, y1 = (float(box.group(i)) for i in range(1, 5))
            return x0, y0, x1, y1
    raise AssertionError(f"{word!r} is not on page 1")


def ink_columns(
    pdf: Path, box: tuple[float, float, float, float], dpi: int = 300
) -> list[list[int]]:
    """For each column of pixels in ``box`` (page 1), the rows where it has ink."""
    scale = dpi / 72
    x0, y0, x1, y1 = (round(v * scale) for v in box)
    size = ["-x", str(x0), "-y", str(y0), "-W", str(x1 - x0), "-H", str(y1 - y0)]
    grey = subprocess.run(
        ["pdftoppm", "-gray", "-r", str(dpi), "-f", "1", "-l", "1", *size, str(pdf)],
        check=True,
        capture_output=True,
    ).stdout
    header = re.match(rb"P5\s+(\d+)\s+(\d+)\s+255\s", grey)
    assert header
    width, height = int(header.group(1)), int(header.group(2))
    pixels = grey[header.end() :]
    columns = ([y for y in range(height) if pixels[y * width + x] < 128] for x in range(width))
    return [rows for rows in columns if rows]


def drawn_in_capitals(pdf: Path, word: str) -> bool:
    """Nearly every letter of ``word`` reaches the top of its ink: capitals
    (small or not). Written in lower case, only the capital, the ascenders
    and the dots of i would (n, m, o stop at the x-height)."""
    columns = ink_columns(pdf, word_box(pdf, word))
    top = min(rows[0] for rows in columns)
    bottoms = [rows[-1] for rows in columns]
    baseline = max(set(bottoms), key=bottoms.count)  # where most columns end
    band = top + 0.15 * (baseline - top)
    reaching = sum(1 for rows in columns if rows[0] <= band)
    return reaching / len(columns) > 0.5


def italic_faces(pdf: Path) -> list[str]:
    fonts = subprocess.run(["pdffonts", str(pdf)], check=True, capture_output=True, text=True)
    return [line.split()[0] for line in fonts.stdout.splitlines()[2:] if "It" in line.split()[0]]


def check_the_look(pdf: Path, name: str, section: str) -> None:
    first_line = pdf_text(pdf).strip().splitlines()[0]
    assert first_line == name  # at the top, as written in the text layer
    given, family = name.split()
    assert drawn_in_capitals(pdf, given) and drawn_in_capitals(pdf, family)
    assert drawn_in_capitals(pdf, section)
    assert not drawn_in_capitals(pdf, "University")  # the body is not
    assert italic_faces(pdf), "the dates are set in the italic face"
    text = pdf_text(pdf)
    assert "Present" in text or "20" in text


# make test: one profile through each way (the class swapped in, --theme), the
# short CV by the command and the long one from the shared build; the campaign:
# every bundled profile and variant
@pytest.mark.parametrize(("profile", "variant"), campaign_beyond(CASES, CASES[3]))
def test_the_classic_class_draws_seed_000s_look(profile: str, variant: str, tmp_path: Path) -> None:
    pdf = swapped_class_pdf(profile, variant, tmp_path)
    check_the_look(pdf, *PROFILES[profile])
    log = pdf.with_suffix(".log").read_text(encoding="utf-8", errors="replace")
    assert "Overfull \\hbox" not in log  # nothing runs past the margin


@pytest.mark.parametrize(("profile", "variant"), campaign_beyond(CASES, CASES[1], CASES[2]))
def test_build_with_theme_classic(
    profile: str, variant: str, tmp_path: Path, profile_pdf: Callable[..., Path]
) -> None:
    """The same look through ``--theme``: the short CV built by the CLI (the
    core slice of issue 18); the long one is the PDF of the same build that the
    suite makes once for every test that reads it (``profile_pdf``)."""
    pdf = built_pdf(profile, variant, tmp_path) if variant == "short" else None
    check_the_look(pdf or profile_pdf(profile, "classic"), *PROFILES[profile])


def test_a_date_is_set_in_the_italic_face(tmp_path: Path) -> None:
    """The date of an entry, read back from the content stream: the font it
    is drawn in is the body font's italic (one run: the fonts do not wait
    for the page references)."""
    pdf = xelatex(swapped_class_tex("profiles/yinmin-zhong.yaml", "long", tmp_path))
    from pypdf import PdfReader

    page = PdfReader(pdf).pages[0]
    fonts: dict[str, str] = {}

    def visit(
        text: str, _cm: object, _tm: object, font: dict[str, object] | None, _size: float
    ) -> None:
        if text.strip() and font is not None:
            fonts.setdefault(text.strip(), str(font.get("/BaseFont")))

    page.extract_text(visitor_text=visit)
    dated = [f for t, f in fonts.items() if "2022" in t]
    assert dated and all(
        f.endswith(("SourceSansPro-It", "SourceSansPro-It-Identity-H")) for f in dated
    ), fonts


def test_dates_left_and_the_size_and_paper_options(tmp_path: Path) -> None:
    """The style options' commands, written after the standard preamble:
    letter paper, a larger type, dates in a column on the left (one run: the
    page size and page 1's words do not wait for the page references)."""
    tex = swapped_class_tex("profiles/zili-zhang.yaml", "long", tmp_path)
    marker = "% cvgen: end of the standard preamble\n"
    options = "\\geometry{letterpaper}\n\\renewcommand*{\\cvfontscale}{1.1}\n\\cvdatesleft\n"
    text = tex.read_text(encoding="utf-8")
    assert marker in text
    tex.write_text(text.replace(marker, marker + options), encoding="utf-8")
    pdf = xelatex(tex)
    info = subprocess.run(["pdfinfo", str(pdf)], check=True, capture_output=True, text=True)
    assert "612 x 792 pts (letter)" in info.stdout
    institute = word_box(pdf, "Software")
    start = word_box(pdf, "Oct.")  # Oct. 2020 - Present
    assert start[2] < institute[0]  # the date left of the entry
    assert abs(start[1] - institute[1]) < 3  # on its first line


def test_classic_is_a_theme_folder() -> None:
    import yaml

    meta = yaml.safe_load((CLASSIC / "theme.yaml").read_text(encoding="utf-8"))
    assert set(meta) == {"description", "look"} and "\n" not in meta["description"]
    cls = (CLASSIC / "cvgen.cls").read_text(encoding="utf-8")
    default = (ROOT / "latex_templates/themes/awesome/cvgen.cls").read_text(encoding="utf-8")
    defined = set(re.findall(r"\\(?:newcommand\*?|def|newenvironment)\{?\\?(\w+)", default))
    mine = set(re.findall(r"\\(?:newcommand\*?|def|newenvironment)\{?\\?(\w+)", cls))
    interface = {"setaccent", "cvfooter", "cvname", "cvposition", "cvaddress", "cvcontacts",
                 "cvcontactsep", "cvcontactword", "cvicon", "cvsection", "cvsubsection",
                 "cvparagraph", "cventry", "cvitems", "cvsubitems", "cvhonor", "cvskill", "cvsym",
                 "cvfallback", "cvneedspace", "cvfontscale", "cvsize", "cvdatesleft"}  # fmt: skip
    assert interface <= mine, interface - mine
    assert {"cvitems", "cvsym"} <= defined
    for colour in ("cvgray", "cvlight", "cvaccent", "cvtext"):  # diffmarks.tex.j2 uses them
        assert f"{{{colour}}}" in cls


def test_seed_000s_serif_black_rules_and_worded_contacts(profile_pdf: Callable[..., Path]) -> None:
    """theme.yaml's look: Source Serif Pro, a black rule under each title, and
    contacts as words ("Homepage: ... ◇ Email: ..."), not icons. Yinmin Zhong's
    long CV in his own theme, classic (the suite's shared build of it)."""
    pdf = profile_pdf("profiles/yinmin-zhong.yaml")
    fonts = subprocess.run(["pdffonts", str(pdf)], check=True, capture_output=True, text=True)
    faces = [line.split()[0].split("+")[-1] for line in fonts.stdout.splitlines()[2:]]
    assert faces and all(face.startswith("SourceSerifPro-") for face in faces), faces
    text = " ".join(pdf_text(pdf).split())
    assert "Email: zhongyinmin@pku.edu.cn" in text
    assert "Homepage: yinminzhong.com" in text and "GitHub: PKUFlyingPig" in text
    # the rule under EDUCATION: a row of ink across the text block, all of it black
    x0, _, _, y1 = word_box(pdf, "Education")
    scale = 300 / 72
    top = round((y1 - 3) * scale)  # the word's box reaches below the rule
    box = ["-x", str(round(x0 * scale)), "-y", str(top), "-W", "1200", "-H", "60"]
    colour = subprocess.run(
        ["pdftoppm", "-r", "300", "-f", "1", "-l", "1", *box, str(pdf)],
        check=True,
        capture_output=True,
    ).stdout
    header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+255\s", colour)
    assert header
    pixels = colour[header.end() :]
    inked = [pixels[i : i + 3] for i in range(0, len(pixels), 3) if max(pixels[i : i + 3]) < 128]
    assert len(inked) > 1000  # the rule is there
    assert all(max(p) - min(p) < 40 for p in inked)  # and grey to black, not red


def test_seed_000s_papers_teaching_and_awards(profile_pdf: Callable[..., Path]) -> None:
    """Yinmin Zhong's CV in its own theme, classic, as seed 000 lays it out: a
    paper's venue with its short name and year, no tag on the right and no
    bullet; a teaching entry on one line with its term on the right; an
    award's name and then its year on one line; the seed's order of sections."""
    pdf = profile_pdf("profiles/yinmin-zhong.yaml")
    rows = [" ".join(line.split()) for line in pdf_text(pdf, "-layout").splitlines()]
    venue = "USENIX Symposium on Networked Systems Design and Implementation (NSDI 2024)"
    assert any(row.startswith(venue) for row in rows)
    text = pdf_text(pdf)
    assert "NSDI'24" not in text and "\u2022 Ziheng Jiang" not in text  # no tag, no bullet
    assert "Head TA, Operating Systems (Honor Track) 2023 Spring" in rows
    assert "Outstanding Graduate of Peking University 2022" in rows
    headings = [h for h in ("Education", "Research Interest", "Publications", "Experience",
                            "Projects", "Teaching", "Awards") if h in text]  # fmt: skip
    assert len(headings) == 7
    assert sorted(headings, key=text.index) == headings
