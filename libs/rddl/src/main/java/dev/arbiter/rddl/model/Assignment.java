package dev.arbiter.rddl.model;

import java.util.List;

/** {@code F(a, b) = v;}, {@code F(a);} (true) or {@code ~F(a);} (false) in non-fluents and init-state blocks. */
public record Assignment(String fluent, List<String> arguments, Literal value) {}
