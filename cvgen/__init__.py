"""cvgen: typeset researchers' CVs from YAML profiles and a shared publication database."""

__version__ = "0.1.0"
# The name pip knows it by ("cvgen" on PyPI is another project); the command and the
# import package are cvgen.
DISTRIBUTION = "cvgen-academic"
