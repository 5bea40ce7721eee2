package dev.arbiter.vgdl.parse;

import java.util.List;

/**
 * One line of the SpriteSet with the lines nested below it. {@code className} is null when the
 * line names no class (the class and parameters are then inherited from the enclosing node).
 */
public record SpriteNode(String name, String className, List<Parameter> parameters,
                         List<SpriteNode> children, SourcePosition position) {}
