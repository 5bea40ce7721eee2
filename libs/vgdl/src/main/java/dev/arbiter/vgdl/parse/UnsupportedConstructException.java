package dev.arbiter.vgdl.parse;

/**
 * Valid VGDL that names a sprite class, effect, termination or parameter this engine does not
 * implement. It is refused at load time, by name, so that no game is ever played with a rule
 * quietly missing.
 */
public final class UnsupportedConstructException extends VgdlException {
    private final String kind;
    private final String name;

    public UnsupportedConstructException(SourcePosition position, String kind, String name) {
        super(position, "unsupported " + kind + " '" + name + "'");
        this.kind = kind;
        this.name = name;
    }

    /** What sort of construct: "sprite class", "effect", "termination", "parameter" … */
    public String kind() {
        return kind;
    }

    /** The construct's name as written in the file. */
    public String name() {
        return name;
    }
}
