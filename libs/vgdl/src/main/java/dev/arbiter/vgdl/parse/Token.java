package dev.arbiter.vgdl.parse;

/** A whitespace-separated word of a line and where it starts. */
record Token(String text, SourcePosition position) {}
