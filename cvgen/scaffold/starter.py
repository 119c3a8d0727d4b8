"""A new person's first files (``cvgen new``): a starter profile that builds as it is.

``new_cv`` makes a CV folder (``cvgen new NAME --dir ~/cv``: ``~/cv/profiles/``, made
if missing; without ``--dir``, ``profiles/`` here): ``cd ~/cv && cvgen build``
then builds it. Run in cvgen's own clone, whose ``profiles/`` holds the example
group, it says so and suggests ``--dir``.

``new_profile`` writes ``DIR/<slug>.yaml`` from the commented template in
``cvgen/scaffold/starter_files/`` (every section shown once, each field explained), the
JSON schemas editors read (:mod:`cvgen.sources.schema`), and, when ``DIR`` has no
publication database, a small one: with one example paper by the new person,
so that the Publications section shows the format, or with the papers of a
BibTeX file (``--from-bib``, imported by :mod:`cvgen.importers.bibimport`);
``--from-jsonresume`` and ``--from-rendercv`` convert a whole CV instead. It never
overwrites a profile. Everything is checked before anything is written, and
the profile is written last: a failure leaves no profile behind, and a
database created for an import that then fails is removed again. After an
import, :mod:`cvgen.importers.authorship` says which of the file's papers the
new CV lists, and names each one that may be the person's but that it leaves
out (a spelling one letter apart, an author list ending with ``et al.``).

The name is user text: it reaches the YAML only through :func:`cvgen.importers.dbwrite.quote`.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from cvgen.errors import CvgenError, display_path
from cvgen.importers.authorship import Loose, authorship, initials_form
from cvgen.importers.bibimport import ImportReport, import_bib
from cvgen.importers.bibimport import report_lines as bib_report_lines
from cvgen.importers.bibtex import read_bib
from cvgen.importers.dbwrite import quote
from cvgen.importers.jsonresume.importer import import_jsonresume
from cvgen.importers.profilewrite import ImportedProfile
from cvgen.importers.rendercv.importer import import_rendercv
from cvgen.model import Profile, PublicationDatabase
from cvgen.scaffold.starterfiles import starter_environment
from cvgen.sources.paths import DATABASE_NAME, GROUP_FILES, PROFILES_DIR, slugify
from cvgen.sources.schema import SchemaFile, schema_line, write_schemas
from cvgen.sources.validate import validate_document
from cvgen.sources.yamlsource import load_yaml
from cvgen.support.files import remove_file, write_atomically
from cvgen.support.names import is_name, name_problem
from cvgen.support.resources import source_checkout


class NewProfileError(CvgenError):
    """``cvgen new`` cannot write the profile asked for (nothing was written)."""


@dataclass(frozen=True)
class NewProfile:
    """What :func:`new_profile` wrote."""

    name: str
    profile: Path
    schemas: tuple[SchemaFile, ...]
    database: Path  # the database the profile uses
    database_created: bool
    imported: ImportReport | None = None
    file_papers: int = 0  # --from-bib: the file's papers now in the database
    authored: tuple[str, ...] = ()  # ... that have NAME among the authors
    spellings: tuple[str, ...] = ()  # other spellings of NAME in the file
    aliases: tuple[str, ...] = ()  # ... written into the new profile's aliases
    loose: tuple[Loose, ...] = ()  # the file's papers that may be NAME's, not on the CV
    folder: Path | None = None  # the CV folder (new_cv): profile.parent's parent
    folder_made: bool = False  # ... which did not exist before


def profiles_folder(folder: Path) -> Path:
    """``--dir FOLDER``: the CV folder's ``profiles/``; a FOLDER named ``profiles``
    is taken as that folder itself."""
    return folder if folder.name == PROFILES_DIR.name else folder / PROFILES_DIR


def new_cv(
    name: str, folder: Path = Path("."), *, slug: str | None = None, from_bib: Path | None = None
) -> NewProfile:
    """``cvgen new NAME --dir FOLDER``: :func:`new_profile` in FOLDER's ``profiles/``
    (both made if missing): all a CV folder needs to build."""
    profiles = profiles_folder(folder)
    made = not profiles.parent.exists()
    result = new_profile(name, profiles, slug=slug, from_bib=from_bib, inside=profiles.parent)
    return replace(result, folder=profiles.parent, folder_made=made)


def new_profile(
    name: str,
    directory: Path = PROFILES_DIR,
    *,
    slug: str | None = None,
    from_bib: Path | None = None,
    profile_text: str | None = None,
    inside: Path | None = None,
) -> NewProfile:
    """Write a new person's profile in ``directory`` (see the module doc).

    ``profile_text`` replaces the starter (e.g. a profile converted from another
    format); it is checked like the starter and gets the schema line on top.
    ``inside``: the folder the command was given, made if missing (default:
    ``directory``)."""
    inside = directory if inside is None else inside
    name = " ".join(name.split())  # one line: a line break has no place in a name
    if not name:
        raise NewProfileError('the name is empty (cvgen new "Ada Lovelace")')
    path = directory / f"{slug or _slug_of(name)}.yaml"
    _check_target(path, slug)
    if from_bib is not None:
        read_bib(from_bib)  # a missing or unreadable file fails here, before any writing
    text = _profile_text(name, path, profile_text)
    database = directory / DATABASE_NAME
    created = not database.exists()
    if created:
        database_text = _database_text(name, example=from_bib is None)
        _check_loads(database, database_text, PublicationDatabase)
        write_atomically(database, database_text.encode("utf-8"), inside=inside)
    try:  # a failure (a bad .bib, a full disk) leaves no database made for it
        imported = import_bib(from_bib, database, owner=[name]) if from_bib else None
        # the file's spellings of the name go into a new starter profile, so that
        # its papers find their owner: the CV lists them from the first build
        owner = imported.owner if imported is not None and profile_text is None else None
        aliases = owner.others() if owner else ()
        if imported is not None and aliases:
            text = _profile_text(name, path, None, aliases)
            imported = replace(imported, owner=None)  # nothing left to add by hand
        if imported is not None:  # named below, with the aliases just written
            imported = replace(imported, loose=())
        schemas = write_schemas(directory)
        write_atomically(path, text.encode("utf-8"), inside=inside)
    except BaseException:
        if created:
            remove_file(database, inside=database.parent)
        raise
    result = NewProfile(name, path, tuple(schemas), database, created, imported, aliases=aliases)
    if imported is None:
        return result
    found = authorship(imported.plan, database, [name, *aliases])
    return replace(
        result,
        file_papers=found.file_papers,
        authored=found.authored,
        spellings=found.spellings,
        loose=found.loose,
    )


def _profile_text(name: str, path: Path, given: str | None, aliases: Sequence[str] = ()) -> str:
    """The profile to write, with the schema line on top, checked."""
    text = given or starter_profile(name, path, aliases)
    if not text.startswith(schema_line("profile")):
        text = f"{schema_line('profile')}\n{text}"
    _check_loads(path, text, Profile)
    return text


def new_from_jsonresume(
    name: str, directory: Path, resume: Path, *, slug: str | None = None
) -> tuple[ImportedProfile, tuple[SchemaFile, ...]]:
    """``cvgen new NAME --from-jsonresume FILE``: the profile converted from a
    JSON Resume document (see :mod:`cvgen.importers.jsonresume.importer`), under NAME, in
    ``directory``, with the editors' schemas beside it."""
    return _new_from(import_jsonresume, name, directory, resume, slug)


