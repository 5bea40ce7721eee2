package dev.arbiter.rddl.parse;

/** A file that is not RDDL as this parser reads it; the message starts with {@code file:line:column}. */
public final class RddlParseException extends RuntimeException {
    private final String file;
    private final int line;
    private final int column;

    public RddlParseException(String file, int line, int column, String problem) {
        super(file + ":" + line + ":" + column + ": " + problem);
        this.file = file;
        this.line = line;
        this.column = column;
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
