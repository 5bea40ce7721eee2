package dev.arbiter.vgdl.parse;

import java.util.ArrayList;
import java.util.List;

/**
 * A non-blank line with its comment removed. {@code indent} counts leading blanks, a tab as one
 * column like GVGAI does, so files that mix tabs and spaces nest the way GVGAI nests them.
 */
record SourceLine(String file, int number, String raw, String content, int indent) {

    record Split(List<Token> left, List<Token> right) {}

    static List<SourceLine> split(String file, String text) {
        List<SourceLine> result = new ArrayList<>();
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String raw = lines[n];
            int hash = raw.indexOf('#');
            String content = hash >= 0 ? raw.substring(0, hash) : raw;
            if (content.isBlank()) {
                continue;
            }
            int indent = 0;
            while (indent < content.length() && (content.charAt(indent) == ' ' || content.charAt(indent) == '\t')) {
                indent++;
            }
            result.add(new SourceLine(file, n + 1, raw, content, indent));
        }
        return result;
    }

    SourcePosition at(int index) {
        return new SourcePosition(file, number, index + 1);
    }

    List<Token> tokens() {
        return tokens(0, content.length());
    }

    List<Token> tokens(int from, int to) {
        List<Token> result = new ArrayList<>();
        int i = from;
        while (i < to) {
            while (i < to && Character.isWhitespace(content.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < to && !Character.isWhitespace(content.charAt(i))) {
                i++;
            }
            if (i > start) {
                result.add(new Token(content.substring(start, i), at(start)));
            }
        }
        return result;
    }

    /** Splits at the first '>' (the VGDL definition arrow); fails when there is none. */
    Split splitAtArrow() {
        int arrow = content.indexOf('>');
        if (arrow < 0) {
            throw new VgdlSyntaxException(at(indent), "expected '>' in '" + content.trim() + "'");
        }
        return new Split(tokens(0, arrow), tokens(arrow + 1, content.length()));
    }
}
