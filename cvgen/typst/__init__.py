"""The Typst toolchain: the compiler in-process, in a scratch root of its own."""
