package dev.arbiter.vgdl.parse;

import java.util.ArrayList;
import java.util.List;

/** Builds the SpriteSet tree: a line indented deeper than the line before it is that line's child. */
final class SpriteSetParser {
    /** How deep sprite types may nest; GVGAI's games need four at most. Deeper is refused, never recursed into. */
    static final int MAX_NESTING = 32;

    private SpriteSetParser() {}

    static List<SpriteNode> parse(List<SourceLine> body) {
        List<SpriteNode> result = new ArrayList<>();
        int i = 0;
        while (i < body.size()) {
            i = parseNode(body, i, result, 1);
        }
        return List.copyOf(result);
    }

    /** Parses the node at {@code index} and its subtree into {@code into}; returns the next index. */
    private static int parseNode(List<SourceLine> body, int index, List<SpriteNode> into, int depth) {
        SourceLine line = body.get(index);
        if (depth > MAX_NESTING) {
            throw new VgdlLimitException(line.at(line.indent()), "sprite types nest more than " + MAX_NESTING
                    + " levels deep here, over the limit of " + MAX_NESTING);
        }
        SourceLine.Split split = line.splitAtArrow();
        if (split.left().size() != 1) {
            throw new VgdlSyntaxException(line.at(line.indent()), "a sprite line is 'name > [Class] key=value...'");
        }
        Token name = split.left().get(0);
        List<Token> right = split.right();
        String className = null;
        if (!right.isEmpty() && !right.get(0).text().contains("=")) {
            className = right.get(0).text();
            right = right.subList(1, right.size());
        }
        List<Parameter> parameters = Parameter.listOf(right);
        List<SpriteNode> children = new ArrayList<>();
        int next = index + 1;
        if (next < body.size() && body.get(next).indent() > line.indent()) {
            int childIndent = body.get(next).indent();
            while (next < body.size() && body.get(next).indent() > line.indent()) {
                SourceLine child = body.get(next);
                if (child.indent() != childIndent) {
                    throw new VgdlSyntaxException(child.at(child.indent()),
                            "indentation does not match the sibling at line " + body.get(index + 1).number());
                }
                next = parseNode(body, next, children, depth + 1);
            }
        }
        into.add(new SpriteNode(name.text(), className, parameters, List.copyOf(children), name.position()));
        return next;
    }
}
