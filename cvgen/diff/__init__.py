"""Comparing two versions of a CV: versions, entries, matching, reports."""
