"""Variants: the built-in ``long`` and ``short``, the group's, a profile's own.

A variant is resolved in layers, each setting only the fields it writes:
the variant it ``extends`` (if any), then the built-in of that name, then the
group's definition in ``profiles/variants.yaml``, then the profile's own
``variants:``. Rules for a section merge field by field, so a profile can
raise ``publications.max`` and keep the group's ``first_author``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, get_args

from cvgen.errors import CvgenError, did_you_mean
from cvgen.model import SectionName, SectionRule, Style, VariantSpec
from cvgen.model.variant import Ranking
from cvgen.support.defaults import BUILTIN_VARIANTS

SECTION_ORDER: tuple[str, ...] = get_args(SectionName)  # the default order
# (each section's heading and what it shows: cvgen.cv.sections)

_LONG, _SHORT = BUILTIN_VARIANTS
# A short CV keeps its best honours and grants through the page budget: a one-page
# CV that extends short drops the others first, never these.
_KEPT: dict[str, dict[str, int]] = {
    "honors": {"max": 5, "keep": 3},
    "grants": {"max": 5, "keep": 3},
}
BUILTIN: dict[str, VariantSpec] = {
    _LONG: VariantSpec(
        description="Everything in the profile",
        sections=list(SECTION_ORDER),
        abstracts=False,
        locations=True,
        mentors=True,
    ),
    _SHORT: VariantSpec.model_validate(
        {
            "description": "Education, current and recent positions, selected papers, "
            "top honours; at most 2 pages",
            "sections": ["education", "experience", "publications", *_KEPT],
            "rules": {
                "education": {"bullets": 1},
                "experience": {"max": 4},
                "publications": {"max": 8},
                **_KEPT,
            },
            "bullets": 2,
            "abstracts": False,
            "locations": True,
            "mentors": False,
            "max_pages": 2,
            "drop_order": [*_KEPT, "experience", "publications", "education"],
        }
    ),
}


@dataclass(frozen=True)
class Variant:
    """A variant with every layer applied: what the select stage follows."""

    name: str
    description: str = ""
    sections: tuple[str, ...] = SECTION_ORDER
    rules: Mapping[str, SectionRule] = field(default_factory=dict)
    bullets: int | None = None
    abstracts: bool = False
    locations: bool = True
    mentors: bool = True
    photo: bool = True  # show the profile's photo, if it has one
    max_pages: int | None = None
    drop_order: tuple[str, ...] = ()
    style: Mapping[str, Any] = field(default_factory=dict)  # the style keys its layers write
    ranking: Mapping[str, Any] = field(default_factory=dict)  # the ranking keys its layers write
    theme: str | None = None  # None: the profile's, else the default
    locale: str | None = None  # None: the profile's, else en

    def rule(self, section: str) -> SectionRule:
        return self.rules.get(section) or SectionRule()

    def bullet_limit(self, section: str) -> int | None:
        own = self.rule(section).bullets
        return own if own is not None else self.bullets

    def definition(self) -> dict[str, Any]:
        """The resolved definition as plain data (hashed and embedded in the PDF);
        ``theme`` only when set, so a CV in the default look embeds what it did."""
        theme = {"theme": self.theme} if self.theme else {}
        locale = {"locale": self.locale} if self.locale else {}
        return {
            "name": self.name,
            "sections": list(self.sections),
            "rules": {k: v.model_dump(exclude_defaults=True) for k, v in self.rules.items()},
            "bullets": self.bullets,
            "abstracts": self.abstracts,
            "locations": self.locations,
            "mentors": self.mentors,
            "max_pages": self.max_pages,
            "drop_order": list(self.drop_order),
            # only when set: the definition of a variant without one is as it was
            **({"style": self._style_data()} if self.style else {}),
            **({} if self.photo else {"photo": False}),
            **({"ranking": dict(self.ranking)} if self.ranking else {}),
            **theme,
            **locale,
        }

    def _style_data(self) -> dict[str, Any]:
        data = Style.model_validate(self.style).model_dump(mode="json")
        return {key: value for key, value in data.items() if key in self.style}

    @classmethod
    def from_definition(cls, data: Mapping[str, Any]) -> Variant:
        """The variant that :meth:`definition` wrote (read back from a PDF)."""
        return cls(
            name=data["name"],
            sections=tuple(data["sections"]),
            rules={k: SectionRule.model_validate(v) for k, v in data.get("rules", {}).items()},
            bullets=data.get("bullets"),
            abstracts=data.get("abstracts", False),
            locations=data.get("locations", True),
            mentors=data.get("mentors", True),
            photo=data.get("photo", True),
            max_pages=data.get("max_pages"),
            drop_order=tuple(data.get("drop_order", ())),
            style=_style_keys(Style.model_validate(data.get("style", {}))),
            ranking=_ranking_keys(Ranking.model_validate(data.get("ranking", {}))),
            theme=data.get("theme"),
            locale=data.get("locale"),
        )


class UnknownVariantError(CvgenError):
    pass


def variant_names(
    group: Mapping[str, VariantSpec] | None = None, own: Mapping[str, VariantSpec] | None = None
) -> list[str]:
    """Every variant a profile can build: built-in, then the group's, then its own."""
    names = list(BUILTIN)
    for layer in (group or {}, own or {}):
        names += [n for n in layer if n not in names]
    return names


