package dev.arbiter.sandbox;

/** What an entry's file is, as far as running it goes. */
public enum ExecutableKind {
    /** A 64-bit x86 Linux ELF executable. */
    ELF,
    /** A text file starting with {@code #!}. */
    SCRIPT,
    /** A 64-bit Windows console program (PE32+), run under Wine. */
    PE32_PLUS
}
