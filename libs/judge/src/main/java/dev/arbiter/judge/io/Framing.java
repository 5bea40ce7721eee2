package dev.arbiter.judge.io;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * How a protocol frames messages on a byte stream.
 *
 * @param charset         decoding of incoming bytes. LMC uses ISO-8859-1 so that every byte maps to one
 *                        char and the protocol can reject non-ASCII exactly; Taboo uses UTF-8.
 * @param maxMessageBytes longest message accepted (without its terminator)
 */
public record Framing(Charset charset, int maxMessageBytes) {

    public static Framing asciiLines(int maxLineBytes) {
        return new Framing(StandardCharsets.ISO_8859_1, maxLineBytes);
    }

    public static Framing utf8Lines(int maxLineBytes) {
        return new Framing(StandardCharsets.UTF_8, maxLineBytes);
    }
}
