package dev.arbiter.rddl.model;

import java.util.List;

/** {@code name'(?x, ?y) = expr;}: parameters are variable names (with '?'). */
public record Cpf(String fluent, List<String> parameters, Expr expr, int line) {}
