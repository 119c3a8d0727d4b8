"""One URL rule for every output (cvgen/model/links.py): an address that is
not https, http, mailto or tel is a located error from ``cvgen validate`` and
every command that loads the profile; and one that reaches an output without
being validated is never a link there (issue 29: on main,
``contacts.homepage: "javascript://%0Aalert(1)"`` became a PDF link
annotation, a Markdown link and JSON Resume's ``basics.url``)."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from cvgen.cv.papers import paper_link
from cvgen.cv.workspace import select_cv
from cvgen.model.dates import PartialDate
from cvgen.model.links import link_problem, safe_link
from cvgen.model.localtext import LocalText
from cvgen.render.html.document import render_html
from cvgen.render.jsonresume.export import to_jsonresume
from cvgen.render.latex.render import render_tex
from cvgen.render.markdown.export import to_markdown
from cvgen.tex.compile import TEX_EPOCH, compile_pdf
from tests.conftest import ROOT, cv_paper
from tests.security.groupcli import copy_group, run_cvgen

DAY = PartialDate(2024, 10, 10)

#: Addresses no output may link to; each holds "evil", which no link target may
HOSTILE = (
    "javascript://%0Aalert('evil')",
    "JavaScript:alert('evil')",
    "data:text/html,<script>evil</script>",
    "file:///home/evil/.ssh/id_rsa",
    "vbscript:msgbox(evil)",
    "https://evil\x00.example",
    "https://evil.example\u202e/gpj.exe",
    " javascript:evil()",
    "java\nscript:evil()",
    "https:evil.example",
    "//evil.example/x",
    "https://javascript:evil()",
    "https://evil.example\\@good.example",
)


def test_the_rule() -> None:
    for good in ("https://example.org/a?b=c#d", "http://example.org", "mailto:a@b.org"):
        assert link_problem(good) is None and safe_link(good) == good
    assert safe_link("tel:+1 555 0100") == "tel:+1 555 0100"
    for bad in HOSTILE:
        assert link_problem(bad) is not None and safe_link(bad) == "", bad


@pytest.fixture
def group(tmp_path: Path) -> Path:
    return copy_group(tmp_path)


def test_a_javascript_homepage_is_a_located_error(group: Path) -> None:
    profile = group / "profiles/zili-zhang.yaml"
    text = profile.read_text(encoding="utf-8")
    profile.write_text(
        text.replace("homepage: www.zilizhang.site", 'homepage: "javascript://%0Aalert(1)"'),
        encoding="utf-8",
    )
    line = 1 + text.splitlines().index("  homepage: www.zilizhang.site")
    expected = (
        f"profiles/zili-zhang.yaml:{line}:13: contacts.homepage: 'javascript:' links are "
        "not allowed (a link is https://..., http://..., mailto: or tel:)"
    )
    for command in (
        ["validate", "profiles/zili-zhang.yaml"],
        ["validate"],
        ["tex", "profiles/zili-zhang.yaml", "--out", "out"],
        ["export", "profiles/zili-zhang.yaml", "--format", "markdown", "--out", "out/cv.md"],
        ["export", "profiles/zili-zhang.yaml", "--format", "jsonresume", "--out", "out/cv.json"],
        ["build", "profiles/zili-zhang.yaml", "--out", "out"],
    ):
        done = run_cvgen(group, *command)
        assert done.returncode == 1, (command, done.stderr)
        assert "Traceback" not in done.stderr
        assert expected in done.stderr, (command, done.stderr)
    assert not (group / "out").exists() or not list((group / "out").iterdir())


@pytest.mark.parametrize(
    ("where", "old", "new"),
    [
        (
            "profiles/yinmin-zhong.yaml",
            "projects:\n",
            "projects:\n  - name: P\n    url: 'data:text/html,x'\n",
        ),
        (
            "profiles/yinmin-zhong.yaml",
            "summary: >-\n",
            "summary: >-\n  [see](javascript:void) \n",
        ),
        ("profiles/zili-zhang.yaml", "  github: Gold-Sea\n", '  github: "Gold\\u0000Sea"\n'),
        (
            "profiles/zili-zhang.yaml",
            "  email: zzlcs@pku.edu.cn\n",
            '  email: "zz lcs@pku.edu.cn"\n',
        ),
    ],
)
def test_every_link_a_profile_writes_is_checked(
    group: Path, where: str, old: str, new: str
) -> None:
    path = group / where
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    done = run_cvgen(group, "validate", where)
    assert done.returncode == 1, done.stderr
    assert f"{where}:" in done.stderr and "link" in done.stderr, done.stderr


def test_a_papers_url_is_checked(group: Path) -> None:
    database = group / "profiles/publications.yaml"
    text = database.read_text(encoding="utf-8")
    first = re.search(r"^    title: .*$", text, re.MULTILINE)
    assert first is not None
    hostile = first.group(0) + "\n    url: 'vbscript:msgbox(1)'"
    database.write_text(text.replace(first.group(0), hostile, 1), encoding="utf-8")
    done = run_cvgen(group, "validate")
    assert done.returncode == 1, done.stderr
    assert "profiles/publications.yaml:" in done.stderr
    assert "'vbscript:' links are not allowed" in done.stderr


def _unvalidated(url: str) -> Any:
    """Zili's long CV with ``url`` as the homepage, in a project and a summary
    link: built by hand, past validation, as a library caller could."""
    selected = select_cv(ROOT / "profiles/zili-zhang.yaml").selected
    profile = selected.profile
    contacts = profile.contacts.model_copy(update={"homepage": url})
    summary = LocalText(f"Read [my page]({url}) and [this](https://example.org/ok).")
    profile = profile.model_copy(update={"contacts": contacts, "summary": summary})
    return type(selected)(**{**selected.__dict__, "profile": profile})


def _targets(tex: str, md: str, page: str, resume: Any) -> list[str]:
    found = re.findall(r"\\href\{([^}]*)\}", tex)
    found += re.findall(r"(?<!\\)\]\(<?([^)>]*)>?\)", md)  # \] is a bracket, not a link
    found += re.findall(r'href="([^"]*)"', page)

    def walk(value: Any, key: str = "") -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, k)
        elif isinstance(value, list):
            for v in value:
                walk(v, key)
        elif key in ("url", "sameAs") and isinstance(value, str):
            found.append(value)

    walk(resume)
    person = re.search(r'<script type="application/ld\+json">(.*?)</script>', page, re.S)
    if person:
        walk(json.loads(person.group(1)))
    return found


@pytest.mark.parametrize("url", HOSTILE)
def test_an_unvalidated_address_is_never_a_link(url: str) -> None:
    selected = _unvalidated(url)
    tex = render_tex(selected, DAY).source
    targets = _targets(
        tex,
        to_markdown(selected, DAY),
        render_html(selected, DAY),
        to_jsonresume(selected, DAY),
    )
    assert any("example.org/ok" in t for t in targets)  # the links that may be, are
    assert not [t for t in targets if "evil" in t.lower() or "alert" in t.lower()], targets
    assert paper_link(cv_paper(url=url, doi="", arxiv="").paper) == ""


def test_the_pdf_has_no_link_annotation_to_it() -> None:
    selected = _unvalidated("javascript://%0Aalert(1)")
    pdf = compile_pdf(render_tex(selected, DAY), epoch=TEX_EPOCH).pdf
    path = Path(os.environ.get("TMPDIR", "/tmp")) / f"links-{os.getpid()}.pdf"
    path.write_bytes(pdf)
    try:
        uris = [
            str(annotation.get_object().get("/A", {}).get("/URI", ""))
            for page in PdfReader(path).pages
            for annotation in page.get("/Annots", []) or []
        ]
    finally:
        path.unlink()
    assert uris and "https://example.org/ok" in uris
    assert not [u for u in uris if "javascript" in u.lower() or "alert" in u.lower()], uris
