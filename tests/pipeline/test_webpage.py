"""One CV's web page (``cvgen build --format html``): named as its PDF, written
only when its key changed, restored from the cache, linking its PDF only when
one is built beside it, and left as it was by a failed build."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.errors import InputError
from cvgen.model.dates import PartialDate
from cvgen.pipeline import webpage
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_page
from cvgen.pipeline.sourcekeys import InputReader, output_key
from cvgen.render.html import document
from cvgen.support import resources
from tests.conftest import ROOT

ZILI = Path("profiles/zili-zhang.yaml")
DAY = PartialDate(2024, 10, 10)
PAGE = "zili-zhang-long-2024-10-10.html"
PDF_LINK = 'href="zili-zhang-long-2024-10-10.pdf"'
# when a page is written, restored or cut: its markup is compared, never its fonts
pytestmark = pytest.mark.usefixtures("fonts_not_embedded")


def no_render(monkeypatch: pytest.MonkeyPatch) -> None:
    """From here on, a page that is loaded and rendered fails the test."""

    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("the page was built again")

    monkeypatch.setattr(webpage, "render_html", fail)


def html_key(formats: tuple[str, ...] = ("html",)) -> str:
    key = BuildOptions().key(CvRequest(ZILI, variant="long", date=DAY))
    assert key is not None
    return output_key(key, "html", formats, InputReader())


def test_an_unchanged_page_is_not_written_again_and_force_writes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = build_page(CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path, formats=("html",)))
    assert first.page == tmp_path / PAGE
    assert (first.cached, first.restored, first.warnings) == (False, False, ())
    assert [p.name for p in tmp_path.iterdir()] == [PAGE]  # no PDF, no temporary file
    data = first.page.read_bytes()
    assert data.startswith(b"<!DOCTYPE html>")
    marked = 1_000_000_000  # a time no write leaves
    os.utime(first.page, ns=(marked, marked))

    with monkeypatch.context() as patched:
        no_render(patched)
        again = build_page(
            CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path, formats=("html",))
        )
    assert (again.cached, again.restored, again.page) == (True, False, first.page)
    assert first.page.stat().st_mtime_ns == marked and first.page.read_bytes() == data

    forced = build_page(
        CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path, force=True, formats=("html",))
    )
    assert not forced.cached and first.page.stat().st_mtime_ns != marked
    assert first.page.read_bytes() == data  # the same CV and date: the same bytes


def test_a_deleted_or_edited_page_comes_back_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = build_page(
        CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path, formats=("html",))
    ).page.read_bytes()
    no_render(monkeypatch)
    (tmp_path / PAGE).unlink()
    restored = build_page(
        CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path, formats=("html",))
    )
    assert (restored.cached, restored.restored) == (True, True)
    assert restored.page.read_bytes() == data
    restored.page.write_text("<p>edited by hand</p>", encoding="utf-8")
    again = build_page(CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path, formats=("html",)))
    assert again.restored and again.page.read_bytes() == data


@pytest.fixture
def page_templates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of ``page_templates/`` that cvgen reads instead of its own: the
    key through :func:`cvgen.support.resources.page_template_dir`, the page
    through the name :mod:`cvgen.render.html.document` imported (and its
    cached Jinja environment, emptied before and after)."""
    copy = tmp_path / "page_templates"
    shutil.copytree(ROOT / "page_templates", copy)
    monkeypatch.setattr(resources, "page_template_dir", lambda: copy)
    monkeypatch.setattr(document, "page_template_dir", lambda: copy)
    document.web_environment.cache_clear()
    yield copy
    document.web_environment.cache_clear()


def test_a_changed_page_template_makes_the_page_stale(tmp_path: Path, page_templates: Path) -> None:
    out = tmp_path / "out"
    before = html_key()
    first = build_page(CvRequest(ZILI, date=DAY), BuildOptions(out_dir=out, formats=("html",)))
    assert "#a1b2c3" not in first.page.read_text(encoding="utf-8")
    assert build_page(
        CvRequest(ZILI, date=DAY), BuildOptions(out_dir=out, formats=("html",))
    ).cached

    css = page_templates / "web.css"
    css.write_text(css.read_text(encoding="utf-8") + ".cv { outline-color: #a1b2c3; }\n")
    assert html_key() != before
    rebuilt = build_page(CvRequest(ZILI, date=DAY), BuildOptions(out_dir=out, formats=("html",)))
    assert not rebuilt.cached and rebuilt.page == first.page
    assert ".cv { outline-color: #a1b2c3; }" in rebuilt.page.read_text(encoding="utf-8")
    assert build_page(
        CvRequest(ZILI, date=DAY), BuildOptions(out_dir=out, formats=("html",))
    ).cached  # and recorded under the new key


