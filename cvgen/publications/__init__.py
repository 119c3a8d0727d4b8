"""The group's publication page and its formats."""
