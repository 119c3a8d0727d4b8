"""pypdf, imported without its crypto provider until a PDF needs one.

pypdf picks its provider when it is imported (``pypdf/_crypt_providers``):
``cryptography`` if installed, which loads OpenSSL's bindings, about 50 ms of a
build's imports. cvgen stamps and reads PDFs that are not encrypted, so
:func:`load_pypdf` puts a stand-in for pypdf's ``cryptography`` provider in
place first: the same names, each loading the real provider when it is first
called (an encrypted PDF, as ``cvgen diff`` may be handed), so pypdf's
behaviour is unchanged and only the moment of the import moves. A name the
stand-in does not know loads the real provider at once (a newer pypdf asking
for more), never another provider.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
import threading
import types
from typing import Any

PROVIDER = "pypdf._crypt_providers._cryptography"
#: what pypdf 4-6 import from a provider, beside ``crypt_provider``
NAMES = (
    "CryptAES",
    "CryptRC4",
    "aes_cbc_decrypt",
    "aes_cbc_encrypt",
    "aes_ecb_decrypt",
    "aes_ecb_encrypt",
    "rc4_decrypt",
    "rc4_encrypt",
)
_lock = threading.Lock()


def load_pypdf() -> types.ModuleType:
    """pypdf, its crypto provider deferred when pypdf is first imported here."""
    with _lock:
        if "pypdf" not in sys.modules and PROVIDER not in sys.modules:
            _defer_provider()
    import pypdf

    return pypdf


def _defer_provider() -> None:
    try:
        from cryptography import __version__  # the package's top alone: no bindings
    except ImportError:
        return  # pypdf picks another provider itself, as it would
    stand_in = _StandIn(PROVIDER)
    stand_in.crypt_provider = ("cryptography", __version__)
    for name in NAMES:
        setattr(stand_in, name, _deferred(stand_in, name))
    sys.modules[PROVIDER] = stand_in


class _StandIn(types.ModuleType):
    """The provider's module until it is needed; then the real one's names."""

    real: types.ModuleType | None = None
    crypt_provider: tuple[str, str]

    def load(self) -> types.ModuleType:
        with _lock:
            if self.real is None:
                package = sys.modules["pypdf._crypt_providers"]
                spec = importlib.machinery.PathFinder.find_spec(PROVIDER, package.__path__)
                if spec is None or spec.loader is None:
                    raise ImportError(f"{PROVIDER} not found")
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                self.real = module
        return self.real

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.load(), name)


def _deferred(stand_in: _StandIn, name: str) -> Any:
    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(stand_in.load(), name)(*args, **kwargs)

    call.__name__ = call.__qualname__ = name
    return call
