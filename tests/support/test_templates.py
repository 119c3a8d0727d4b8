"""The sandboxed environment every template renders in: what it refuses,
what it still allows, and where a fault is reported."""

from __future__ import annotations

from pathlib import Path

import pytest
from jinja2.exceptions import SecurityError

from cvgen.support.templates import (
    ANGLE_SYNTAX,
    MAX_OUTPUT,
    TemplateFault,
    _fingerprint,
    render_bounded,
    sandboxed_environment,
    user_templates,
)


def _render(folder: Path, body: str, **values: object) -> str:
    (folder / "t.j2").write_text(body, encoding="utf-8")
    template = sandboxed_environment((folder,)).get_template("t.j2")
    return render_bounded(template, dict(values))


@pytest.mark.parametrize(
    "body",
    [
        "{{ cycler.__init__ }}",
        "{{ ''.__class__ }}",
        "{{ x|attr('__class__') }}",
        "{{ '{0.__class__}'.format(x) }}",
        "{{ x.append(1) }}",
        "{{ 'x' * 1000001 }}",
        "{{ [1] * 1000001 }}",
        "{{ 2 ** 5000 }}",
        "{{ range(1000001)|list }}",
        "{{ 'x'|center(1000001) }}",
        "{{ 'x'.ljust(1000001) }}",
        "{{ '%100000s'|format(1) }}",
        "{{ '%100000s' % 1 }}",
        "{{ '{:>100000}'.format(1) }}",
    ],
)
def test_the_sandbox_refuses(tmp_path: Path, body: str) -> None:
    with pytest.raises((SecurityError, OverflowError)):
        _render(tmp_path, body, x=[1])


def test_lipsum_is_not_there(tmp_path: Path) -> None:
    assert "lipsum" not in sandboxed_environment((tmp_path,)).globals


def test_what_a_template_may_still_do(tmp_path: Path) -> None:
    body = (
        "{% set ns = namespace(n=0) %}{% for i in range(3) %}{% set ns.n = ns.n + i %}"
        "{% endfor %}{{ ns.n }} {{ '%02d'|format(7) }} {{ 'a b'.split()|join('-') }} "
        "{{ 'ab' * 2 }} {{ 2 ** 10 }} {{ '{:>3}'.format(1) }} {{ x|length }}"
    )
    assert _render(tmp_path, body, x=[1, 2]) == "3 07 a-b abab 1024   1 2"


def test_output_is_bounded(tmp_path: Path) -> None:
    body = "{% for i in range(1000) %}{{ x }}{% endfor %}"
    with pytest.raises(SecurityError, match="characters of output"):
        _render(tmp_path, body, x="y" * (MAX_OUTPUT // 999))


def test_a_symlink_out_of_the_folder_is_no_template(tmp_path: Path) -> None:
    folder, secret = tmp_path / "theme", tmp_path / "secret.txt"
    folder.mkdir()
    secret.write_text("secret", encoding="utf-8")
    (folder / "leak.j2").symlink_to(secret)
    (folder / "inside.j2").write_text("inside", encoding="utf-8")
    (folder / "link.j2").symlink_to(folder / "inside.j2")
    env = sandboxed_environment((folder,))
    assert env.get_template("link.j2").render() == "inside"
    with pytest.raises(Exception, match="leads out of its folder"):
        env.get_template("leak.j2")


def test_a_fault_in_a_user_template_is_located(tmp_path: Path) -> None:
    (tmp_path / "t.j2").write_text("line one\n{{ cycler.__init__ }}\n", encoding="utf-8")
    template = sandboxed_environment((tmp_path,)).get_template("t.j2")
    with pytest.raises(TemplateFault) as caught, user_templates(builtin=()):
        render_bounded(template, {})
    assert caught.value.message.startswith(f"{tmp_path / 't.j2'}:2: the template tried to reach")


def test_a_fault_in_cvgens_own_template_is_a_bug(tmp_path: Path) -> None:
    (tmp_path / "t.j2").write_text("{{ missing }}", encoding="utf-8")
    template = sandboxed_environment((tmp_path,)).get_template("t.j2")
    with pytest.raises(Exception) as caught, user_templates(builtin=(tmp_path,)):
        render_bounded(template, {})
    assert not isinstance(caught.value, TemplateFault)


def test_a_fingerprint_changes_with_what_jinja2s_code_depends_on(tmp_path: Path) -> None:
    """A template's code compiled ahead of time is taken only under its
    fingerprint: the same for the same inputs, another when the name, the
    text, the syntax or a filter's arguments differ (Jinja2's code for
    ``x|f`` passes the context to a filter that asks for it)."""
    from jinja2 import pass_context

    env = sandboxed_environment((tmp_path,))
    same = _fingerprint(sandboxed_environment((tmp_path,)), "t.j2", "{{ x|f }}")
    assert _fingerprint(env, "t.j2", "{{ x|f }}") == same
    assert _fingerprint(env, "u.j2", "{{ x|f }}") != same
    assert _fingerprint(env, "t.j2", "{{ x|g }}") != same
    assert (
        _fingerprint(sandboxed_environment((tmp_path,), **ANGLE_SYNTAX), "t.j2", "{{ x|f }}")
        != same
    )
    env.filters["f"] = str
    plain = _fingerprint(env, "t.j2", "{{ x|f }}")
    env.filters["f"] = pass_context(lambda context, x: x)
    assert _fingerprint(env, "t.j2", "{{ x|f }}") != plain
