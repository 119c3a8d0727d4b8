"""The group's members on the publication page: the names they publish under, and
the id by which the page (its filter, the group site's links) names each of them.

A member's id is the slug of their profile, the file's stem (``profiles/zili-zhang.yaml``
is ``zili-zhang``): the name their CV's files and their folder of the group's site
carry, so ``publications.html#member=zili-zhang`` needs no table to be built.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from cvgen.cv.workspace import Workspace
from cvgen.model.markup import plain_text
from cvgen.model.pubdb import ET_AL, normalize_name
from cvgen.sources.paths import slugify


@dataclass(frozen=True)
class PageMember:
    id: str  # the profile's slug
    name: str  # as the profile writes it


def member_names(profiles: Sequence[Path], workspace: Workspace) -> dict[str, str]:
    """Every name of the people with a profile (in each language, then the
    aliases, as their CVs match them), each to its person's id; a person's own
    name comes first, and is the one the page lists them by."""
    names: dict[str, str] = {}
    for loaded in workspace.profiles(list(profiles)):
        for name in loaded.profile.spellings():
            names.setdefault(plain_text(name), loaded.path.stem)
    return names


@dataclass(frozen=True)
class MemberIndex:
    """Who an author is: ``ids`` by normalized name, ``shown`` the name of each id."""

    ids: Mapping[str, str]
    shown: Mapping[str, str]

    @classmethod
    def of(cls, members: Sequence[str] | Mapping[str, str]) -> MemberIndex:
        """``members``: each name to its member's id, or just names (a list in a
        test or a script): each name is then a member of its own, named by its slug."""
        pairs = members.items() if isinstance(members, Mapping) else _own_ids(members)
        ids: dict[str, str] = {}
        shown: dict[str, str] = {}
        for name, member_id in pairs:
            ids.setdefault(normalize_name(name), member_id)
            shown.setdefault(member_id, name)
        return cls(ids, shown)

    def id_of(self, author: str) -> str:
        """The author's member id, or empty (not a member)."""
        return "" if author == ET_AL else self.ids.get(normalize_name(author), "")

    def listed(self, ids: Iterable[str]) -> tuple[PageMember, ...]:
        """The members of ``ids``, by name (then id: the order is the same on every build)."""
        wanted = set(ids)
        members = [PageMember(i, name) for i, name in self.shown.items() if i in wanted]
        return tuple(sorted(members, key=lambda m: (normalize_name(m.name), m.name, m.id)))


def _own_ids(names: Sequence[str]) -> list[tuple[str, str]]:
    # a name with no letter a slug keeps (张子力) still needs an id that is not empty
    return [(name, slugify(name) or f"member-{i + 1}") for i, name in enumerate(names)]