def new_from_rendercv(
    name: str, directory: Path, cv_file: Path, *, slug: str | None = None
) -> tuple[ImportedProfile, tuple[SchemaFile, ...]]:
    """``cvgen new NAME --from-rendercv FILE``: the profile converted from a
    RenderCV file (see :mod:`cvgen.importers.rendercv.importer`), as
    :func:`new_from_jsonresume` does."""
    return _new_from(import_rendercv, name, directory, cv_file, slug)


def _new_from(
    run: Callable[..., ImportedProfile],
    name: str,
    directory: Path,
    source: Path,
    slug: str | None,
) -> tuple[ImportedProfile, tuple[SchemaFile, ...]]:
    name = " ".join(name.split())
    if not name:
        raise NewProfileError('the name is empty (cvgen new "Ada Lovelace")')
    path = directory / f"{slug or _slug_of(name)}.yaml"
    _check_target(path, slug)
    imported = run(source, directory, name=name, profile=path)
    return imported, imported.schemas  # written beside the profile by the import


def report_lines(made: NewProfile) -> list[str]:
    """What ``cvgen new`` prints: the files written (in a CV folder elsewhere, under
    its name and relative to it), the import's summary; in cvgen's own clone, where
    that is."""
    folder = _elsewhere(made)

    def show(path: Path) -> str:
        return display_path(path) if folder is None else path.relative_to(folder).as_posix()

    written = [(show(made.profile), "replace the examples with yours")]
    if made.database_created:
        what = "the imported papers" if made.imported else "one example paper"
        written.append((show(made.database), f"a publication database: {what}"))
    schemas = [show(s.path) for s in made.schemas if s.written]
    if schemas:
        written.append((", ".join(schemas), "for your editor: see cvgen schema --help"))
    if folder is None:
        lines = [f"wrote {path} ({what})" for path, what in written]
    else:
        heading = "made {}, a CV folder:" if made.folder_made else "wrote into {}:"
        lines = [heading.format(_folder_name(folder))]
        lines += [f"  {path} ({what})" for path, what in written]
    if made.folder is not None and _same(made.folder, source_checkout()):
        lines.append(
            f"note: {display_path(made.profile.parent)}/ is the example group of cvgen's "
            f"own clone; a CV folder of your own: cvgen new {_typed(made.name)} --dir ~/cv"
        )
    if made.imported is not None:
        lines += bib_report_lines(made.imported)
        if made.aliases:
            spelled = ", ".join(quote(a) for a in made.aliases)
            lines.append(
                f"added aliases: [{spelled}] to {display_path(made.profile)} "
                f"(how {display_path(made.imported.bib)} spells {made.name})"
            )
        if made.authored:
            count = len(made.authored)
            lines.append(
                f"{made.name} is among the authors of {count} of the "
                f"{_papers(made.file_papers)} of {display_path(made.imported.bib)}: "
                f"the CV lists {'it' if count == 1 else 'them'}"
                + (f"; {len(made.loose)} more may be (named below)" if made.loose else "")
            )
    return lines


