package dev.arbiter.vgdl.parse;

/**
 * Text over a limit on what is read (a level's size, how deep sprites nest), not wrong as VGDL: refused where it
 * passes the limit, so that checking a game never costs the checking service more than the limit allows.
 */
public final class VgdlLimitException extends VgdlException {
    public VgdlLimitException(SourcePosition position, String message) {
        super(position, message);
    }
}
