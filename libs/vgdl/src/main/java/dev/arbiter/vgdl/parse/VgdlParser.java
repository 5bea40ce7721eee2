package dev.arbiter.vgdl.parse;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a VGDL game description as the GVGAI framework writes them: an indented tree whose root
 * line is the game class, with the four blocks SpriteSet, LevelMapping, InteractionSet and
 * TerminationSet. Accepts LF, CRLF and lone CR line ends, tabs in indentation (one column each, as
 * GVGAI counts them) and a missing final newline; {@code #} starts a comment.
 */
public final class VgdlParser {
    private static final List<String> SECTIONS =
            List.of("SpriteSet", "LevelMapping", "InteractionSet", "TerminationSet");

    private VgdlParser() {}

    public static GameDescription parse(String file, String text) {
        List<SourceLine> lines = SourceLine.split(file, text);
        if (lines.isEmpty()) {
            throw new VgdlSyntaxException(new SourcePosition(file, 1, 1), "empty game description");
        }
        SourceLine root = lines.get(0);
        if (root.indent() != 0 && lines.stream().anyMatch(l -> l.indent() < root.indent())) {
            throw new VgdlSyntaxException(root.at(0), "the first line must be the least indented");
        }
        List<Token> rootTokens = root.tokens();
        String gameClass = rootTokens.get(0).text();
        List<Parameter> gameParameters = Parameter.listOf(rootTokens.subList(1, rootTokens.size()));

        List<SpriteNode> sprites = List.of();
        Map<Character, List<String>> mapping = new LinkedHashMap<>();
        Map<Character, SourcePosition> mappingPositions = new LinkedHashMap<>();
        List<InteractionRule> interactions = new ArrayList<>();
        List<TerminationRule> terminations = new ArrayList<>();

        int i = 1;
        while (i < lines.size()) {
            SourceLine header = lines.get(i);
            if (header.indent() <= root.indent()) {
                throw new VgdlSyntaxException(header.at(0), "expected a block indented below the game line");
            }
            String name = header.content().trim();
            if (!SECTIONS.contains(name)) {
                if (header.content().contains(">") || header.content().contains("=")) {
                    throw new VgdlSyntaxException(header.at(0), "expected a block name (one of " + SECTIONS + ")");
                }
                throw new UnsupportedConstructException(header.at(0), "block", name);
            }
            int end = i + 1;
            while (end < lines.size() && lines.get(end).indent() > header.indent()) {
                end++;
            }
            List<SourceLine> body = lines.subList(i + 1, end);
            switch (name) {
                case "SpriteSet" -> sprites = SpriteSetParser.parse(body);
                case "LevelMapping" -> body.forEach(l -> mappingLine(l, mapping, mappingPositions));
                case "InteractionSet" -> body.forEach(l -> interactions.add(interactionLine(l)));
                default -> body.forEach(l -> terminations.add(terminationLine(l)));
            }
            i = end;
        }
        return new GameDescription(file, gameClass, gameParameters, sprites, mapping, mappingPositions,
                interactions, terminations);
    }

    private static void mappingLine(SourceLine line, Map<Character, List<String>> mapping,
                                    Map<Character, SourcePosition> positions) {
        SourceLine.Split split = line.splitAtArrow();
        if (split.left().size() != 1 || split.left().get(0).text().length() != 1) {
            throw new VgdlSyntaxException(line.at(0), "a LevelMapping line is 'c > sprite...' with one character c");
        }
        if (split.right().isEmpty()) {
            throw new VgdlSyntaxException(line.at(0), "a LevelMapping line names no sprite");
        }
        char c = split.left().get(0).text().charAt(0);
        if (mapping.containsKey(c)) {
            throw new VgdlSyntaxException(line.at(0), "character '" + c + "' is mapped twice");
        }
        List<String> names = new ArrayList<>();
        for (Token t : split.right()) {
            if (t.text().contains("=")) {
                throw new VgdlSyntaxException(t.position(), "a LevelMapping line takes sprite names, not parameters");
            }
            names.add(t.text());
        }
        mapping.put(c, List.copyOf(names));
        positions.put(c, split.left().get(0).position());
    }

    private static InteractionRule interactionLine(SourceLine line) {
        SourceLine.Split split = line.splitAtArrow();
        if (split.left().size() < 2) {
            throw new VgdlSyntaxException(line.at(0), "an interaction needs two or more sprites before '>'");
        }
        if (split.right().isEmpty() || split.right().get(0).text().contains("=")) {
            throw new VgdlSyntaxException(line.at(0), "an interaction names its effect after '>'");
        }
        List<String> seconds = new ArrayList<>();
        for (Token t : split.left().subList(1, split.left().size())) {
            seconds.add(t.text());
        }
        List<Token> right = split.right();
        return new InteractionRule(split.left().get(0).text(), List.copyOf(seconds), right.get(0).text(),
                Parameter.listOf(right.subList(1, right.size())), split.left().get(0).position());
    }

    private static TerminationRule terminationLine(SourceLine line) {
        List<Token> tokens = line.tokens();
        if (tokens.get(0).text().contains("=") || line.content().contains(">")) {
            throw new VgdlSyntaxException(line.at(0), "a termination line is 'Class key=value...'");
        }
        return new TerminationRule(tokens.get(0).text(), Parameter.listOf(tokens.subList(1, tokens.size())),
                tokens.get(0).position());
    }
}
