package dev.arbiter.rddl.model;

import java.util.List;

/** {@code name : object;}, {@code name : { @a, @b };} or {@code name : parent;} (an RDDL2 subtype). */
public record TypeDef(String name, String parent, List<String> enumValues) {

    public boolean isEnum() {
        return enumValues != null;
    }
}
