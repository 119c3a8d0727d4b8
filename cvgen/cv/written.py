"""Where a variant's setting is written, for an error at that line: the first
layer that sets it, in the order :func:`cvgen.cv.variants.resolve_variant`
applies them, last first (the profile's own variants, the group's file, then
the variant each ``extends``)."""

from __future__ import annotations

from pathlib import Path

from cvgen.cv.variants import Variant
from cvgen.errors import CvgenError, InputError, Location, Problem
from cvgen.sources.loader import LoadedProfile, LoadedVariants

Written = tuple[Location, str]  # where a setting is written, and its key path


def variant_setting(
    loaded: LoadedProfile, group_file: LoadedVariants, variant: str, field: str
) -> Written | None:
    """Where ``variant``'s ``field`` (``theme``, ``locale``) is written, or None."""
    from cvgen.sources.yamlsource import load_yaml

    own = loaded.profile.variants
    group = group_file.variants
    name: str | None = variant
    seen: set[str] = set()
    while name is not None and name not in seen:
        seen.add(name)
        path = ("variants", name, field)
        if name in own and getattr(own[name], field):
            return loaded.source.locate(path), ".".join(path)
        if name in group and getattr(group[name], field) and group_file.path is not None:
            return load_yaml(Path(group_file.path)).source.locate(path), ".".join(path)
        layers = [spec for spec in (group.get(name), own.get(name)) if spec]
        name = next((s.extends for s in reversed(layers) if s.extends), None)
    return None


def profile_setting(loaded: LoadedProfile, field: str) -> Written | None:
    """Where the profile's own ``field`` is written, or None when it is not."""
    if getattr(loaded.profile, field) is None:
        return None
    return loaded.source.locate((field,)), field


def chosen_setting(
    loaded: LoadedProfile,
    group_file: LoadedVariants,
    variant: Variant,
    field: str,
    override: str | None,
) -> Written | None:
    """Where the ``field`` a CV follows is written, as it is chosen (``theme``,
    ``locale``): None for the command line's ``override`` or the default; else
    the variant's layer that sets it, else the profile's."""
    if override:
        return None
    if getattr(variant, field):
        return variant_setting(loaded, group_file, variant.name, field)
    return profile_setting(loaded, field)


def unknown_setting(
    loaded: LoadedProfile,
    group_file: LoadedVariants,
    variant: Variant,
    field: str,
    override: str | None,
    message: str,
    plain: type[CvgenError],
) -> CvgenError:
    """The error for an unknown ``field`` value: located where it is chosen
    (:func:`chosen_setting`, looked up only now), else a ``plain`` one."""
    written = chosen_setting(loaded, group_file, variant, field, override)
    if written is None:
        return plain(message)
    where, path = written
    return InputError([Problem(where, path, message)])
