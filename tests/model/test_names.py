"""Names in the models: a variant's (keys), a theme's, a locale's."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from cvgen.model import VariantFile
from cvgen.model.names import NAME_ERROR
from cvgen.model.theme import ThemeSpec
from cvgen.support.names import MAX_LENGTH, NAME_PATTERN


def test_a_variant_key_that_breaks_the_rule_is_a_name_error() -> None:
    with pytest.raises(ValidationError) as caught:
        VariantFile.model_validate({"variants": {"ok": {}, "../x": {}}})
    (error,) = caught.value.errors()
    assert error["type"] == NAME_ERROR and error["loc"] == ("variants", "../x", "[key]")
    assert error["ctx"]["fix"].endswith("e.g. 'x'")


def test_a_theme_name_follows_the_same_rule() -> None:
    assert ThemeSpec.model_validate({"extends": "My-Theme.2"}).extends == "My-Theme.2"
    with pytest.raises(ValidationError, match="a theme's name becomes part of a file name"):
        ThemeSpec.model_validate({"extends": "../classic"})


def test_the_schema_tells_an_editor_the_rule() -> None:
    variants = VariantFile.model_json_schema()["properties"]["variants"]
    assert variants["propertyNames"] == {"maxLength": MAX_LENGTH}
    assert list(variants["patternProperties"]) == [NAME_PATTERN]


def test_a_custom_sections_id_follows_the_rule_and_takes_no_name_of_cvgens() -> None:
    from cvgen.model import CustomSection

    assert CustomSection.model_validate({"id": "grants-legacy", "title": "G"}).id == "grants-legacy"
    # one derived from a title, read back from a PDF, may hold the title's letters
    assert CustomSection.model_validate({"id": "custom-学术-服务", "title": "G"}).id
    for bad, says in (("../x", "a custom section's id"), ("teaching", "one of cvgen's sections")):
        with pytest.raises(ValidationError, match=says):
            CustomSection.model_validate({"id": bad, "title": "G"})
