"""A group's theme is a template its users write (a pull request can add one):
it renders in Jinja2's sandbox, and whatever it tries, nothing runs, nothing
outside its folder is read, and the command says at which line of which
template, with status 1 and no traceback (issue 29: on main,
``<< cycler.__init__.__globals__.os.system(...) >>`` in ``cv.tex.j2`` ran)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.security.groupcli import copy_group, run_cvgen

PROFILE = "profiles/zili-zhang.yaml"


def _hostile(canary: Path) -> dict[str, str]:
    """Known ways out of a Jinja2 template, each writing ``canary`` if it runs."""
    shell = f'"touch {canary}"'
    write = f'"{canary}"'
    return {
        "globals": f"<< cycler.__init__.__globals__.os.system({shell}) >>",
        "joiner": f"<< joiner.__init__.__globals__.os.system({shell}) >>",
        "namespace": f"<< namespace.__init__.__globals__.os.system({shell}) >>",
        "lipsum": f"<< lipsum.__globals__['os'].system({shell}) >>",
        "lipsum_huge": "<< lipsum(n=100000000) >>",
        "subclasses": (
            "<% for c in ''.__class__.__mro__[1].__subclasses__() %>"
            f"<% if c.__name__ == 'Popen' %><< c(['touch', {write}]) >><% endif %><% endfor %>"
        ),
        "class_attr": "<< cv|attr('__class__') >>",
        "format_method": "<< '{0.__class__.__init__.__globals__}'.format(cycler) >>",
        "format_map": "<< '{x.__class__}'.format_map({'x': cycler}) >>",
        "format_filter": "<< '%999999999s'|format('x') >>",
        "format_width": "<< '{0:>999999999}'.format('x') >>",
        "percent": "<< '%999999999d' % 1 >>",
        "center": "<< 'x'|center(1000000000) >>",
        "repeat": "<< 'x' * 1000000000 >>",
        "power": "<< 10 ** 10000000 >>",
        "range": "<% for i in range(10**9) %><% endfor %>",
        "template_reference": (
            f"<< self._TemplateReference__context.cycler.__init__.__globals__.os.system({shell}) >>"
        ),
        "mutate": "<% set _ = cv.sections.append(1) %>",
        "config": f"<< config.__class__.__init__.__globals__['os'].system({shell}) >>",
        "undefined": "<< no_such_value.anything >>",
        "syntax": "<% if %>",
    }


def _theme(group: Path, body: str) -> Path:
    """themes/evil/, extending awesome, whose cv.tex.j2 has ``body`` on line 3."""
    folder = group / "themes/evil"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "theme.yaml").write_text("description: evil\nextends: awesome\n", encoding="utf-8")
    main = (ROOT / "latex_templates/cv.tex.j2").read_text(encoding="utf-8")
    (folder / "cv.tex.j2").write_text(f"<# evil #>\n\n{body}\n{main}", encoding="utf-8")
    return folder


@pytest.fixture
def group(tmp_path: Path) -> Path:
    return copy_group(tmp_path)


@pytest.mark.parametrize("case", sorted(_hostile(Path("x"))))
def test_a_hostile_theme_template_runs_nothing_and_is_located(group: Path, case: str) -> None:
    canary = group / "canary"
    _theme(group, _hostile(canary)[case])
    done = run_cvgen(group, "tex", PROFILE, "--theme", "evil", "--out", "out")
    assert not canary.exists(), f"{case}: the template ran code"
    assert done.returncode == 1, (case, done.returncode, done.stderr)
    assert "Traceback" not in done.stderr, done.stderr
    assert "themes/evil/cv.tex.j2:3:" in done.stderr, done.stderr
    assert not (group / "out").exists() or not list((group / "out").glob("*.tex"))


def test_what_a_theme_may_not_reach_is_named(group: Path) -> None:
    _theme(group, "<< cycler.__init__.__globals__ >>")
    done = run_cvgen(group, "tex", PROFILE, "--theme", "evil", "--out", "out")
    assert done.stderr.strip().endswith(
        "themes/evil/cv.tex.j2:3: the template tried to reach '__init__', which themes "
        "may not (docs/themes.md says what a theme can use)"
    ), done.stderr


def test_the_web_page_of_a_theme_is_sandboxed_too(group: Path) -> None:
    canary = group / "canary"
    folder = _theme(group, "")
    (folder / "cv.tex.j2").unlink()
    page = (ROOT / "page_templates/cv.html.j2").read_text(encoding="utf-8")
    hostile = "{{ cycler.__init__.__globals__.os.system('touch " + str(canary) + "') }}"
    (folder / "cv.html.j2").write_text(f"{{# evil #}}\n\n{hostile}\n{page}", encoding="utf-8")
    done = run_cvgen(group, "build", PROFILE, "--theme", "evil", "--format", "html", "--out", "out")
    assert not canary.exists()
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert "themes/evil/cv.html.j2:3: the template tried to reach '__init__'" in done.stderr


def test_a_template_that_leads_out_of_its_folder_is_not_read(group: Path) -> None:
    secret = group / "secret.txt"
    secret.write_text("TOP-SECRET-WORDS", encoding="utf-8")
    folder = _theme(group, '<% include "leak.tex.j2" %>')
    (folder / "leak.tex.j2").symlink_to(secret)
    done = run_cvgen(group, "tex", PROFILE, "--theme", "evil", "--out", "out")
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert "themes/evil/cv.tex.j2:3:" in done.stderr and "leak.tex.j2" in done.stderr
    written = (
        "".join(p.read_text() for p in (group / "out").glob("*.tex"))
        if (group / "out").exists()
        else ""
    )
    assert "TOP-SECRET-WORDS" not in written


def test_a_plain_theme_still_renders(group: Path) -> None:
    _theme(group, "<% set parts = ['a', 'b'] %><< parts|join('-') >> << '%02d'|format(7) >>")
    done = run_cvgen(group, "tex", PROFILE, "--theme", "evil", "--out", "out")
    assert done.returncode == 0, done.stderr
    (tex,) = (group / "out").glob("*.tex")
    assert "a-b 07" in tex.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["style.tex", "cvgen.cls"])
def test_a_theme_file_that_leads_out_of_its_folder_is_refused(group: Path, name: str) -> None:
    secret = group / "secret.txt"
    secret.write_text("TOP-SECRET-WORDS", encoding="utf-8")
    folder = _theme(group, "")
    (folder / "cv.tex.j2").unlink()
    (folder / name).symlink_to(secret)
    done = run_cvgen(group, "tex", PROFILE, "--theme", "evil", "--out", "out")
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert f"themes/evil/{name} leads out of its theme's folder" in done.stderr, done.stderr
    assert not (group / "out").exists() or not list((group / "out").rglob("*"))


def test_a_theme_folder_that_leads_elsewhere_is_refused(group: Path) -> None:
    elsewhere = group / "elsewhere"
    _theme(elsewhere, "")
    (group / "themes").mkdir()
    (group / "themes/evil").symlink_to(elsewhere / "themes/evil")
    done = run_cvgen(group, "tex", PROFILE, "--theme", "evil", "--out", "out")
    assert done.returncode == 1, done.stderr
    assert "themes/evil leads out of themes" in done.stderr, done.stderr
