"""The web CV: HTML from the section registry, with its fonts embedded."""
