"""The JSON Resume output."""
