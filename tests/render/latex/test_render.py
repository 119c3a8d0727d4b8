"""The rendered LaTeX of a bundled profile against a reviewed golden file.

Refresh with `pytest --update-goldens` and review the diff before committing."""

import re
from pathlib import Path

import pytest

from cvgen.build.engine import prepare
from cvgen.model.dates import PartialDate
from cvgen.render.latex.escape import Tex
from cvgen.render.latex.render import assert_escaped

GOLDEN = Path(__file__).parents[2] / "golden"


def portable(source: str) -> str:
    """Font folders differ between machines: the golden names them by role."""
    return re.sub(r"Path=[^,\]]*/", "Path=<fonts>/", source)


@pytest.mark.parametrize("profile", ["zili-zhang"])
def test_tex_matches_golden(profile: str, update_goldens: bool) -> None:
    prepared = prepare(Path(f"profiles/{profile}.yaml"), date=PartialDate(2024, 10, 10))
    source = portable(prepared.document.source)
    golden = GOLDEN / f"{profile}-long.tex"
    if update_goldens:
        golden.write_text(source, encoding="utf-8")
    assert source == golden.read_text(encoding="utf-8")


def test_templates_refuse_unescaped_text() -> None:
    assert_escaped({"a": [Tex("fine")], "kind": Tex("entries")})
    with pytest.raises(TypeError, match=r"cv.a\[1\] reached the templates unescaped"):
        assert_escaped({"a": [Tex("fine"), "raw {\\input}"]})


def test_user_text_is_escaped_in_the_tex() -> None:
    prepared = prepare(Path("profiles/zili-zhang.yaml"))
    assert r"\cvname{Zili}{Zhang}" in prepared.document.source
    assert "October 10,{} 2024" in prepared.document.source
