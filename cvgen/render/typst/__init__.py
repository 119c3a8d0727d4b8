"""Typst markup: one escaper, the views and templates over the CV document."""