def resolve_variant(
    name: str,
    group: Mapping[str, VariantSpec] | None = None,
    own: Mapping[str, VariantSpec] | None = None,
    ranking: Ranking | None = None,
) -> Variant:
    """The variant ``name`` with its layers applied; unknown names are errors.
    ``ranking``: the group's (``variants.yaml``'s ``ranking:``), under the
    variant's own keys."""
    variant = _resolve(name, group or {}, own or {}, ())
    if ranking is None:
        return variant
    return replace(variant, ranking={**_ranking_keys(ranking), **variant.ranking})


def _resolve(
    name: str,
    group: Mapping[str, VariantSpec],
    own: Mapping[str, VariantSpec],
    seen: tuple[str, ...],
) -> Variant:
    layers = [spec for spec in (BUILTIN.get(name), group.get(name), own.get(name)) if spec]
    if not layers:
        names = variant_names(group, own)
        hint = did_you_mean(name, names) or f"known: {', '.join(names)}"
        raise UnknownVariantError(f"no variant '{name}' ({hint})")
    if name in seen:
        chain = " -> ".join([*seen, name])
        raise UnknownVariantError(f"variant '{name}' extends itself ({chain}); break the loop")
    values: dict[str, Any] = {}
    parent = next((s.extends for s in reversed(layers) if s.extends), None)
    if parent:
        values = _as_values(_resolve(parent, group, own, (*seen, name)))
    for spec in layers:
        _apply(values, spec)
    values["name"] = name
    return Variant(**values)


def _as_values(variant: Variant) -> dict[str, Any]:
    values = {f: getattr(variant, f) for f in variant.__dataclass_fields__}
    values["rules"] = dict(variant.rules)
    return values


# fields where an empty value is a setting (no bullet limit, no page budget);
# elsewhere it leaves the field as the layers below set it
_NONE_MEANS = {"bullets", "max_pages"}


def _apply(values: dict[str, Any], spec: VariantSpec) -> None:
    for name in spec.model_fields_set - {"extends"}:
        value = getattr(spec, name)
        if value is None and name not in _NONE_MEANS:  # `sections:` left empty: as if unset
            continue
        if name == "rules":
            rules = dict(values.get("rules", {}))
            for section, rule in value.items():
                base = rules.get(section, SectionRule())
                update = {f: getattr(rule, f) for f in rule.model_fields_set}
                rules[section] = base.model_copy(update=update)
            values["rules"] = rules
        elif name == "style":  # key by key, over the layers below
            values["style"] = {**values.get("style", {}), **_style_keys(value)}
        elif name == "ranking":
            values["ranking"] = {**values.get("ranking", {}), **_ranking_keys(value)}
        elif name in ("sections", "drop_order"):
            values[name] = tuple(value)
        else:
            values[name] = value


def _style_keys(style: Style) -> dict[str, Any]:
    return {key: getattr(style, key) for key in style.model_fields_set}


def _ranking_keys(ranking: Ranking) -> dict[str, Any]:
    """The keys a ranking writes, as plain data (a variant's definition holds them)."""
    return ranking.model_dump(mode="json", include=ranking.model_fields_set)


def variant_style(base: Style, variant: Variant) -> Style:
    """``base`` (a profile's style) with the variant's keys written over it."""
    if not variant.style:
        return base
    update = dict(variant.style)
    if "prefixes" in update:  # kind by kind, over the profile's
        update["prefixes"] = {**base.prefixes, **update["prefixes"]}
    return base.model_copy(update=update)
