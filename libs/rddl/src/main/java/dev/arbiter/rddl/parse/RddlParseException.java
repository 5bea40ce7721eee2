package dev.arbiter.rddl.parse;

/** A file that is not RDDL as this parser reads it; the message starts with {@code file:line:column}. */
public final class RddlParseException extends RuntimeException {
    private final String file;
    private final int line;
    private final int column;
    private final boolean overLimit;

    public RddlParseException(String file, int line, int column, String problem) {
        this(file, line, column, problem, false);
    }

    /** @param overLimit whether the text broke a limit on what is read (nesting), not the grammar */
    public RddlParseException(String file, int line, int column, String problem, boolean overLimit) {
        super(file + ":" + line + ":" + column + ": " + problem);
        this.file = file;
        this.line = line;
        this.column = column;
        this.overLimit = overLimit;
    }

    /** Whether the text is over a limit ({@link RddlParser#MAX_NESTING}) rather than wrong. */
    public boolean overLimit() {
        return overLimit;
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }
}
