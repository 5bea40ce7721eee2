package dev.arbiter.vgdl.load;

import dev.arbiter.vgdl.engine.SpriteKind;
import dev.arbiter.vgdl.parse.Parameter;
import dev.arbiter.vgdl.parse.SourcePosition;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A sprite type while the SpriteSet is being resolved: inherited class and parameters. */
final class SpriteTypeBuilder {
    final int id;
    final String name;
    final SourcePosition position;
    String className;
    SpriteKind kind;
    /** Inherited parameters overridden by the node's own, by key. */
    final Map<String, Parameter> parameters = new LinkedHashMap<>();
    boolean ownSingleton;
    boolean leaf;
    final List<Integer> lineage = new ArrayList<>();
    final List<Integer> subtypes = new ArrayList<>();

    SpriteTypeBuilder(int id, String name, SourcePosition position) {
        this.id = id;
        this.name = name;
        this.position = position;
    }
}
