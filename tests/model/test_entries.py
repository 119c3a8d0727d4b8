"""A profile's sections: custom sections' ids, and where a section is named."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.errors import InputError
from cvgen.model.entries import custom_ids
from cvgen.sources.loader import load_profile

BAD = """\
name: Ann Lee
style:
  section_order: [lecture, education]
custom_sections:
  - id: lectures
    title: Lectures
  - id: lectures
    title: {en: Invited lectures, zh: 特邀报告}
  - id: teaching
    title: Teaching
variants:
  brief:
    sections: [education, awards]
    rules: {lectres: {max: 1}}
"""


def test_every_wrong_section_name_and_id_is_located_with_the_others(tmp_path: Path) -> None:
    profile = tmp_path / "ann-lee.yaml"
    profile.write_text(BAD, encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_profile(profile)
    lines = sorted(str(p).replace(str(tmp_path), "DIR") for p in caught.value.problems)
    assert lines == [
        "DIR/ann-lee.yaml:13:27: variants.brief.sections[1]: no section 'awards' (the custom "
        "sections' ids: lectures, teaching; or cvgen's: summary, research_interests, "
        "education, experience, teaching, projects, publications, grants, honors, talks, "
        "supervision, service, skills, custom)",
        "DIR/ann-lee.yaml:14:13: variants.brief.rules: no section 'lectres' "
        "(did you mean 'lectures'?)",
        "DIR/ann-lee.yaml:3:19: style.section_order[0]: no section 'lecture' "
        "(did you mean 'lectures'?)",
        "DIR/ann-lee.yaml:9:9: custom_sections[2].id: 'teaching' is the name of one of cvgen's "
        "sections (give this section an id of its own, e.g. my-teaching)",
    ]


def test_two_sections_of_one_id_are_an_error_at_the_second(tmp_path: Path) -> None:
    profile = tmp_path / "ann-lee.yaml"
    profile.write_text(BAD.split("  - id: teaching")[0].replace("lecture,", "lectures,"), "utf-8")
    with pytest.raises(InputError) as caught:
        load_profile(profile)
    assert [str(p).replace(str(tmp_path), "DIR") for p in caught.value.problems] == [
        "DIR/ann-lee.yaml:7:9: custom_sections[1].id: two custom sections have the id "
        "'lectures' (give each its own id:)"
    ]


def test_an_id_is_written_or_follows_the_title_as_first_written() -> None:
    assert custom_ids(["Talks", "Service", "Service"], ["talks", None]) == [
        "talks",
        "custom-service",
        "custom-service-2",
    ]
    # a derived id never takes one written for another section
    assert custom_ids(["Service", "X"], [None, "custom-service"]) == [
        "custom-service-2",
        "custom-service",
    ]
