"""JSON Resume into a profile and database entries."""
