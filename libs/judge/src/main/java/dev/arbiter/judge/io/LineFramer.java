package dev.arbiter.judge.io;

import java.nio.charset.Charset;
import java.util.Arrays;

/**
 * Splits a byte stream into lines ending in LF, dropping one CR before the LF (entries built on
 * Windows, and Wine's text-mode stdout, end lines with CRLF), or into messages ending in another
 * terminator byte (NUL for RDDLSim), kept whole. A line longer than the cap is reported
 * once, and the rest of it is skipped up to its LF.
 */
final class LineFramer {

    enum Event { NONE, LINE, OVERLONG }

    private final int maxBytes;
    private final byte terminator;
    private byte[] buf = new byte[256];
    private int len;
    private boolean skipping;

    LineFramer(int maxBytes) {
        this(maxBytes, (byte) '\n');
    }

    LineFramer(int maxBytes, byte terminator) {
        this.maxBytes = maxBytes;
        this.terminator = terminator;
    }

    Event accept(byte b) {
        if (b == terminator) {
            if (skipping) {
                skipping = false;
                len = 0;
                return Event.NONE;
            }
            return Event.LINE;
        }
        if (skipping) {
            return Event.NONE;
        }
        if (len == maxBytes) {
            skipping = true;
            return Event.OVERLONG;
        }
        if (len == buf.length) {
            buf = Arrays.copyOf(buf, Math.min(maxBytes, buf.length * 2));
        }
        buf[len++] = b;
        return Event.NONE;
    }

    /** The completed line; resets for the next one. */
    String take(Charset charset) {
        int end = terminator == '\n' && len > 0 && buf[len - 1] == '\r' ? len - 1 : len;
        String line = new String(buf, 0, end, charset);
        len = 0;
        return line;
    }

    boolean hasPartial() {
        return len > 0 && !skipping;
    }

    /** A printable look at the start of the current (overlong) line. */
    String excerpt() {
        String s = new String(buf, 0, Math.min(len, 60), java.nio.charset.StandardCharsets.ISO_8859_1);
        len = 0;
        return s;
    }
}
