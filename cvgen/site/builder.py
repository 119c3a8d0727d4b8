"""``cvgen site``: the group's static web site, in one folder.

    OUT/index.html                the group (group.yaml: name, about, links) and its
                                  members: name, role, links to their pages
    OUT/<member>/index.html       each member's CV page (cvgen.render.html.document)
    OUT/<member>/<name>.pdf       and its PDF, unless ``pdf=False``
    OUT/publications.html         every paper once, filtered by year and member

Every link between pages is relative, so the folder can be served from any
address (GitHub Pages, a university's web space) or opened from disk. Every
profile is validated before anything is written; each file is written
atomically, and the same inputs and date give the same bytes. What the last
run wrote and this one did not (an earlier version's PDFs, a member who left)
is then removed (:mod:`cvgen.site.manifest`); other files in the folder stay.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from urllib.parse import quote

from cvgen.cv.fit import cut_as
from cvgen.cv.request import CvRequest
from cvgen.cv.workspace import Selection, Workspace
from cvgen.errors import Problem
from cvgen.model.group import paragraphs
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import BuildResult
from cvgen.pipeline.plan import plan, run
from cvgen.publications.formats import render_page
from cvgen.publications.page import PublicationPage, choose_papers, member_names
from cvgen.render.html.document import Link, SiteNav, render_html
from cvgen.render.html.groupindex import member_card, render_index
from cvgen.site.manifest import read_manifest, remove_stale, write_manifest
from cvgen.sources.loader import load_group
from cvgen.sources.paths import DATABASE_NAME, PROFILES_DIR, find_group_info, find_profiles
from cvgen.support.files import write_atomically
from cvgen.support.names import check_name
from cvgen.tex.compile import ORDINARY, Compiler

INDEX = "index.html"
PUBLICATIONS = "publications.html"


@dataclass(frozen=True)
class SiteResult:
    out: Path
    files: tuple[Path, ...]  # every file written, the index first
    warnings: tuple[Problem, ...]
    seconds: float
    removed: tuple[Path, ...] = ()  # what the last run wrote and this one did not


def build_site(
    out: Path,
    request: CvRequest | None = None,
    *,
    profiles_dir: Path = PROFILES_DIR,
    title: str | None = None,
    about: str | None = None,
    pdf: bool = True,
    jobs: int = 1,
    compiler: Compiler = ORDINARY,
    on_file: Callable[[Path], None] | None = None,
) -> SiteResult:
    """Write the site of the profiles in ``profiles_dir`` (each as ``request``
    asks: its variant, date, theme and locale, over the variant's and the
    profile's; its database, default the one beside them) into ``out``;
    ``title``, ``about``: the front page's title and description, over those
    of the group's ``group.yaml`` (default: the locale's "Our group", none); the site's
    own words are in ``request.locale`` (default English); ``pdf``: also build
    each CV's PDF (the build's plan and runner, ``jobs`` at a time); ``on_file``:
    told of each file written."""
    started = time.perf_counter()
    request = request or CvRequest()
    workspace = Workspace(request.db_path, profiles_dir)
    words = workspace.site_locale(request.locale)
    paths = find_profiles(profiles_dir)
    workspace.profiles(paths)  # every profile validated before anything is written
    group = load_group(find_group_info(profiles_dir))  # and the group's file
    asked = [replace(request, profile=path) for path in paths]
    members = [workspace.resolve(cv) for cv in asked]  # no LaTeX: the runner renders the PDFs'
    db = request.db_path or profiles_dir / DATABASE_NAME
    database = workspace.database_file(db if db.is_file() else None)  # none: no papers
    names = member_names(paths, workspace)
    page = choose_papers(database.database, names, source=database.source, words=words)
    site = page.site
    written: list[Path] = []
    before = read_manifest(out)  # what the last run wrote

    def record(path: Path) -> None:
        written.append(path)
        if on_file:
            on_file(path)

    def write(path: Path, text: str) -> None:
        write_atomically(path, text.encode("utf-8"), inside=out)
        record(path)

    pdfs = _build_pdfs(asked, members, out, jobs, compiler, workspace) if pdf else {}
    for made, _ in pdfs.values():
        record(made)
    nav = SiteNav(
        site.nav_site,
        (Link(f"../{INDEX}", site.all_members), Link(f"../{PUBLICATIONS}", site.publications)),
    )
    cards = []
    for member in members:
        slug = member.selected.cv.slug
        pdf_file, dropped = pdfs.get(slug, (None, ()))
        # what the member's PDF shows: less what its page budget dropped
        shown = cut_as(member.selected, dropped) or member.selected
        text = render_html(
            shown,
            member.version_date,
            member.theme,
            pdf=quote(pdf_file.name) if pdf_file else None,
            nav=nav,
        )
        write(out / check_name(slug, "a profile's file name") / INDEX, text)
        link = quote(slug)  # a name needs no quoting; a link is quoted all the same
        cards.append(
            member_card(
                member.selected,
                href=f"{link}/{INDEX}",
                pdf=f"{link}/{quote(pdf_file.name)}" if pdf_file else "",
                papers=_papers_of(page, slug),
                papers_href=f"{PUBLICATIONS}#member={link}",
            )
        )
    publications, _ = render_page(page, "html", home=INDEX)
    write(out / PUBLICATIONS, publications)
    day = request.date or max((m.version_date for m in members), default=None)
    index = render_index(
        title or group.title or site.title,
        cards,
        about=paragraphs(group.about if about is None else about),
        links=group.links,
        words=words,
        publications_href=PUBLICATIONS,
        paper_count=len(page.papers),
        date=day,
        accents={m.selected.profile.style.accent_color for m in members},
    )
    write(out / INDEX, index)
    removed = remove_stale(out, before, written)  # only now: a failed run loses nothing
    write_manifest(out, written)
    warnings = tuple(w for m in members for w in m.warnings) + page.warnings
    files = (out / INDEX, *(f for f in written if f != out / INDEX))
    return SiteResult(out, files, warnings, time.perf_counter() - started, tuple(removed))


def _papers_of(page: PublicationPage, slug: str) -> int:
    return sum(1 for p in page.papers if any(a.member_id == slug for a in p.authors))


def _build_pdfs(
    asked: list[CvRequest],
    members: list[Selection],
    out: Path,
    jobs: int,
    compiler: Compiler,
    workspace: Workspace,
) -> dict[str, tuple[Path, tuple[str, ...]]]:
    """Each member's PDF in its folder, and what its page budget dropped, by
    slug: the build's plan and runner, ``jobs`` at a time, in the site's
    ``workspace``; the first failure raised."""
    steps = [
        step
        for cv, member in zip(asked, members, strict=True)
        for step in plan([cv], BuildOptions(out_dir=out / member.selected.cv.slug))
    ]
    batch = run(steps, jobs=jobs, compiler=compiler, workspace=workspace)
    if batch.failed:
        raise batch.failed[0][1]
    made = {r.profile_path: (r.pdf, r.dropped) for r in batch.built if isinstance(r, BuildResult)}
    made |= {f.profile: (f.build.pdf, f.build.dropped) for f in batch.fresh}
    return {m.selected.cv.slug: made[cv.profile] for cv, m in zip(asked, members, strict=True)}
