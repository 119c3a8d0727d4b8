"""A selected CV as LaTeX, Markdown or JSON Resume; compiling and stamping PDFs."""
