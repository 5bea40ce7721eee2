package dev.arbiter.vgdl.parse;

import java.util.List;

/** One TerminationSet line: a termination class and its parameters. */
public record TerminationRule(String className, List<Parameter> parameters, SourcePosition position) {}
