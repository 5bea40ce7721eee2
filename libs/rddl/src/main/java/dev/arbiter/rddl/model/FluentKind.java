package dev.arbiter.rddl.model;

/** The kinds of parameterised variable RDDL declares. */
public enum FluentKind {
    NON_FLUENT("non-fluent"),
    STATE("state-fluent"),
    ACTION("action-fluent"),
    OBSERVATION("observ-fluent"),
    INTERMEDIATE("interm-fluent"),
    DERIVED("derived-fluent");

    private final String keyword;

    FluentKind(String keyword) {
        this.keyword = keyword;
    }

    public String keyword() {
        return keyword;
    }

    public static FluentKind ofKeyword(String word) {
        for (FluentKind k : values()) {
            if (k.keyword.equals(word)) return k;
        }
        return null;
    }

    /** Kinds whose value a cpf computes each step. */
    public boolean hasCpf() {
        return this == STATE || this == OBSERVATION || this == INTERMEDIATE || this == DERIVED;
    }
}