def warnings(made: NewProfile) -> list[str]:
    """--from-bib: each paper of the file that may be the new person's but that
    the CV leaves out, with its fix; or that none of them is theirs."""
    if made.imported is None:
        return []
    bib, profile = display_path(made.imported.bib), display_path(made.profile)
    loose = [
        f"{loose.key} ({loose.title}) of {bib} may be {made.name}'s, but the CV leaves "
        f"it out: {loose.reason()}; {loose.fix(profile)}"
        for loose in made.loose
    ]
    if made.authored:
        return loose
    guesses = made.spellings or [initials_form(made.name)]
    example = ", ".join(quote(g) for g in guesses if g != made.name) or '"as the file writes it"'
    # none is the person's: the file may be someone else's, and its "et al." says nothing
    loose = [line for line, found in zip(loose, made.loose, strict=True) if found.alias]
    return [
        f"none of the {_papers(made.file_papers)} of {display_path(made.imported.bib)} "
        f"lists {made.name} among the authors, so the CV shows none of them; if the file "
        f"spells the name differently, add that spelling to {display_path(made.profile)}: "
        f"aliases: [{example}]",
        *loose,
    ]


def _papers(count: int) -> str:
    return f"{count} paper{'s' if count != 1 else ''}"


def next_command(made: NewProfile) -> str:
    """The command that builds the new CV: in a CV folder elsewhere, all of its CVs."""
    folder = _elsewhere(made)
    if folder is None:
        return build_command(made.profile)
    return f"cd {_folder_name(folder, shell=True)} && cvgen build"


