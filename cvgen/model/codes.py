"""A language code as cvgen takes it (BCP 47's shape: ``zh``, ``en``,
``zh-TW``, ``pt-BR``): the keys of a text in several languages
(:mod:`cvgen.model.localtext`) and a locale file's name. Standard library
only: the up-to-date check finds the locale files without the models."""

from __future__ import annotations

import re

LANGUAGE_CODE = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")
