"""The LaTeX output: escaping, the template view, the document."""
