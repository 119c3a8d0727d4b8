"""cvgen: typeset researchers' CVs from YAML profiles and a shared publication database."""

__version__ = "0.1.0"
