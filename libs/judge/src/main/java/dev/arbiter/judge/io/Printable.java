package dev.arbiter.judge.io;

/** Renders untrusted text safely inside a human-readable message. */
public final class Printable {

    private static final int MAX = 80;

    private Printable() {
    }

    /** Quotes and escapes {@code s}, shortening it past 80 characters: {@code "ab\x07c…"}. */
    public static String quote(String s) {
        var out = new StringBuilder(Math.min(s.length(), MAX) + 8).append('"');
        for (int i = 0; i < s.length() && i < MAX; i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c >= 0x20 && c < 0x7f) {
                out.append(c);
            } else {
                out.append(String.format("\\x%02x", (int) c & 0xff));
            }
        }
        if (s.length() > MAX) {
            out.append('…');
        }
        return out.append('"').toString();
    }
}
