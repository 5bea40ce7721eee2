package dev.arbiter.vgdl.parse;

import java.util.List;

/**
 * One InteractionSet line: {@code first second... > effect params}. A line with several second
 * sprites defines the same effect for each pair; {@code EOS} and {@code TIME} are pseudo-sprites.
 */
public record InteractionRule(String first, List<String> seconds, String effect,
                              List<Parameter> parameters, SourcePosition position) {}
