"""Running builds: the engine, batches, freshness, watching, the early TeX start."""
