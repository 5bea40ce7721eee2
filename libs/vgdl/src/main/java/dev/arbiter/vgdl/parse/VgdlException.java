package dev.arbiter.vgdl.parse;

/**
 * A game description or level that cannot be used, with the place it was found. Subclasses say
 * whether the text is malformed ({@link VgdlSyntaxException}) or well-formed but asks for something
 * this engine does not implement ({@link UnsupportedConstructException}).
 */
public abstract class VgdlException extends RuntimeException {
    private final SourcePosition position;

    protected VgdlException(SourcePosition position, String message) {
        super(position == null ? message : position + ": " + message);
        this.position = position;
    }

    /** Where the problem is, or null when it is not tied to one place. */
    public SourcePosition position() {
        return position;
    }
}
