package dev.arbiter.vgdl.parse;

/** Where something was written: file name as given to the parser, 1-based line and column. */
public record SourcePosition(String file, int line, int column) {
    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
