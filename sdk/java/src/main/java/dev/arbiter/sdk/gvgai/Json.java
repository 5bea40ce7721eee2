package dev.arbiter.sdk.gvgai;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict reader of one JSON value (RFC 8259), for the observations the GVGAI referee sends. The SDK depends on
 * the JDK alone, which has no JSON reader, so it carries this one. An object reads as an unmodifiable
 * {@code Map<String, Object>} in the text's order, an array as an unmodifiable {@code List<Object>}, a string as
 * a {@code String}, {@code true}/{@code false} as a {@code Boolean}, {@code null} as null, and a number as a
 * {@code Long} when written as an integer that fits one, else a {@code Double}.
 */
public final class Json {

    private final String text;
    private int at;

    private Json(String text) {
        this.text = text;
    }

    /** The value {@code text} holds, with nothing but white space around it. */
    public static Object parse(String text) {
        var reader = new Json(text);
        Object value = reader.value();
        reader.skipWhiteSpace();
        if (reader.at < text.length()) {
            throw reader.error("text after the value");
        }
        return value;
    }

    private Object value() {
        skipWhiteSpace();
        if (at >= text.length()) {
            throw error("the text ends where a value was expected");
        }
        char c = text.charAt(at);
        if (c == '{') {
            return object();
        } else if (c == '[') {
            return array();
        } else if (c == '"') {
            return string();
        } else if (c == 't') {
            return word("true", Boolean.TRUE);
        } else if (c == 'f') {
            return word("false", Boolean.FALSE);
        } else if (c == 'n') {
            return word("null", null);
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            return number();
        }
        throw error("unexpected '" + c + "'");
    }

    private Map<String, Object> object() {
        at++;
        var members = new LinkedHashMap<String, Object>();
        skipWhiteSpace();
        if (take('}')) {
            return Collections.unmodifiableMap(members);
        }
        do {
            skipWhiteSpace();
            if (peek() != '"') {
                throw error("a member name must be a string");
            }
            String name = string();
            skipWhiteSpace();
            expect(':');
            members.put(name, value());
            skipWhiteSpace();
        } while (take(','));
        expect('}');
        return Collections.unmodifiableMap(members);
    }

    private List<Object> array() {
        at++;
        var items = new ArrayList<Object>();
        skipWhiteSpace();
        if (take(']')) {
            return Collections.unmodifiableList(items);
        }
        do {
            items.add(value());
            skipWhiteSpace();
        } while (take(','));
        expect(']');
        return Collections.unmodifiableList(items);
    }

    private String string() {
        at++;
        var out = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            } else if (c < 0x20) {
                throw error("a control character inside a string");
            } else if (c != '\\') {
                out.append(c);
                continue;
            }
            if (at >= text.length()) {
                throw error("unterminated escape");
            }
            char e = text.charAt(at++);
            switch (e) {
                case '"', '\\', '/' -> out.append(e);
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> out.append(hexCharacter());
                default -> throw error("unknown escape \\" + e);
            }
        }
    }

    /** The four hex digits of a {@code \\u} escape; a surrogate pair is two escapes, appended one after the other. */
    private char hexCharacter() {
        if (at + 4 > text.length()) {
            throw error("a \\u escape needs four hex digits");
        }
        int code = 0;
        for (int i = 0; i < 4; i++) {
            int digit = Character.digit(text.charAt(at++), 16);
            if (digit < 0) {
                throw error("a \\u escape needs four hex digits");
            }
            code = code * 16 + digit;
        }
        return (char) code;
    }

    private Object number() {
        int start = at;
        take('-');
        if (!take('0')) {
            digits();
        }
        boolean integral = true;
        if (take('.')) {
            integral = false;
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            at++;
            integral = false;
            if (!take('+')) {
                take('-');
            }
            digits();
        }
        String token = text.substring(start, at);
        if (integral) {
            try {
                return Long.parseLong(token);
            } catch (NumberFormatException tooLarge) {
                // wider than a long: read it as a double below
            }
        }
        return Double.parseDouble(token);
    }

    private void digits() {
        int start = at;
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
            at++;
        }
        if (at == start) {
            throw error("a digit expected");
        }
    }

    private Object word(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("expected " + word);
        }
        at += word.length();
        return value;
    }

    private boolean take(char c) {
        if (peek() == c) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!take(c)) {
            throw error("expected '" + c + "'");
        }
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : '\0';
    }

    private void skipWhiteSpace() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            at++;
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("JSON: " + what + " at character " + at);
    }

    // Lenient views of a value read here: what is absent or of another type reads as empty, or 0.

    @SuppressWarnings("unchecked")
    static Map<String, Object> object(Object value) {
        return value instanceof Map<?, ?> map ? (Map<String, Object>) map : Map.of();
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object value) {
        return value instanceof List<?> list ? (List<Object>) list : List.of();
    }

    static double number(Object value) {
        return value instanceof Number n ? n.doubleValue() : 0;
    }

    static int integer(Object value) {
        return value instanceof Number n ? n.intValue() : 0;
    }
}
