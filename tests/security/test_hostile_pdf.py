"""``cvgen diff`` of a hostile PDF (issue 29): a PDF is an input like any
other, so one crafted to break the reader is bad input (status 2, a message
naming the file), never an internal error (70) nor a machine held by a bomb.

The PDFs are made here: zili's pages with cvgen's attachment replaced by
200,000 nested brackets, by a zlib bomb (200 KB that inflate to 200 MB); and
a truncated and a garbage PDF. Embedded data that is valid JSON of the wrong
shape is only damaged: tests/diff/test_versions.py.
"""

from __future__ import annotations

import functools
import io
import os
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject, StreamObject

from cvgen.tex.stamp import ATTACHMENT_NAME
from tests.conftest import HANG, cvgen_in_process

CVGEN = Path(sys.executable).parent / "cvgen"
PROFILE = "profiles/zili-zhang.yaml"


def pdf_with(zili_pdf: Path, attachment: bytes, *, deflated: bytes | None = None) -> bytes:
    """Zili's pages with ``attachment`` as cvgen's data; ``deflated``: the
    attachment's stream as these FlateDecode bytes instead (a bomb)."""
    writer = PdfWriter()
    for page in PdfReader(zili_pdf).pages:
        writer.add_page(page)
    writer.add_attachment(ATTACHMENT_NAME, attachment)
    if deflated is not None:
        names = writer._root_object["/Names"]["/EmbeddedFiles"]["/Names"]  # type: ignore[index]
        stream = names[1].get_object()["/EF"]["/F"].get_object()
        assert isinstance(stream, StreamObject)
        stream.set_data(b"")  # then the raw bytes, already deflated
        stream._data = deflated
        stream[NameObject("/Filter")] = NameObject("/FlateDecode")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@functools.cache
def zlib_bomb(inflated: int) -> bytes:
    """``inflated`` bytes of ``[`` deflated (about 1,000 to 1)."""
    packer = zlib.compressobj(9)
    chunk = b"[" * (1 << 20)
    return b"".join(packer.compress(chunk) for _ in range(inflated >> 20)) + packer.flush()


def diff(old: Path, tmp_path: Path, *, own_process: bool) -> subprocess.CompletedProcess[str]:
    """``cvgen diff OLD`` Zili's profile: in a process of its own (an internal
    error is status 70 and a crash log in TMPDIR), else in the test's (an
    internal error is a traceback, status 1: it fails the test the same)."""
    if not own_process:
        return cvgen_in_process("diff", old, PROFILE)
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    return subprocess.run(
        [str(CVGEN), "diff", str(old), PROFILE],
        capture_output=True,
        text=True,
        env=env,
        timeout=HANG,
    )


def hostile(zili_pdf: Path, kind: str) -> bytes:
    whole = zili_pdf.read_bytes()
    if kind == "nested":
        return pdf_with(zili_pdf, b"[" * 200_000 + b"]" * 200_000)
    if kind == "nested-in-shape":  # deep, yet under json's own limit
        deep = b'{"format": 1, "profile": ' + b"[" * 900 + b"]" * 900 + b"}"
        return pdf_with(zili_pdf, deep)
    if kind == "zlib-bomb":  # 200 MB of "[" from 200 KB: past pypdf's own limit (75 MB)
        return pdf_with(zili_pdf, b"{}", deflated=zlib_bomb(200 << 20))
    if kind == "small-zlib-bomb":  # 60 MB: under pypdf's own limit (75 MB)
        return pdf_with(zili_pdf, b"{}", deflated=zlib_bomb(60 << 20))
    if kind == "truncated":
        return whole[: len(whole) // 2]
    if kind == "garbage":
        return b"%PDF-1.7\n" + bytes(range(256)) * 64
    raise AssertionError(kind)


@pytest.mark.parametrize(
    ("kind", "says"),
    [
        ("nested", "cvgen data nests more than 64 levels deep"),
        ("nested-in-shape", "cvgen data nests more than 64 levels deep"),
        ("zlib-bomb", "cvgen data is larger than 20 MB"),
        ("small-zlib-bomb", "cvgen data is larger than 20 MB"),
        ("truncated", "not a PDF cvgen can read"),
        ("garbage", "not a PDF cvgen can read"),
    ],
)
def test_diff_of_a_hostile_pdf_is_bad_input(
    zili_pdf: Path, tmp_path: Path, kind: str, says: str
) -> None:
    bad = tmp_path / f"{kind}.pdf"
    bad.write_bytes(hostile(zili_pdf, kind))
    done = diff(bad, tmp_path, own_process=kind == "zlib-bomb")  # the one a bomb could hold
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith(f"error: {bad}: "), done.stderr
    assert says in done.stderr
    assert "Traceback" not in done.stderr
    assert not list(tmp_path.glob("cvgen-crash-*"))
