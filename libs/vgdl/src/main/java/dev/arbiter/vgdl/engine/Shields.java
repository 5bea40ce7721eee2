package dev.arbiter.vgdl.engine;

import java.util.HashSet;
import java.util.Set;

/** shieldFrom's shields: pairs of sprite types whose collisions skip one named effect until the tick ends. */
final class Shields {
    private final Set<String> shielded = new HashSet<>();

    void add(int type, int otherType, String effectName) {
        shielded.add(type + ":" + otherType + ":" + effectName);
    }

    boolean covers(int type, int otherType, String effectName) {
        return !shielded.isEmpty() && shielded.contains(type + ":" + otherType + ":" + effectName);
    }

    void clear() {
        shielded.clear();
    }
}
