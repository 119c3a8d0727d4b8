"""Scaffolding: what cvgen writes for a newcomer to start from, never
overwriting a file: a person's profile and the group's database (``cvgen new``,
:mod:`~cvgen.scaffold.starter`), a theme of one's own
(``cvgen new --theme-from``, :mod:`~cvgen.scaffold.themestarter`) and a CV
repository that builds itself (``cvgen init-repo``, :mod:`~cvgen.scaffold.cirepo`),
all from the templates in ``starter_files/`` (:mod:`~cvgen.scaffold.starterfiles`)."""
