"""pypdf without its crypto provider until a PDF needs one: stamping loads no
OpenSSL bindings, and an encrypted PDF still opens (the real provider then)."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT

PROGRAM = """
import io, sys
from cvgen.tex.pdflib import load_pypdf
pypdf = load_pypdf()
writer = pypdf.PdfWriter()
writer.add_blank_page(100, 100)
plain = io.BytesIO()
writer.write(plain)
assert len(pypdf.PdfReader(io.BytesIO(plain.getvalue())).pages) == 1
print("plain", "cryptography.hazmat" in sys.modules)
for algorithm in ("AES-256", "RC4-128"):
    writer.encrypt("secret", algorithm=algorithm)
    locked = io.BytesIO()
    writer.write(locked)
    reader = pypdf.PdfReader(io.BytesIO(locked.getvalue()))
    print(algorithm, reader.is_encrypted, bool(reader.decrypt("secret")), len(reader.pages))
print("encrypted", "cryptography.hazmat" in sys.modules, pypdf.crypt_provider[0])
"""


def test_the_provider_loads_only_for_an_encrypted_pdf() -> None:
    run = subprocess.run(
        [sys.executable, "-c", PROGRAM], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert run.stdout.splitlines() == [
        "plain False",
        "AES-256 True True 1",
        "RC4-128 True True 1",
        "encrypted True cryptography",
    ]