def build_command(profile: Path) -> str:
    return f"cvgen build {shlex.quote(display_path(profile))}"


def _typed(name: str) -> str:
    """NAME as a shell command line takes it: in double quotes when they do."""
    if shlex.quote(name) == name or any(c in name for c in '"$`\\!'):
        return shlex.quote(name)
    return f'"{name}"'


def _elsewhere(made: NewProfile) -> Path | None:
    """The CV folder, unless it is the working directory."""
    return None if made.folder is None or _same(made.folder, Path.cwd()) else made.folder


def _same(folder: Path, other: Path | None) -> bool:
    return other is not None and folder.resolve() == other.resolve()


def _folder_name(folder: Path, *, shell: bool = False) -> str:
    """A folder as the user would type it: below the home folder as ``~/...``, else
    relative to the working directory when below it."""
    quote = shlex.quote if shell else str
    try:
        inside = folder.resolve().relative_to(Path.home().resolve())
    except ValueError:
        return quote(display_path(folder))
    return f"~/{quote(inside.as_posix())}" if inside.parts else "~"


def starter_profile(name: str, path: Path, aliases: Sequence[str] = ()) -> str:
    """The commented starter profile for ``name``, to be written at ``path``;
    ``aliases``: spellings of the name an imported file uses."""
    shown = display_path(path)
    return _render(
        "profile.yaml.j2",
        name=quote(name),
        family=quote(name.split()[-1]),
        alias=quote(initials_form(name)),
        aliases=", ".join(quote(a) for a in aliases),
        email=f"{path.stem}@example.org" if is_name(path.stem) else "you@example.org",
        path=shown if shown.isprintable() else path.name,  # it is written into comments
        stem=path.stem if path.stem.isprintable() else "<file name>",
    )


def _database_text(name: str, *, example: bool) -> str:
    """A new database: one example paper by ``name``, or (for an import) no papers
    yet, which the import appends under the ``papers:`` it writes."""
    return _render("publications.yaml.j2", name=quote(name), example=example)


def _render(template: str, **values: object) -> str:
    env = starter_environment()  # every user value arrives quoted by quote()
    line = schema_line("profile" if template.startswith("profile") else "database")
    return env.get_template(template).render(schema_line=line, **values)


def _slug_of(name: str) -> str:
    slug = slugify(name)
    if not slug:
        raise NewProfileError(
            f"{name!r} has no Latin letters or digits for the file name: "
            "name the file with --slug (e.g. --slug zhang-san)"
        )
    return slug


def _check_target(path: Path, slug: str | None) -> None:
    if problem := name_problem(path.stem if slug is None else slug, "a profile's file name"):
        message, fix = problem
        raise NewProfileError(f"{'--slug ' if slug is not None else ''}{message} ({fix})")
    if path.name in GROUP_FILES:
        raise NewProfileError(
            f"{display_path(path)} is the group's file, not a profile: "
            "choose another file name with --slug"
        )
    if path.exists():
        raise NewProfileError(
            f"{display_path(path)} already exists; cvgen new never overwrites a profile "
            f"(choose another file name with --slug {path.stem}-2, or delete "
            f"{display_path(path)} to start again)"
        )


def _check_loads(path: Path, text: str, model: type[Profile] | type[PublicationDatabase]) -> None:
    """The text loads and validates (for the starter, a failure is a bug in the
    template or the quoting; given text gets its problems reported by line)."""
    validate_document(model, load_yaml(path, text))
