package dev.arbiter.judge.io;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * How a protocol frames messages on a byte stream.
 *
 * @param charset         decoding of incoming bytes. LMC uses ISO-8859-1 so that every byte maps to one
 *                        char and the protocol can reject non-ASCII exactly; Taboo uses UTF-8.
 * @param maxMessageBytes longest message accepted (without its terminator)
 * @param lastLineMayBeUnterminated whether text after the last newline, at end of output, is still a message:
 *                        LMC takes it (a program that exits mid-line still said it); Taboo does not, since a
 *                        guess counts only once its newline arrives (taboo.md §6)
 * @param terminator      the byte that ends a message: a newline for the line protocols, NUL for RDDLSim,
 *                        whose XML messages span lines
 */
public record Framing(Charset charset, int maxMessageBytes, boolean lastLineMayBeUnterminated, byte terminator) {

    public Framing(Charset charset, int maxMessageBytes, boolean lastLineMayBeUnterminated) {
        this(charset, maxMessageBytes, lastLineMayBeUnterminated, (byte) '\n');
    }

    public static Framing asciiLines(int maxLineBytes) {
        return new Framing(StandardCharsets.ISO_8859_1, maxLineBytes, true);
    }

    /** UTF-8 lines, each a message only once its newline has arrived. */
    public static Framing utf8TerminatedLines(int maxLineBytes) {
        return new Framing(StandardCharsets.UTF_8, maxLineBytes, false);
    }

    /**
     * Messages ended by a NUL byte, bytes kept as they are (ISO-8859-1 maps each byte to one char, so the
     * protocol sees exactly what was sent); an unterminated tail is not a message.
     */
    public static Framing nulTerminated(int maxMessageBytes) {
        return new Framing(StandardCharsets.ISO_8859_1, maxMessageBytes, false, (byte) 0);
    }
}
