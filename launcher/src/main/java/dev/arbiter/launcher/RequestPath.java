package dev.arbiter.launcher;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

/**
 * A request path as the gateway routes and forwards it: percent-decoded once, {@code .} and {@code ..}
 * segments resolved (RFC 3986, 5.2.4), empty segments dropped. The gateway routes on this form and forwards
 * this form (re-encoded), so the service sees exactly the path that was routed: {@code /api/runner/%2e%2e/q}
 * is {@code /q}, not a runner path that a service would later resolve to {@code /q}.
 *
 * <p>Refused (empty): encoded slashes or backslashes ({@code %2f}, {@code %5c}) and raw backslashes, whose
 * meaning differs between servers, malformed escapes, bytes that are not UTF-8, and control characters. No
 * page of the platform needs any of them, so we refuse rather than guess.
 */
final class RequestPath {

    private RequestPath() {
    }

    /** The normalised, decoded path of a raw request path (no query); empty to refuse the request. */
    static Optional<String> normalise(String raw) {
        if (raw == null || !raw.startsWith("/") || raw.indexOf('\\') >= 0) {
            return Optional.empty();
        }
        Optional<String> decoded = decode(raw);
        if (decoded.isEmpty()) {
            return Optional.empty();
        }
        Deque<String> segments = new ArrayDeque<>();
        String[] parts = decoded.get().split("/", -1);
        for (int i = 1; i < parts.length; i++) {
            String segment = parts[i];
            boolean last = i == parts.length - 1;
            switch (segment) {
                case "." -> {
                    if (last) {
                        segments.addLast("");
                    }
                }
                case ".." -> {
                    segments.pollLast();
                    if (last) {
                        segments.addLast("");
                    }
                }
                case "" -> {
                    if (last) {
                        segments.addLast(""); // a trailing slash is kept: "/competitions/" stays a directory
                    }
                }
                default -> segments.addLast(segment);
            }
        }
        return Optional.of("/" + String.join("/", segments));
    }

    /**
     * The path to send on: each segment percent-encoded where RFC 3986 requires it, and {@code ;} too, so that
     * no server reads a segment as "name;parameters" and routes on a name other than the one we routed on.
     */
    static String encode(String normalised) {
        var out = new StringBuilder(normalised.length() + 8);
        for (byte b : normalised.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c < 0x80 && (Character.isLetterOrDigit(c) || "/-._~!$&'()*+,=:@".indexOf(c) >= 0)) {
                out.append((char) c);
            } else {
                out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return out.toString();
    }

    /** Whether the path is Quarkus's non-application root (health, metrics, OpenAPI): never public. */
    static boolean isManagement(String normalised) {
        return normalised.equals("/q") || normalised.startsWith("/q/");
    }

    private static Optional<String> decode(String raw) {
        var bytes = new ByteArrayOutputStream(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '%') {
                if (i + 2 >= raw.length()) {
                    return Optional.empty();
                }
                int high = Character.digit(raw.charAt(i + 1), 16);
                int low = Character.digit(raw.charAt(i + 2), 16);
                if (high < 0 || low < 0) {
                    return Optional.empty();
                }
                int value = high << 4 | low;
                if (value == '/' || value == '\\') {
                    return Optional.empty();
                }
                bytes.write(value);
                i += 2;
            } else if (c > 0x7e) {
                return Optional.empty(); // a request line is ASCII; anything else was sent unencoded on purpose
            } else {
                bytes.write(c);
            }
        }
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray())).toString();
            if (text.chars().anyMatch(ch -> ch < 0x20 || ch == 0x7f)) {
                return Optional.empty();
            }
            return Optional.of(text);
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}
