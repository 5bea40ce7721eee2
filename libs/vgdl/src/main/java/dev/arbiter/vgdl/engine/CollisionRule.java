package dev.arbiter.vgdl.engine;

import java.util.List;

/** The effects defined for one ordered pair of sprite types, in the order the file gives them. */
public record CollisionRule(int firstType, int secondType, List<Interaction> effects) {}
