"""Reading a version of a CV for ``cvgen diff``: a profile, ``REV:path``, a PDF."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter

from cvgen.cv.request import CvRequest
from cvgen.diff.match import diff_cvs
from cvgen.diff.versions import pdf_text, read_version
from cvgen.errors import FileReadError, InputError
from cvgen.model.dates import PartialDate
from cvgen.tex.stamp import ATTACHMENT_NAME
from tests.conftest import git

ZILI = "profiles/zili-zhang.yaml"


def pdf_with(zili_pdf: Path, attachment: bytes | None) -> bytes:
    """Zili's pages in a fresh PDF, with ``attachment`` as the cvgen data (or none)."""
    writer = PdfWriter()
    for page in PdfReader(zili_pdf).pages:
        writer.add_page(page)
    if attachment is not None:
        writer.add_attachment(ATTACHMENT_NAME, attachment)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def test_a_profile_is_read_like_a_build() -> None:
    version = read_version(ZILI)
    assert version.kind == "profile"
    assert version.selected is not None
    assert version.selected.profile.name == "Zili Zhang"
    assert version.date == PartialDate(2024, 10, 10)
    assert (version.variant, version.pdf, version.note, version.warnings) == ("long", None, "", ())
    assert version.describe() == "profiles/zili-zhang.yaml (2024-10-10, long)"


def test_a_profile_is_cut_to_the_variant() -> None:
    version = read_version(ZILI, CvRequest(variant="short"))
    assert version.variant == "short"
    assert version.describe() == "profiles/zili-zhang.yaml (2024-10-10, short)"
    assert read_version("tests/variants/ada.yaml", CvRequest(variant="grant")).variant == "grant"


def test_an_undated_profile_says_so() -> None:
    assert read_version("tests/variants/ada.yaml").describe() == (
        "tests/variants/ada.yaml (undated, long)"
    )


def test_a_pdf_cvgen_built_carries_the_cv_exactly(zili_pdf: Path) -> None:
    version = read_version(str(zili_pdf))
    assert version.kind == "pdf"
    assert version.pdf == zili_pdf.read_bytes()
    assert version.date == PartialDate(2024, 10, 10)
    assert version.describe() == f"{zili_pdf} (2024-10-10, long)"
    assert version.selected is not None
    profile = read_version(ZILI).selected
    assert profile is not None
    assert diff_cvs(version.selected, profile).identical


def test_a_pdf_without_cvgen_data_is_compared_by_text(zili_pdf: Path, tmp_path: Path) -> None:
    plain = tmp_path / "plain.pdf"
    plain.write_bytes(pdf_with(zili_pdf, None))
    version = read_version(str(plain))
    assert (version.kind, version.selected, version.date) == ("text", None, None)
    assert version.note == f"{plain} has no cvgen data (not built by cvgen)"
    assert version.describe() == f"{plain} (undated, text only)"
    assert version.pdf is not None
    assert "Zili" in pdf_text(version.pdf)


@pytest.mark.parametrize(
    ("attachment", "reason"),
    [
        (
            b"{not json",
            "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)",
        ),
        (b'{"format": 99}', "snapshot format 99, this cvgen reads 1"),
        (b'{"format": 1}', "damaged snapshot (KeyError: 'profile')"),
    ],
)
def test_damaged_cvgen_data_falls_back_to_the_text(
    zili_pdf: Path, tmp_path: Path, attachment: bytes, reason: str
) -> None:
    damaged = tmp_path / "damaged.pdf"
    damaged.write_bytes(pdf_with(zili_pdf, attachment))
    version = read_version(str(damaged))
    assert (version.kind, version.selected) == ("text", None)
    assert version.note == f"{damaged}: its cvgen data cannot be read ({reason})"


@pytest.mark.parametrize(
    "data",
    [
        b"[]",
        b'"a string"',
        b"null",
        b'{"format": 1, "profile": [], "papers": {}}',
        b'{"format": 1, "profile": {"name": "A"}, "papers": [5], "variant_definition": 3}',
        b'{"format": 1, "profile": {"name": "A"}, "papers": [], "variant_definition": {},'
        b' "date": 20240101}',
        b'{"format": 1, "profile": {"name": "A"}, "papers": [], "variant_definition": {},'
        b' "date": "2024-01-01", "locale": []}',
        b'{"format": 1, "profile": {"name": "A"}, "papers": [{"title": 5}],'
        b' "variant_definition": {"extends": []}, "date": "2024-01-01"}',
    ],
    ids=["list", "string", "null", "profile-list", "paper-int", "date-int", "locale-list", "types"],
)
def test_cvgen_data_of_the_wrong_shape_falls_back_to_the_text(
    zili_pdf: Path, tmp_path: Path, data: bytes
) -> None:
    odd = tmp_path / "odd.pdf"
    odd.write_bytes(pdf_with(zili_pdf, data))
    version = read_version(str(odd))
    assert (version.kind, version.selected) == ("text", None)
    assert version.note.startswith(f"{odd}: its cvgen data cannot be read (")


def test_a_broken_pdf_is_an_error(tmp_path: Path) -> None:
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4\n%%EOF\n")
    with pytest.raises(FileReadError) as caught:
        read_version(str(broken))
    assert caught.value.message == (f"{broken}: not a PDF cvgen can read (startxref not found)")


def test_a_pdf_is_known_by_its_content_not_its_name(tmp_path: Path) -> None:
    text = tmp_path / "cv.pdf"
    text.write_text("just some words\n")
    with pytest.raises(InputError) as caught:
        read_version(str(text))
    assert caught.value.message == (
        f"1 problem found\n{text}:1:1: expected a mapping (key: value lines), got text"
    )


def test_a_missing_file_is_an_error() -> None:
    with pytest.raises(FileReadError) as caught:
        read_version("profiles/nobody.yaml")
    assert caught.value.message == (
        "profiles/nobody.yaml: no such file (give a profile, a PDF, or REV:path from git)"
    )


def test_a_folder_is_an_error() -> None:
    with pytest.raises(FileReadError) as caught:
        read_version("profiles")
    assert caught.value.message == ("profiles: not a file (give a profile, a PDF, or REV:path)")


def test_a_revision_is_read_from_git(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = tmp_path.resolve()
    git(repo, "init", "-q")
    profile = repo / "profiles/ada.yaml"
    profile.parent.mkdir()
    for role in ("Programmer", "Engineer"):
        profile.write_text(
            f"name: Ada Lovelace\nexperience:\n  - {{organization: Engine, role: {role}, "
            "start: 2018}\n"
        )
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "-m", role)
    profile.write_text("name: Ada Lovelace\n")  # the working tree is neither
    monkeypatch.chdir(repo)
    for spec, role in (
        ("HEAD~1:profiles/ada.yaml", "Programmer"),
        ("HEAD:profiles/ada.yaml", "Engineer"),
    ):
        version = read_version(spec)
        assert version.kind == "git"
        assert version.selected is not None
        assert [e.role for e in version.selected.profile.experience] == [role]
        assert version.describe() == f"{spec} (undated, long)"
    assert read_version("profiles/ada.yaml").kind == "profile"