def test_the_page_links_its_pdf_only_when_the_pdf_is_built(tmp_path: Path) -> None:
    alone = build_page(CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path, formats=("html",)))
    alone_text = alone.page.read_text(encoding="utf-8")
    assert '.pdf"' not in alone_text and 'class="pdf"' not in alone_text

    both = build_page(
        CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path, formats=("pdf", "html"))
    )
    assert not both.cached and both.page == alone.page  # another key: built, same file
    text = both.page.read_text(encoding="utf-8")
    assert text.count(PDF_LINK) == 2  # under the name and in the footer

    key = BuildOptions().key(CvRequest(ZILI, variant="long", date=DAY))
    assert key is not None
    assert len({key, html_key(("html",)), html_key(("pdf", "html"))}) == 3
    assert html_key(("html", "pdf")) == html_key(("pdf", "html"))
    assert output_key(key, "pdf", ("pdf", "html")) == key  # the PDF's key is the build's

    # back to the page alone: its own record, the file restored as it was
    again = build_page(CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path, formats=("html",)))
    assert again.cached and again.restored
    assert again.page.read_text(encoding="utf-8") == alone_text


def test_a_broken_profile_raises_the_located_error_and_leaves_the_page(tmp_path: Path) -> None:
    profile = tmp_path / "zili-zhang.yaml"  # its database: ./profiles/publications.yaml
    shutil.copy(ZILI, profile)
    out = tmp_path / "out"
    page = build_page(
        CvRequest(profile, date=DAY), BuildOptions(out_dir=out, formats=("html",))
    ).page
    data, mtime = page.read_bytes(), page.stat().st_mtime_ns

    text = profile.read_text(encoding="utf-8")
    assert "\nposition: " in text
    profile.write_text(text.replace("\nposition: ", "\npositon: "), encoding="utf-8")
    with pytest.raises(InputError) as raised:
        build_page(CvRequest(profile, date=DAY), BuildOptions(out_dir=out, formats=("html",)))
    assert raised.value.message == (
        f"1 problem found\n{profile}:8:1: positon: unknown key (did you mean 'position'?)"
    )
    assert (page.read_bytes(), page.stat().st_mtime_ns) == (data, mtime)
    assert sorted(p.name for p in out.iterdir()) == [page.name]  # no temporary file left


def test_beside_its_pdf_the_page_leaves_out_what_the_page_budget_dropped(tmp_path: Path) -> None:
    from cvgen.cv.fit import cut_as
    from cvgen.pipeline.outcome import BuildResult
    from cvgen.pipeline.plan import plan, run
    from cvgen.pipeline.prepared import prepare
    from cvgen.render.html.document import render_html

    folder = tmp_path / "profiles"
    shutil.copytree(ROOT / "profiles", folder)
    with (folder / "variants.yaml").open("a", encoding="utf-8") as variants:
        variants.write("  onepage:\n    extends: long\n    max_pages: 1\n")
    profile = folder / "zili-zhang.yaml"
    page = "zili-zhang-onepage-2024-10-10.html"

    def built(formats: tuple[str, ...], out: Path) -> tuple[BuildResult | None, str]:
        options = BuildOptions(out_dir=out, formats=formats)
        result = run(plan([CvRequest(profile, "onepage", DAY)], options))
        assert not result.failed, result.failed
        pdfs = [b for b in result.built if isinstance(b, BuildResult)]
        return (pdfs[0] if pdfs else None), (out / page).read_text(encoding="utf-8")

    pdf, beside = built(("pdf", "html"), tmp_path / "both")
    _, alone = built(("html",), tmp_path / "alone")
    assert pdf is not None and pdf.pages == 1 and pdf.dropped  # the budget dropped some
    prepared = prepare(CvRequest(profile, variant="onepage", date=DAY))
    cut = cut_as(prepared.selected, pdf.dropped)
    assert cut is not None and tuple(map(str, cut.dropped)) == pdf.dropped
    link = "zili-zhang-onepage-2024-10-10.pdf"
    assert beside == render_html(cut, DAY, prepared.selection.theme, pdf=link)  # what the PDF shows
    assert alone == render_html(prepared.selected, DAY, prepared.selection.theme, pdf=None)
    assert len(beside) < len(alone)
