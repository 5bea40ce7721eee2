package dev.arbiter.vgdl.engine;

import java.util.List;

/** The EOS (end of screen) effects of one sprite type. */
public record EdgeRule(int type, List<Interaction> effects) {}
