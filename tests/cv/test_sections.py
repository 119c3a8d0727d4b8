"""The section registry: each section declared once, in step with the models."""

from typing import Any, get_args

import pytest
from pydantic import BaseModel

from cvgen.cv.sections import SECTIONS, Kind, Line, labelled, section_heading, shown
from cvgen.cv.variants import SECTION_ORDER
from cvgen.cv.words import Words, marked
from cvgen.model import CustomSection, Experience, Profile
from cvgen.sources.locales import builtin_locale

EN = builtin_locale()


def test_every_section_name_is_declared_in_the_default_order() -> None:
    assert tuple(SECTIONS) == SECTION_ORDER
    assert all(name == section.name for name, section in SECTIONS.items())


def _entry_model(section_field: str) -> type[BaseModel]:
    """The model of one entry of a profile field holding a list of entries."""
    annotation: Any = Profile.model_fields[section_field].annotation
    (model,) = get_args(annotation)
    if model is CustomSection:
        (model,) = get_args(CustomSection.model_fields["entries"].annotation)
    return model  # type: ignore[no-any-return]


@pytest.mark.parametrize("section", SECTIONS.values(), ids=lambda s: s.name)
def test_a_sections_fields_exist_on_the_profile_and_its_entries(section: Any) -> None:
    assert section.field in Profile.model_fields
    if section.kind in (Kind.ENTRIES, Kind.CUSTOM):
        fields = _entry_model(section.field).model_fields
        shown = (section.title, section.role)  # a field's name, or a function of the entry
        named = {*section.identity, *(s for s in shown if isinstance(s, str)), *section.place}
        assert named <= fields.keys(), named - fields.keys()
        assert len(section.identity) in (2, 3)  # what diff.entries.dated_entry matches by
    else:
        assert not (section.identity or section.title or section.role or section.lines)


def test_headings_default_unless_the_profile_names_them() -> None:
    assert section_heading({}, "honors", EN) == "Honors & Awards"
    assert section_heading({"honors": "Awards"}, "honors", EN) == "Awards"
    assert section_heading({}, "custom", EN) == "custom"  # each custom section has its own title
    assert section_heading({}, "hobbies", EN) == "hobbies"  # unknown to this cvgen


def test_shown_follows_the_variant_and_skips_unknown_names() -> None:
    names = [s.name for s in shown(["publications", "hobbies", "education"])]
    assert names == ["publications", "education"]


def test_a_labelled_line_is_its_label_then_its_value_or_nothing() -> None:
    experience = Experience(organization="StepFun", role="Intern", mentor="*Yibo*")
    assert labelled("mentor").words(experience, EN).plain() == "Mentor: Yibo"
    assert labelled("topic").words(experience, EN) == Words()
    assert Line("", lambda e, _: marked(e.role)).words(experience, EN) == marked("Intern")
