package dev.arbiter.vgdl.load;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.SpriteType;
import dev.arbiter.vgdl.parse.Parameter;
import dev.arbiter.vgdl.parse.SourcePosition;
import dev.arbiter.vgdl.parse.UnsupportedConstructException;
import dev.arbiter.vgdl.parse.VgdlSyntaxException;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Typed access to one rule's parameters. Every parameter must be read: {@link #finish()} refuses
 * the first one nobody asked for, by name, so an unimplemented option never passes silently.
 */
public final class ParamReader {
    private final String owner;
    private final SourcePosition position;
    private final Map<String, Parameter> parameters = new LinkedHashMap<>();
    private final Set<String> read = new HashSet<>();
    private final Map<String, SpriteType> types;

    public ParamReader(String owner, SourcePosition position, List<Parameter> parameters,
                       Map<String, SpriteType> types) {
        this.owner = owner;
        this.position = position;
        this.types = types;
        for (Parameter p : parameters) {
            this.parameters.put(p.key(), p);
        }
    }

    public SourcePosition position() {
        return position;
    }

    public boolean has(String key) {
        return parameters.containsKey(key);
    }

    public String string(String key, String fallback) {
        read.add(key);
        Parameter p = parameters.get(key);
        return p == null ? fallback : p.value();
    }

    public String required(String key) {
        String v = string(key, null);
        if (v == null) {
            throw new VgdlSyntaxException(position, owner + " needs " + key + "=");
        }
        return v;
    }

    public int integer(String key, int fallback) {
        String v = string(key, null);
        if (v == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            try {
                // GVGAI reads some integers from files that write "3.0".
                return (int) Double.parseDouble(v);
            } catch (NumberFormatException e2) {
                throw bad(key, "a whole number");
            }
        }
    }

    public double decimal(String key, double fallback) {
        String v = string(key, null);
        if (v == null) {
            return fallback;
        }
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw bad(key, "a number");
        }
    }

    public boolean bool(String key, boolean fallback) {
        String v = string(key, null);
        if (v == null) {
            return fallback;
        }
        return switch (v.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw bad(key, "True or False");
        };
    }

    public Direction direction(String key, Direction fallback) {
        String v = string(key, null);
        if (v == null) {
            return fallback;
        }
        Direction d = Direction.parse(v);
        if (d == null) {
            throw bad(key, "UP, DOWN, LEFT, RIGHT or NONE");
        }
        return d;
    }

    /** A sprite type named by the parameter; -1 when absent and not required. */
    public int type(String key, boolean required) {
        String v = required ? required(key) : string(key, null);
        return v == null ? -1 : typeNamed(v, key);
    }

    public int typeNamed(String name, String key) {
        SpriteType t = types.get(name);
        if (t == null) {
            Parameter p = parameters.get(key);
            throw new VgdlSyntaxException(p == null ? position : p.position(),
                    owner + ": " + key + " names unknown sprite '" + name + "'");
        }
        return t.id();
    }

    /** Comma-separated sprite names, resolved. */
    public int[] types(String key) {
        String v = string(key, null);
        if (v == null) {
            return new int[0];
        }
        String[] names = v.split(",");
        int[] ids = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            ids[i] = typeNamed(names[i].trim(), key);
        }
        return ids;
    }

    /** Refuses the first parameter no one read. */
    public void finish() {
        for (Parameter p : parameters.values()) {
            if (!read.contains(p.key())) {
                throw new UnsupportedConstructException(p.position(), "parameter", owner + " " + p.key());
            }
        }
    }

    private VgdlSyntaxException bad(String key, String expected) {
        Parameter p = parameters.get(key);
        return new VgdlSyntaxException(p.position(), owner + ": " + key + "=" + p.value() + " is not " + expected);
    }
}
