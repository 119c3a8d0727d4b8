"""Several builds at once, each CV in every format asked for: its PDF, then its
web page; a profile both fail on is reported once."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.model.dates import PartialDate
from cvgen.pipeline.batch import Outcome, build_many
from cvgen.pipeline.engine import BuildResult
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.webpage import PageResult

ZILI = Path("profiles/zili-zhang.yaml")
BROKEN = Path("tests/bad_inputs/misspelt_key.yaml")
DAY = PartialDate(2024, 10, 10)


def test_each_target_gets_its_pdf_then_its_page(tmp_path: Path) -> None:
    outcomes: list[Outcome] = []
    targets = [(ZILI, "long"), (ZILI, "short")]
    options = BuildOptions(out_dir=tmp_path, date=DAY, formats=("pdf", "html"))
    batch = build_many(targets, options, jobs=2, on_done=outcomes.append)
    assert batch.failed == []
    assert [type(o) for o in outcomes] == [BuildResult, PageResult, BuildResult, PageResult]
    assert outcomes == batch.built
    stems = ["zili-zhang-long-2024-10-10", "zili-zhang-short-2024-10-10"]
    pdfs = [o.pdf for o in outcomes if isinstance(o, BuildResult)]
    pages = [o.page for o in outcomes if isinstance(o, PageResult)]
    assert pdfs == [tmp_path / f"{stem}.pdf" for stem in stems]
    assert pages == [tmp_path / f"{stem}.html" for stem in stems]
    for pdf, page in zip(pdfs, pages, strict=True):
        assert pdf.read_bytes().startswith(b"%PDF")
        assert f'href="{pdf.name}"' in page.read_text(encoding="utf-8")  # its own PDF
    assert sorted(tmp_path.iterdir()) == sorted([*pdfs, *pages])


def test_pages_alone_write_no_pdf_and_a_broken_profile_stops_no_other(tmp_path: Path) -> None:
    options = BuildOptions(out_dir=tmp_path, date=DAY, formats=("html",))
    batch = build_many([(BROKEN, "long"), (ZILI, "long")], options, jobs=2)
    assert [(type(r), r.profile_path) for r in batch.built] == [(PageResult, ZILI)]
    assert [path for path, _ in batch.failed] == [BROKEN]
    assert [p.name for p in tmp_path.iterdir()] == ["zili-zhang-long-2024-10-10.html"]


@pytest.mark.parametrize("formats", [("pdf", "html"), ("html", "pdf"), ("html",), ("pdf",)])
def test_a_broken_profile_fails_once_whatever_the_formats(
    tmp_path: Path, formats: tuple[str, ...]
) -> None:
    outcomes: list[Outcome] = []
    options = BuildOptions(out_dir=tmp_path, formats=formats)
    batch = build_many([(BROKEN, "long")], options, jobs=1, on_done=outcomes.append)
    assert batch.built == []
    assert len(batch.failed) == 1 and outcomes == batch.failed
    path, error = batch.failed[0]
    assert path == BROKEN
    assert "educaton: unknown key (did you mean 'education'?)" in error.message
    assert list(tmp_path.iterdir()) == []
