"""PNG previews (``cvgen build --png``), drawn for real by pdftoppm."""

import os
import shutil
import struct
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader, PdfWriter

from cvgen.cli.main import main
from cvgen.errors import ToolMissingError
from cvgen.tex.preview import existing_previews, png_dpi, preview_paths, write_previews
from tests.conftest import ROOT

STEM = "zili-zhang-long-2024-10-10"
A4 = (8.27, 11.69)  # inches
LETTER = (8.5, 11.0)


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from the IHDR chunk, which must come first."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert (kind, length) == (b"IHDR", 13)
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def assert_page_sized(path: Path, dpi: int) -> None:
    width, height = png_size(path)
    assert any(abs(width - w * dpi) <= 2 and abs(height - h * dpi) <= 2 for w, h in (A4, LETTER)), (
        f"{path}: {width}x{height} is neither A4 nor letter at {dpi} dpi"
    )


def blank_pdf(path: Path, pages: int) -> Path:
    writer = PdfWriter()
    for _ in range(pages):
        writer.add_blank_page(width=595, height=842)  # A4 in points
    with path.open("wb") as handle:
        writer.write(handle)
    return path


def build(*args: str) -> str:
    result = CliRunner().invoke(main, ["build", *args])
    assert result.exit_code == 0, result.output
    return result.stdout


def test_build_png_writes_one_png_per_page_and_a_rebuild_only_missing_ones(
    tmp_path: Path,
) -> None:
    """One build of Zili's CV, its PNGs, then unchanged rebuilds of it."""
    out = build("profiles/zili-zhang.yaml", "--png", "--out", str(tmp_path))
    pdf = tmp_path / f"{STEM}.pdf"
    pages = len(PdfReader(pdf).pages)
    pngs = sorted(tmp_path.glob("*.png"))
    assert pages == 2
    assert [p.name for p in pngs] == [f"{STEM}-1.png", f"{STEM}-2.png"]
    for png in pngs:
        assert_page_sized(png, 110)
        assert png_dpi(png) == 110
    assert f"  png {pngs[0]} {pngs[1]} (110 dpi, " in out
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no scratch left

    # an unchanged rebuild draws only the missing PNGs
    first, second = preview_paths(tmp_path / f"{STEM}.pdf", 2)
    assert [first, second] == pngs
    stamps = first.stat().st_mtime_ns, second.stat().st_mtime_ns
    time.sleep(0.01)
    out = build("profiles/zili-zhang.yaml", "--png", "--out", str(tmp_path))
    assert out.startswith(f"up to date {tmp_path / STEM}.pdf (2 pages)\n")
    assert out.endswith(f"  png {first} {second} (up to date)\n")
    assert (first.stat().st_mtime_ns, second.stat().st_mtime_ns) == stamps
    second.unlink()
    out = build("profiles/zili-zhang.yaml", "--png", "--out", str(tmp_path))
    assert out.startswith("up to date ") and "(110 dpi, " in out
    assert_page_sized(second, 110)
    out = build("profiles/zili-zhang.yaml", "--png", "--png-dpi", "50", "--out", str(tmp_path))
    assert "(50 dpi, " in out  # another resolution is drawn again
    assert_page_sized(first, 50)


def test_a_shorter_pdf_removes_the_pngs_of_its_lost_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    profile = tmp_path / "zili-zhang.yaml"
    text = (ROOT / "profiles/zili-zhang.yaml").read_text(encoding="utf-8")
    brief = "\nvariants:\n  brief:\n    extends: long\n"
    text = text.partition("\nvariants:\n")[0] + "\n"  # the test's variants, not Zili's (last)
    shutil.copy(ROOT / "profiles/publications.yaml", tmp_path)
    monkeypatch.chdir(tmp_path)
    profile.write_text(text + brief, encoding="utf-8")
    build(str(profile), "--variant", "brief", "--png", "--out", "out")
    stem = "zili-zhang-brief-2024-10-10"
    assert sorted(p.name for p in Path("out").glob("*.png")) == [f"{stem}-1.png", f"{stem}-2.png"]
    # the same PDF, one section long (one TeX run: a page budget of 1 would cut
    # it down in several, tests/cv/test_fit.py)
    profile.write_text(text + brief + "    sections: [education]\n", encoding="utf-8")
    build(str(profile), "--variant", "brief", "--png", "--out", "out")
    assert len(PdfReader(f"out/{stem}.pdf").pages) == 1
    assert sorted(p.name for p in Path("out").glob("*.png")) == [f"{stem}.png"]
    assert_page_sized(Path(f"out/{stem}.png"), 110)


def test_more_pages_remove_the_single_page_png(tmp_path: Path) -> None:
    pdf = blank_pdf(tmp_path / "cv.pdf", 1)
    assert write_previews(pdf, 1, dpi=20).pngs == (tmp_path / "cv.png",)
    blank_pdf(pdf, 3)
    made = write_previews(pdf, 3, dpi=20)
    assert made.rendered
    assert sorted(p.name for p in tmp_path.glob("*.png")) == ["cv-1.png", "cv-2.png", "cv-3.png"]
    blank_pdf(pdf, 2)
    write_previews(pdf, 2, dpi=20)
    assert sorted(p.name for p in tmp_path.glob("*.png")) == ["cv-1.png", "cv-2.png"]


def test_only_the_pdfs_own_pngs_count(tmp_path: Path) -> None:
    pdf = blank_pdf(tmp_path / "a-long-2024-10-10.pdf", 1)
    others = ["a-long-2024-10-10-x.png", "a-long-2024-10-1.png", "a-short-2024-10-10.png"]
    for name in [*others, "a-long-2024-10-10-7.png"]:
        (tmp_path / name).write_bytes(b"")
    assert [p.name for p in existing_previews(pdf)] == ["a-long-2024-10-10-7.png"]
    write_previews(pdf, 1, dpi=20)
    assert sorted(p.name for p in tmp_path.glob("*.png")) == sorted(
        [*others, "a-long-2024-10-10.png"]
    )


def test_a_png_older_than_its_pdf_is_drawn_again(tmp_path: Path) -> None:
    pdf = blank_pdf(tmp_path / "cv.pdf", 1)
    assert write_previews(pdf, 1, dpi=20).rendered
    assert not write_previews(pdf, 1, dpi=20).rendered
    later = pdf.stat().st_mtime + 5
    os.utime(pdf, (later, later))
    assert write_previews(pdf, 1, dpi=20).rendered


def test_missing_pdftoppm_names_the_debian_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pdf = blank_pdf(tmp_path / "cv.pdf", 1)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(ToolMissingError, match="sudo apt-get install poppler-utils"):
        write_previews(pdf, 1)
    result = CliRunner().invoke(
        main, ["build", "profiles/zili-zhang.yaml", "--png", "--out", str(tmp_path / "out")]
    )
    assert result.exit_code == 1
    assert "error: pdftoppm is not installed, and --png needs it" in result.stderr
    assert "sudo apt-get install poppler-utils" in result.stderr
    assert not (tmp_path / "out").exists()  # it failed before TeX ran
