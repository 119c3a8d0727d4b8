"""What the commands share (cvgen/cli/options.py): a --format's choices are the
library's own registry, loaded only when a command needs them."""

import os
import subprocess
import sys
from pathlib import Path

import click
import pytest

from cvgen.cli.main import main
from cvgen.diff import report
from cvgen.publications import formats
from cvgen.render import export


@pytest.mark.parametrize(
    ("command", "registry"),
    [("diff", report.FORMATS), ("export", export.FORMATS), ("publications", formats.FORMATS)],
)
def test_format_choices_are_the_librarys(command: str, registry: object) -> None:
    found = main.get_command(click.Context(main), command)
    assert found is not None
    (option,) = [p for p in found.params if p.name == "fmt"]
    assert isinstance(option.type, click.Choice)
    assert option.type.choices == tuple(registry)  # type: ignore[arg-type]


def test_loading_the_cli_loads_no_format() -> None:
    code = (
        "import sys, cvgen.cli.main; "
        "print([m for m in ('cvgen.diff.report', 'cvgen.render.export', "
        "'cvgen.publications.formats') if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def _completions(args: list[str], incomplete: str) -> list[str]:
    """What the shell is offered, through click's completion API, with the
    words as a completion script hands them over (COMP_WORDS)."""
    from click.shell_completion import ShellComplete

    complete = ShellComplete(main, {}, "cvgen", "_CVGEN_COMPLETE")
    os.environ["COMP_WORDS"] = " ".join(["cvgen", *args, incomplete])
    try:
        return [item.value for item in complete.get_completions(args, incomplete)]
    finally:
        del os.environ["COMP_WORDS"]


def test_theme_completes_from_the_themes_there_are() -> None:
    assert _completions(["build", "--theme"], "") == ["awesome", "classic", "margin"]
    assert _completions(["tex", "--theme"], "m") == ["margin"]


def test_a_groups_own_theme_and_locale_are_offered(tmp_path: Path) -> None:
    from cvgen.sources.locales import builtin_dir

    (tmp_path / "themes" / "lab").mkdir(parents=True)
    (tmp_path / "themes" / "lab" / "theme.yaml").write_text("extends: classic\n")
    (tmp_path / "locales").mkdir()
    english = (builtin_dir() / "en.yaml").read_text("utf-8")
    (tmp_path / "locales" / "pt.yaml").write_text(english.replace("en-US", "pt-PT"), "utf-8")
    profile = tmp_path / "ada.yaml"
    profile.write_text("name: Ada\n")
    assert "lab" in _completions(["build", str(profile), "--theme"], "")
    assert "pt" in _completions(["build", str(profile), "--locale"], "")
    assert "lab" not in _completions(["build", "--theme"], "")  # not the bundled group's


def test_locale_completes_on_every_command_that_takes_one() -> None:
    for command in (["build"], ["tex"], ["export"], ["diff"], ["site"], ["publications"]):
        shipped = ["de", "en", "es", "fr", "ja", "ko", "zh"]
        assert _completions([*command, "--locale"], "") == shipped
    assert _completions(["build", "--locale"], "z") == ["zh"]


def test_format_completes_from_the_one_list() -> None:
    assert _completions(["build", "--format"], "") == ["pdf", "html"]
    assert _completions(["build", "--format"], "pdf,") == ["pdf,html"]
    assert _completions(["export", "--format"], "") == list(export.FORMATS)
    assert _completions(["diff", "--format"], "") == list(report.FORMATS)
    assert _completions(["publications", "--format"], "h") == ["html"]


def test_variant_completes_as_before() -> None:
    assert _completions(["build", "profiles/zili-zhang.yaml", "--variant"], "long") == [
        "long",
        "long-zh",
    ]
