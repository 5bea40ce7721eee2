package dev.arbiter.judge.protocol.gvgai;

import java.util.Set;

/**
 * What the transcript keeps of a message to the client: the message whole, except that an observation's bulky
 * fields (the screenshot and the sprite grids) are each replaced by a note of their size. Whole, one training run
 * writes some 20 KB a tick for thousands of ticks, and the transcript's size cap cut off the run before its
 * validation plays, the part contestants and replays need. The scalar fields (phase, score, tick, winner, the
 * avatar's position, resources and health) stay, so a contestant still reads what the agent was told.
 */
final class TranscribedObservation {

    /** Top-level fields whose values are dropped from the transcript. */
    static final Set<String> ELIDED = Set.of("imageArray", "observationGrid", "NPCPositions", "immovablePositions",
            "movablePositions", "resourcesPositions", "portalsPositions", "fromAvatarSpritesPositions");

    /** Messages shorter than this are kept as sent. */
    private static final int KEPT_WHOLE = 2048;

    private TranscribedObservation() {
    }

    /** {@code id#payload} as the transcript keeps it. */
    static String of(String line) {
        int json = line.indexOf("#{");
        if (line.length() < KEPT_WHOLE || json < 0) {
            return line;
        }
        var out = new StringBuilder(KEPT_WHOLE);
        out.append(line, 0, json + 2);
        int i = json + 2;
        int depth = 1;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == '"') {
                int end = stringEnd(line, i);
                String name = line.substring(i + 1, end);
                boolean isKey = depth == 1 && end + 1 < line.length() && line.charAt(end + 1) == ':';
                if (isKey && ELIDED.contains(name)) {
                    int valueStart = end + 2;
                    int valueEnd = valueEnd(line, valueStart);
                    out.append(line, i, valueStart).append("\"(").append(valueEnd - valueStart).append(" bytes elided)\"");
                    i = valueEnd;
                    continue;
                }
                out.append(line, i, end + 1);
                i = end + 1;
                continue;
            }
            if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                depth--;
            }
            out.append(c);
            i++;
        }
        return out.toString();
    }

    /** Index of the quote closing the string that opens at {@code start}. */
    private static int stringEnd(String s, int start) {
        int i = start + 1;
        while (i < s.length() && s.charAt(i) != '"') {
            i += s.charAt(i) == '\\' ? 2 : 1;
        }
        return Math.min(i, s.length() - 1);
    }

    /** Index just past the JSON value that starts at {@code start}. */
    private static int valueEnd(String s, int start) {
        char first = s.charAt(start);
        if (first == '"') {
            return stringEnd(s, start) + 1;
        }
        if (first != '[' && first != '{') {
            int i = start;
            while (i < s.length() && s.charAt(i) != ',' && s.charAt(i) != '}') {
                i++;
            }
            return i;
        }
        int depth = 0;
        int i = start;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '"') {
                i = stringEnd(s, i) + 1;
                continue;
            }
            if (c == '{' || c == '[') {
                depth++;
            } else if ((c == '}' || c == ']') && --depth == 0) {
                return i + 1;
            }
            i++;
        }
        return i;
    }
}
