package dev.arbiter.vgdl.parse;

/** One {@code key=value} pair as written, with the position of its key. */
public record Parameter(String key, String value, SourcePosition position) {}
