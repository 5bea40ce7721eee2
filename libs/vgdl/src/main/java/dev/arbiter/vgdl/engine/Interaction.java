package dev.arbiter.vgdl.engine;

import dev.arbiter.vgdl.parse.SourcePosition;

/** A loaded InteractionSet rule: the effect, its score change and its name (shieldFrom matches names). */
public record Interaction(String name, Effect effect, int scoreChange, SourcePosition position) {}
