"""Small helpers every stage may use: resources, external tools, the cache."""
