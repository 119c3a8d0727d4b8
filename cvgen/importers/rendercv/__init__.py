"""``cvgen import-rendercv``: a profile from a RenderCV file (``cv:``, ``design:``, ...)."""
