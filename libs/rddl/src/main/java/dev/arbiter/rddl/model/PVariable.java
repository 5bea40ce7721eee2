package dev.arbiter.rddl.model;

import java.util.List;

/**
 * A declared pvariable. {@code range} is {@code bool}, {@code int}, {@code real}, or a type name
 * (enum or object); {@code defaultValue} is null where RDDL gives none (observations, intermediates);
 * {@code line} is where it is declared in its domain's file.
 */
public record PVariable(String name, List<String> parameterTypes, FluentKind kind, String range, Literal defaultValue,
                        int level, int line) {}
