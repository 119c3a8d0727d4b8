"""Files as they were in a git revision: ``REV:path``, read with git itself.

A profile is only half a CV: its papers and variants live in the group's
files beside it. So the profile and every group file it could use are read
from the same revision, in one ``git cat-file --batch``, and written into a
scratch folder laid out like the repository.
"""

from __future__ import annotations

import posixpath
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from cvgen.errors import CvgenError, FileReadError, InputError, Location, Problem
from cvgen.sources.paths import DATABASE_NAME, VARIANTS_NAME, declared_database, plain_yaml
from cvgen.support.files import write_atomically
from cvgen.support.tools import run_tool

# cat-file's answers for a symlink it could not follow (leaving the repository,
# a loop, a missing target): treated as no file
_UNFOLLOWED = (b"symlink", b"dangling", b"loop", b"notdir")


@dataclass(frozen=True)
class GitRevision:
    rev: str  # as given: HEAD~1, a tag, a hash; "" is git's index
    path: str  # the file, relative to the repository's top
    cwd_prefix: str  # the working directory, relative to the top ("" or "sub/")
    top: Path

    @property
    def name(self) -> str:
        return f"{self.rev}:{self.path}"

    def check_out(self, root: Path) -> Path:
        """Write the file and the group files it may use under ``root``; the file's path."""
        blobs = self.read([self.path])
        if self.path not in blobs:
            raise FileReadError(
                f"{self.name}: no such file in revision '{self.rev or 'index'}' "
                f"(git ls-tree -r --name-only {self.rev or 'HEAD'} lists them)"
            )
        wanted = group_file_candidates(self.path, blobs[self.path], self.cwd_prefix)
        blobs.update(self.read(wanted))
        for path, data in blobs.items():  # a path from the revision's files: kept below root
            write_atomically(root / path, data, inside=root, sync=False)
        return root / self.path

    def read(self, paths: Sequence[str]) -> dict[str, bytes]:
        """The files of ``paths`` that exist in the revision, by path (a symlink
        inside the repository is followed, as a checkout would)."""
        query = "".join(f"{self.rev}:{p}\n" for p in paths).encode()
        out = _git(["cat-file", "--batch", "--follow-symlinks"], self.top, query)
        found: dict[str, bytes] = {}
        pos = 0
        for path in paths:
            end = out.index(b"\n", pos)
            header = out[pos:end]
            pos = end + 1
            if header.endswith((b" missing", b" ambiguous")):  # the name may hold spaces
                continue
            words = header.split(b" ")
            if words[0] in _UNFOLLOWED:  # "<why> <size>", then the link's target
                pos += int(words[1]) + 1
                continue
            size = int(words[2])
            if words[1] == b"blob":
                found[path] = out[pos : pos + size]
            pos += size + 1
        return found

    def relocate(self, exc: CvgenError, root: Path) -> CvgenError:
        """The same error, naming ``REV:path`` instead of the scratch copy."""
        if isinstance(exc, InputError):
            return InputError([self.relocate_problem(p, root) for p in exc.problems])
        return type(exc)(self.relocate_text(exc.message, root))

    def relocate_problem(self, problem: Problem, root: Path) -> Problem:
        return replace(
            problem,
            location=self._where(problem.location, root),
            message=self.relocate_text(problem.message, root),
            fix=self.relocate_text(problem.fix, root),
        )

    def relocate_text(self, text: str, root: Path) -> str:
        return text.replace(f"{root}/", f"{self.rev}:")

    def _where(self, location: Location | None, root: Path) -> Location | None:
        if location is None or not location.file.is_relative_to(root):
            return location
        inside = location.file.relative_to(root).as_posix()
        return replace(location, file=Path(f"{self.rev}:{inside}"))


def parse_revision_spec(spec: str) -> GitRevision | None:
    """``REV:path`` as git reads it (a path starting ``./`` or ``../`` is relative
    to the working directory, any other to the top); None if ``spec`` has no ``:``."""
    split = _separator(spec)
    if split < 0:
        return None
    rev, path = spec[:split], spec[split + 1 :]
    try:
        top = Path(_git(["rev-parse", "--show-toplevel"], Path.cwd()).decode().strip())
    except FileReadError:
        raise FileReadError(
            f"{spec}: no such file, and the working directory is not in a git repository "
            "(REV:path reads a file from git)"
        ) from None
    prefix = _git(["rev-parse", "--show-prefix"], Path.cwd()).decode().strip()
    if rev:
        try:
            _git(["rev-parse", "--verify", "--quiet", "--end-of-options", f"{rev}^{{tree}}"], top)
        except FileReadError:
            raise FileReadError(
                f"{spec}: git knows no revision '{rev}' (git log --oneline lists them)"
            ) from None
    if path.startswith(("./", "../")):
        path = posixpath.normpath(posixpath.join(prefix, path))
    if not path or path.startswith("../") or posixpath.isabs(path):
        raise FileReadError(f"{spec}: '{path}' is not a file inside the repository")
    return GitRevision(rev, path, prefix, top)


def _separator(spec: str) -> int:
    """The ``:`` between revision and path, skipping those inside ``@{...}``."""
    depth = 0
    for i, char in enumerate(spec):
        if spec.startswith("@{", i):
            depth += 1
        elif char == "}" and depth:
            depth -= 1
        elif char == ":" and not depth:
            return i
    return -1


def group_file_candidates(path: str, text: bytes, cwd_prefix: str) -> list[str]:
    """Every group file the profile at ``path`` could use (see ``loader.find_database``)."""
    folder = posixpath.dirname(path)
    candidates = [posixpath.join(folder, DATABASE_NAME), posixpath.join(folder, VARIANTS_NAME)]
    declared = declared_database(plain_yaml(text))
    if declared:
        database = posixpath.normpath(posixpath.join(folder, declared))
        candidates += [database, posixpath.join(posixpath.dirname(database), VARIANTS_NAME)]
    group = posixpath.join(cwd_prefix, "profiles")
    candidates += [posixpath.join(group, DATABASE_NAME), posixpath.join(group, VARIANTS_NAME)]
    return [c for c in dict.fromkeys(candidates) if c != path and not c.startswith("../")]


def _git(args: list[str], cwd: Path, stdin: bytes | None = None) -> bytes:
    return run_tool(["git", *args], package="git", stdin=stdin, cwd=cwd)
