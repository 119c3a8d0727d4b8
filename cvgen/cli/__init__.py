"""The click commands: parse flags, call a library function, print."""
