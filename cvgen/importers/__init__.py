"""BibTeX, JSON Resume and starter profiles into cvgen's files."""
