package dev.arbiter.vgdl.engine;

/** What an attempted move did: avatars shoot only when they stood still. */
public enum Movement { STILL, MOVE, ROTATE }
