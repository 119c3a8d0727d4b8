"""The click commands: parse flags, call a library function, print."""

#: What an interrupted build says first, whenever the Ctrl-C came: while the
#: CLI loads (cvgen/cli/launch.py) or in the build command (cvgen/cli/build.py).
NO_PDF_HALF_WRITTEN = "interrupted: no PDF was half-written"
