"""A CV's language: the locale chosen, each text in it, the untranslated ones located."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.cv.localize import localize_profile
from cvgen.cv.request import CvRequest
from cvgen.cv.workspace import Workspace, select_cv
from cvgen.errors import InputError
from cvgen.model import Profile
from cvgen.sources.loader import load_profile
from cvgen.sources.locales import LocaleError, builtin_dir

PROFILE = """\
name: {en: Ada Lovelace, zh: 爱达}
position: Mathematician
affiliation: {en: Analytical Society}
experience:
  - organization: {en: Royal Society, zh: 皇家学会}
    role: "3/4"
    start: 1843-07
    end: present
    bullets:
      - {en: Wrote the notes, zh: 撰写了注释}
      - Translated Menabrea
variants:
  long-zh: {extends: long, locale: zh}
  bad: {extends: long, locale: xx}
"""


@pytest.fixture
def ada(tmp_path: Path) -> Path:
    path = tmp_path / "ada.yaml"
    path.write_text(PROFILE, "utf-8")
    return path


def test_each_text_is_its_locales_and_the_rest_warn_at_their_line(ada: Path) -> None:
    selection = select_cv(ada, variant="long-zh")
    profile = selection.selected.profile
    assert selection.selected.locale.code == "zh"
    assert profile.name == "爱达" and type(profile.name) is str
    assert profile.experience[0].organization == "皇家学会"
    assert [b.text for b in profile.experience[0].bullets] == ["撰写了注释", "Translated Menabrea"]
    warned = {(w.path, w.location.line if w.location else 0) for w in selection.warnings}
    assert warned == {
        ("position", 2),
        ("affiliation", 3),
        ("experience[0].bullets[1].text", 11),
    }  # "3/4" has no letters: nothing to translate
    first = min(selection.warnings, key=lambda w: w.location.line if w.location else 0)
    assert str(first).endswith(
        "warning: position: no zh text; the CV shows 'Mathematician' "
        "(write it as {en: ..., zh: ...})"
    )


def test_the_profiles_own_language_never_warns_of_plain_texts(ada: Path) -> None:
    selection = select_cv(ada)
    assert selection.selected.locale.code == "en"
    assert selection.selected.profile.name == "Ada Lovelace"
    assert selection.warnings == ()


def test_locale_over_the_variant_and_the_variant_over_the_profile(ada: Path) -> None:
    workspace = Workspace()
    assert workspace.resolve(CvRequest(ada, "long-zh", locale="de")).selected.locale.code == "de"
    assert workspace.resolve(CvRequest(ada, "long")).selected.locale.code == "en"
    ada.write_text(PROFILE + "locale: fr\n", "utf-8")
    assert select_cv(ada).selected.locale.code == "fr"
    assert select_cv(ada, variant="long-zh").selected.locale.code == "zh"


def test_a_mapping_without_the_profiles_language_shows_its_first_text() -> None:
    profile = Profile.model_validate({"name": {"zh": "爱达", "ja": "エイダ"}, "locale": "de"})
    localized, missing = localize_profile(profile, "de")
    assert localized.name == "爱达" and [m.shown for m in missing] == ["爱达"]


def test_an_unknown_locale_is_an_error_at_the_line_that_wrote_it(ada: Path) -> None:
    with pytest.raises(InputError) as caught:
        select_cv(ada, variant="bad")
    [problem] = caught.value.problems
    assert problem.location is not None and problem.location.line == 14
    assert problem.path == "variants.bad.locale"
    assert "no locale 'xx'" in problem.message
    with pytest.raises(LocaleError, match="no locale 'xx'"):
        Workspace().resolve(CvRequest(ada, locale="xx"))


def test_the_owner_is_found_under_the_name_in_every_language(tmp_path: Path) -> None:
    path = tmp_path / "ada.yaml"
    path.write_text("name: {zh: 爱达, en: Ada Lovelace}\n", "utf-8")
    assert load_profile(path).profile.spellings() == ["爱达", "Ada Lovelace"]


def test_the_sites_locale_is_the_groups_file_first(tmp_path: Path) -> None:
    folder = tmp_path / "locales"
    folder.mkdir()
    english = (builtin_dir() / "en.yaml").read_text("utf-8")
    (folder / "de.yaml").write_text(english.replace("title: Our group", "title: Labor"), "utf-8")
    workspace = Workspace(profiles_dir=tmp_path)
    assert workspace.site_locale("de").site.title == "Labor"  # type: ignore[union-attr]
    assert workspace.site_locale(None).code == "en"
    with pytest.raises(LocaleError, match="no locale 'xx'"):
        workspace.site_locale("xx")


def test_a_groups_locale_without_site_words_makes_cvs_but_not_a_site(
    tmp_path: Path, ada: Path
) -> None:
    """A locale written before the site's words were: its CVs build; a site in it
    is an error that names the file and says what to add."""
    folder = tmp_path / "locales"
    folder.mkdir()
    english = (builtin_dir() / "en.yaml").read_text("utf-8")
    (folder / "pt.yaml").write_text(english.split("\nsite:")[0], "utf-8")
    assert Workspace().resolve(CvRequest(ada, locale="pt")).selected.locale.code == "pt"
    with pytest.raises(LocaleError) as caught:
        Workspace(profiles_dir=tmp_path).site_locale("pt")
    message = str(caught.value)
    assert str(folder / "pt.yaml") in message and "site: missing" in message
    assert "copy the site: section" in message


@pytest.mark.parametrize(
    ("shown", "path", "code", "told"),
    [
        ("C++", ("skills", "Programming", 0), "de", False),  # no word in lowercase
        ("Kubernetes", ("skills", "Programming", 1), "de", False),  # a skill is a name
        ("GPA 3.9/4.0", ("education", 0, "gpa"), "de", False),
        ("Peking University", ("education", 0, "institution"), "de", False),
        ("Peking University", ("education", 0, "institution"), "zh", True),  # another script
        ("Ada Lovelace", ("name",), "fr", False),
        ("Chinese", ("languages", 0, "name"), "de", True),  # a language's name is a word
        ("Climbing", ("interests", 0), "de", True),
        ("top 9%", ("education", 1, "rank"), "de", True),
    ],
)
def test_a_text_that_reads_the_same_in_every_language_is_not_told(
    shown: str, path: tuple[str | int, ...], code: str, told: bool
) -> None:
    """docs/locales.md: which untranslated texts are warnings."""
    from cvgen.cv.localize import is_latin, reads_the_same
    from cvgen.model.localtext import LocalText
    from cvgen.sources.locales import builtin_locale

    text = LocalText(shown)
    text.path = path
    latin = is_latin("".join(builtin_locale(code).dates.months))
    assert reads_the_same(text, shown, latin=latin) is not told


def test_a_section_title_without_the_cvs_language_gives_way_to_the_locales() -> None:
    profile = Profile.model_validate(
        {
            "name": "Ada",
            "section_titles": {
                "teaching": {"en": "Teaching Experience", "zh": "教学经历"},
                "honors": "Honors & Awards",
            },
            "custom_sections": [{"title": "Service", "entries": [{"title": "Reviewer"}]}],
        }
    )
    localized, missing = localize_profile(profile, "ja")
    assert localized.section_titles == {}  # the ja locale's 教育歴 and 受賞歴 are shown
    assert "Service" in [m.shown for m in missing]  # no locale word: shown, and warned
    assert localize_profile(profile, "zh")[0].section_titles == {"teaching": "教学经历"}
    english = localize_profile(profile, "en")[0].section_titles
    assert english == {"teaching": "Teaching Experience", "honors": "Honors & Awards"}
