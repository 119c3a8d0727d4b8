"""The Markdown output."""
