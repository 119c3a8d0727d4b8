"""Variant resolution: built-in, extends, the group's layer and a profile's own."""

from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.cv.variants import UnknownVariantError, resolve_variant, variant_names
from cvgen.model import VariantSpec
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from tests.conftest import pdf_text, squash

DAY = PartialDate(2025, 1, 1)


def spec(**fields: object) -> VariantSpec:
    return VariantSpec.model_validate(fields)


def test_long_shows_every_section_without_a_budget() -> None:
    long = resolve_variant("long")
    assert "publications" in long.sections and "custom" in long.sections
    assert long.max_pages is None and long.rules == {}


def test_short_is_an_academic_short_cv_in_two_pages() -> None:
    short = resolve_variant("short")
    assert short.sections == ("education", "experience", "publications", "honors", "grants")
    assert short.max_pages == 2
    assert short.rule("publications").max == 8
    assert not short.mentors


def test_the_group_redefines_a_builtin_field_by_field() -> None:
    short = resolve_variant("short", {"short": spec(max_pages=1, rules={"honors": {"max": 2}})})
    assert short.max_pages == 1
    assert short.rule("honors").max == 2
    assert short.rule("publications").max == 8  # untouched rules stay


def test_a_profile_overrides_the_group_and_rules_merge_per_field() -> None:
    group = {
        "grant": spec(
            extends="short",
            rules={"publications": {"first_author": True, "since": 2022}},
            max_pages=2,
        )
    }
    own = {"grant": spec(rules={"publications": {"max": 3}}, abstracts=True)}
    grant = resolve_variant("grant", group, own)
    rule = grant.rule("publications")
    assert (rule.first_author, rule.since, rule.max) == (True, 2022, 3)
    assert grant.abstracts and grant.max_pages == 2
    assert grant.sections == resolve_variant("short").sections  # from extends


def test_extends_sees_the_profile_own_changes_to_its_parent() -> None:
    own = {"short": spec(bullets=1), "mini": spec(extends="short", max_pages=1)}
    assert resolve_variant("mini", {}, own).bullets == 1


def test_names_list_builtins_then_group_then_own() -> None:
    assert variant_names({"grant": spec()}, {"mine": spec(), "short": spec()}) == [
        "long",
        "short",
        "grant",
        "mine",
    ]


def test_unknown_variant_names_the_known_ones() -> None:
    with pytest.raises(
        UnknownVariantError, match=r"no variant 'tiny' \(known: long, short, grant\)"
    ):
        resolve_variant("tiny", {"grant": spec()})


def test_an_extends_loop_is_an_error_not_a_hang() -> None:
    group = {"a": spec(extends="b"), "b": spec(extends="a")}
    with pytest.raises(UnknownVariantError, match=r"a -> b -> a"):
        resolve_variant("a", group)


def test_definition_is_plain_data_for_the_pdf() -> None:
    data = resolve_variant("short").definition()
    assert data["max_pages"] == 2
    assert data["rules"]["publications"] == {"max": 8}


def test_a_group_variant_overridden_in_one_profile_selects_by_tag_and_year(
    tmp_path: Path,
) -> None:
    """tests/variants/: the group's grant variant; Charles widens its year for himself."""
    out = tmp_path / "out"
    for person in ("ada", "charles"):
        build_cv(
            CvRequest(Path(f"tests/variants/{person}.yaml"), variant="grant", date=DAY),
            BuildOptions(out_dir=out),
        )
    ada = squash(pdf_text(out / "ada-grant-2025-01-01.pdf"))
    charles = squash(pdf_text(out / "charles-grant-2025-01-01.pdf"))
    assert "Analytical Engine Project" in ada and "Difference Engine Shop" not in ada  # by tag
    assert "A New Paper From 2024" in ada and "An Old Paper" not in ada  # by year (group)
    assert "Royal Society" in charles and "Cambridge" not in charles  # by tag, not by year
    assert "An Old Paper From 2019" in charles  # by year: his own override
    assert "Experience" in ada and "Education" not in ada  # the group's sections


def test_a_variants_style_keys_win_over_the_profiles_and_are_inherited() -> None:
    from cvgen.cv.variants import variant_style
    from cvgen.model import Style

    group = {"letters": spec(extends="long", style={"paper": "letter", "dates": "left"})}
    own = {"mine": spec(extends="letters", style={"dates": "right"})}
    profile_style = Style.model_validate({"accent_color": "#0395DE", "paper": "a4"})
    style = variant_style(profile_style, resolve_variant("mine", group, own))
    assert (style.accent_color, style.paper, style.dates) == ("#0395DE", "letter", "right")
    assert variant_style(profile_style, resolve_variant("long")) is profile_style


def test_a_variants_style_is_in_its_definition_only_when_set() -> None:
    from cvgen.cv.variants import Variant

    assert "style" not in resolve_variant("long").definition()
    letters = resolve_variant("letters", {"letters": spec(style={"paper": "letter"})})
    assert letters.definition()["style"] == {"paper": "letter"}
    assert Variant.from_definition(letters.definition()) == letters


def test_a_variant_may_leave_the_photo_out_and_says_so_only_then() -> None:
    from cvgen.cv.variants import Variant

    ats = resolve_variant("ats", {"ats": VariantSpec(extends="short", photo=False)})
    assert ats.photo is False and ats.definition()["photo"] is False
    assert Variant.from_definition(ats.definition()).photo is False
    long = resolve_variant("long")
    assert long.photo is True and "photo" not in long.definition()  # as it embedded before
    assert Variant.from_definition(long.definition()).photo is True
