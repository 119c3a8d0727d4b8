"""Arbitrary text in a bullet comes back out of a compiled PDF's text layer unchanged."""

from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from cvgen.build import build_cv
from cvgen.dates import PartialDate
from cvgen.markup import quote
from tests.conftest import pdf_text, squash

LETTERS = (
    [chr(c) for c in range(0x21, 0x7F)]  # all printable ASCII, punctuation included
    # accented Latin; not the long s (U+017F), which Source Sans Pro lacks
    + [chr(c) for c in range(0xC0, 0x180) if c not in (0xD7, 0xF7, 0x17F)]
    + [chr(c) for c in range(0x391, 0x3CA) if c != 0x3A2]  # Greek
    + [chr(c) for c in range(0x410, 0x450)]
    + ["Ё", "ё"]  # Cyrillic
)
WORDS = st.text(alphabet=st.sampled_from(LETTERS), min_size=1, max_size=12)
PHRASES = st.lists(WORDS, min_size=1, max_size=5).map(" ".join)


@settings(max_examples=12)
@given(st.lists(PHRASES, min_size=4, max_size=4))
def test_bullet_text_survives_compilation(tmp_path_factory: object, phrases: list[str]) -> None:
    folder = tmp_path_factory.mktemp("prop")  # type: ignore[attr-defined]
    profile = {
        "name": "Ada Lovelace",
        "experience": [
            {
                "organization": "Engine",
                "role": "Programmer",
                "bullets": [quote(p) for p in phrases],
            }
        ],
    }
    path = Path(folder) / "ada.yaml"
    path.write_text(yaml.safe_dump(profile, allow_unicode=True), encoding="utf-8")
    result = build_cv(path, out_dir=Path(folder), date=PartialDate(2024, 1, 1))
    text = squash(pdf_text(result.pdf))
    for phrase in phrases:
        assert squash(phrase) in text
    assert result.warnings == ()
