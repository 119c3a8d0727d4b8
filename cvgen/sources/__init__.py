"""Reading input files with positions, validating them, finding group files."""
