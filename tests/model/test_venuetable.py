"""The shape of venues.yaml: every mistake located, with what to write instead."""

from pathlib import Path

import pytest

from cvgen.errors import InputError
from cvgen.model.venuetable import VenueFile
from cvgen.sources.validate import validate_document
from cvgen.sources.yamlsource import load_yaml


def _read(tmp_path: Path, text: str) -> VenueFile:
    path = tmp_path / "venues.yaml"
    path.write_text(text)
    return validate_document(VenueFile, load_yaml(path))


def test_a_good_file(tmp_path: Path) -> None:
    table = _read(
        tmp_path,
        "venues:\n  ApJ:\n    long: ' The Astrophysical Journal '\n"
        "    also: [Astrophys. J.]\n    macros: ['\\apj', apjx]\n",
    )
    spec = table.venues["ApJ"]
    assert (spec.long, spec.also, spec.macros) == (
        "The Astrophysical Journal",
        ["Astrophys. J."],
        ["apj", "apjx"],
    )


def test_every_mistake_is_located(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    text = (
        "venues:\n"
        "  MyConf:\n    long: My Conference\n    alsoo: [x]\n"
        "  Bad'Name:\n    long: X\n"
        "  Empty:\n    long: ''\n    macros: ['\\apj', not a macro]\n"
        "  NoLong: {also: [N]}\n"
    )
    with pytest.raises(InputError) as caught:
        _read(tmp_path, text)
    assert str(caught.value).splitlines() == [
        "5 problems found",
        "venues.yaml:4:5: venues.MyConf.alsoo: unknown key (did you mean 'also'?)",
        "venues.yaml:6:5: venues.Bad'Name: the short name 'Bad'Name' must not hold ' "
        "(the year is added: NSDI'24)",
        "venues.yaml:8:11: venues.Empty.long: is empty: write the name, or remove the line",
        "venues.yaml:9:22: venues.Empty.macros[1]: 'not a macro' is not a LaTeX macro name: "
        "write its letters, e.g. apj for \\apj",
        "venues.yaml:10:11: venues.NoLong.long: is required (add 'long:' to this entry)",
    ]
