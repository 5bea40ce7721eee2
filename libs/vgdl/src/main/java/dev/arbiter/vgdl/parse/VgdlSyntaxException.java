package dev.arbiter.vgdl.parse;

/** Text that is not valid VGDL or not a valid level (bad indentation, missing '>', unknown sprite …). */
public final class VgdlSyntaxException extends VgdlException {
    public VgdlSyntaxException(SourcePosition position, String message) {
        super(position, message);
    }
}
