"""The table of real venues, looked up by any of their names or LaTeX macros.

cvgen ships ``venues.yaml`` beside this module (conferences and journals of
computer science, applied mathematics, physics, astronomy and the life
sciences, the last under their MEDLINE abbreviations); a ``venues.yaml`` beside the
publication database adds venues or replaces one of the same short name (its
names then win over the shipped ones). The file's shape is
:class:`cvgen.model.venuetable.VenueFile`.

Names are compared as keys: without case, accents, punctuation, "the" and
"and" (``Astronomy & Astrophysics`` is ``Astronomy and Astrophysics``; PubMed's
``J Virol`` is ``J. Virol.``, ``PloS one`` is ``PLOS ONE``). A name
of three words or more is also found without its publisher and ``International``
/ ``Annual`` (``Symposium on Operating Systems Principles`` is SOSP).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from cvgen.model.pubdb import normalize_name
from cvgen.model.venuetable import VenueFile, VenueSpec
from cvgen.sources.paths import VENUES_NAME
from cvgen.sources.validate import validate_document
from cvgen.sources.yamlsource import load_yaml

BUNDLED = Path(__file__).with_name("venues.yaml")

_SKIP = {"the", "and"}
# ("siam" is not one: the SIAM Conference on Data Mining is not the IEEE one)
_PUBLISHER = {"acm", "ieee", "usenix", "ifip", "cvf", "rsj", "international", "annual"}
# the ACM special interest groups that prefix a venue's name ("ACM SIGPLAN-SIGACT Symposium ...")
_SIG = re.compile(
    r"^sig(?:act|ai|arch|bed|chi|comm|csd|da|ecom|graph|hpc|ir|kdd|log|metrics|micro|mis|mm"
    r"|mobile|mod|ops|plan|sac|sim|soft|web)$"
)


def name_key(name: str) -> str:
    """How names are compared: ``The Astrophysical Journal`` -> ``astrophysical journal``."""
    words = normalize_name(name.replace("&", " and ")).split()
    return " ".join(w for w in words if w not in _SKIP)


def core_key(name: str) -> str:
    """The key without publisher words; "" when fewer than three words are left."""
    words = [w for w in name_key(name).split() if w not in _PUBLISHER and not _SIG.match(w)]
    return " ".join(words) if len(words) >= 3 else ""


@dataclass(frozen=True)
class TableVenue:
    """A venue of the table: the short name CVs print and its full name."""

    short: str
    long: str
    names: tuple[str, ...] = ()  # the other ways it is written
    macros: tuple[str, ...] = ()  # without the backslash


@dataclass(frozen=True)
class VenueTable:
    """Venues by short name, by any name's key and core key, and by macro."""

    venues: dict[str, TableVenue] = field(default_factory=dict)  # casefolded short -> venue
    by_key: dict[str, TableVenue] = field(default_factory=dict)
    by_core: dict[str, TableVenue | None] = field(default_factory=dict)  # None: ambiguous
    by_macro: dict[str, TableVenue] = field(default_factory=dict)
    clashes: tuple[str, ...] = ()  # names given to two venues (the later one wins)

    @classmethod
    def of(cls, venues: Iterable[TableVenue]) -> VenueTable:
        table = cls(venues={v.short.casefold(): v for v in venues})
        clashes: list[str] = []
        for venue in table.venues.values():
            for name in dict.fromkeys([venue.short, venue.long, *venue.names]):
                key, core = name_key(name), core_key(name)
                if table.by_key.get(key, venue) != venue:
                    clashes.append(f"{name!r}: {table.by_key[key].short} and {venue.short}")
                table.by_key[key] = venue
                if core:
                    other = table.by_core.setdefault(core, venue)
                    table.by_core[core] = venue if other == venue else None
            for macro in venue.macros:
                name = macro.removeprefix("\\")
                if table.by_macro.get(name, venue) != venue:
                    clashes.append(f"\\{name}: {table.by_macro[name].short} and {venue.short}")
                table.by_macro[name] = venue
        return cls(table.venues, table.by_key, table.by_core, table.by_macro, tuple(clashes))

    def merged(self, file: VenueFile) -> VenueTable:
        """This table with the file's venues added; one of the same short name replaced."""
        added = [_table_venue(short, spec) for short, spec in file.venues.items()]
        replaced = {v.short.casefold() for v in added}
        kept = [v for k, v in self.venues.items() if k not in replaced]
        return VenueTable.of([*kept, *added])

    def find(self, name: str) -> TableVenue | None:
        """The venue written ``name`` (one of its names, exactly as a key)."""
        return self.by_key.get(name_key(name)) if name.strip() else None

    def find_core(self, name: str) -> TableVenue | None:
        """The venue whose name without publisher words is ``name``'s."""
        core = core_key(name)
        return self.by_core.get(core) if core else None

    def macro(self, name: str) -> TableVenue | None:
        """The journal of a LaTeX macro: ``\\apj`` (or ``apj``) -> ApJ."""
        return self.by_macro.get(name.strip().removeprefix("\\"))


def _table_venue(short: str, spec: VenueSpec) -> TableVenue:
    macros = tuple(m.removeprefix("\\") for m in spec.macros)
    return TableVenue(short.strip(), spec.long, tuple(spec.also), macros)


def read_venue_file(path: Path) -> VenueFile:
    """A venue table file, validated; its problems located ``file:line:col``."""
    return validate_document(VenueFile, load_yaml(path))


@lru_cache(maxsize=1)
def bundled_table() -> VenueTable:
    """The venues cvgen ships."""
    return VenueTable().merged(read_venue_file(BUNDLED))


def load_venue_table(database: Path | None) -> VenueTable:
    """The shipped venues, with the group's ``venues.yaml`` beside ``database``."""
    own = database.parent / VENUES_NAME if database is not None else None
    if own is None or not own.is_file():
        return bundled_table()
    return bundled_table().merged(read_venue_file(own))
