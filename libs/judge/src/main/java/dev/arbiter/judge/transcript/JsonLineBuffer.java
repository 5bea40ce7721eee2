package dev.arbiter.judge.transcript;

import java.io.IOException;
import java.io.OutputStream;

/**
 * A write buffer in front of the transcript file that encodes the transcript's flat entries
 * ({@code {"t":…,"src":"…","dst":"…","line":"…"}}) straight into bytes. A general JSON generator
 * costs more per entry than the move the entry records (every move writes four), so the hot path
 * is this hand encoder; escaping is Jackson's, byte for byte: the seven short escapes, {@code \}{@code u00XX}
 * (upper-case hex) for other control characters and for surrogate halves, UTF-8 for the rest.
 * Not thread-safe: {@link Transcript} serialises access.
 */
final class JsonLineBuffer {

    private static final byte[] HEX = "0123456789ABCDEF".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    /** Short escapes by character below 0x80; 0 for none, -1 for {@code \}{@code u00XX}. */
    private static final byte[] ESCAPES = new byte[128];

    static {
        for (int c = 0; c < 0x20; c++) {
            ESCAPES[c] = -1;
        }
        ESCAPES['"'] = '"';
        ESCAPES['\\'] = '\\';
        ESCAPES['\b'] = 'b';
        ESCAPES['\t'] = 't';
        ESCAPES['\n'] = 'n';
        ESCAPES['\f'] = 'f';
        ESCAPES['\r'] = 'r';
    }

    private final OutputStream out;
    private final byte[] buf;
    private int pos;
    private long written;

    JsonLineBuffer(OutputStream out, int size) {
        this.out = out;
        this.buf = new byte[size];
    }

    /** Bytes accepted so far, buffered or not: the transcript's exact size. */
    long written() {
        return written;
    }

    JsonLineBuffer raw(byte b) throws IOException {
        room(1);
        buf[pos++] = b;
        written++;
        return this;
    }

    /** Bytes already encoded (the header, written by a general JSON generator). */
    void raw(byte[] bytes) throws IOException {
        flush();
        out.write(bytes);
        written += bytes.length;
    }

    /** Bytes encoded elsewhere (a held transcript line), copied into the buffer. */
    void append(byte[] bytes) throws IOException {
        for (int from = 0; from < bytes.length; ) {
            room(Math.min(buf.length, bytes.length - from));
            int n = Math.min(buf.length - pos, bytes.length - from);
            System.arraycopy(bytes, from, buf, pos, n);
            pos += n;
            from += n;
            written += n;
        }
    }

    /** {@code "name":} — names are the transcript's own ASCII keys, never escaped. */
    JsonLineBuffer name(String name) throws IOException {
        return raw((byte) '"').ascii(name).raw((byte) '"').raw((byte) ':');
    }

    /** A non-negative number's decimal digits, written in place (no string per entry); a negative one via text. */
    JsonLineBuffer number(long value) throws IOException {
        if (value < 0) {
            return ascii(Long.toString(value));
        }
        int digits = 1;
        for (long rest = value / 10; rest > 0; rest /= 10) {
            digits++;
        }
        room(digits);
        for (int i = pos + digits - 1; i >= pos; i--) {
            buf[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
        pos += digits;
        written += digits;
        return this;
    }

    JsonLineBuffer bool(boolean value) throws IOException {
        return ascii(value ? "true" : "false");
    }

    private JsonLineBuffer ascii(String text) throws IOException {
        room(text.length());
        for (int i = 0; i < text.length(); i++) {
            buf[pos++] = (byte) text.charAt(i);
        }
        written += text.length();
        return this;
    }

    JsonLineBuffer string(String s) throws IOException {
        raw((byte) '"');
        int len = s.length();
        for (int i = 0; i < len; ) {
            // Encode in chunks that surely fit: 6 bytes is the longest a char becomes.
            int chunk = Math.min(len - i, buf.length / 6 - 1);
            room(chunk * 6);
            int start = pos;
            int p = pos;
            for (int end = i + chunk; i < end; i++) {
                char c = s.charAt(i);
                if (c < 0x80 && ESCAPES[c] == 0) {
                    buf[p++] = (byte) c; // the common case, kept in this loop
                } else {
                    pos = p;
                    encode(c);
                    p = pos;
                }
            }
            written += p - start;
            pos = p;
        }
        return raw((byte) '"');
    }

    private void encode(char c) {
        if (c < 0x80) {
            byte esc = ESCAPES[c];
            if (esc == 0) {
                buf[pos++] = (byte) c;
            } else if (esc > 0) {
                buf[pos++] = '\\';
                buf[pos++] = esc;
            } else {
                unicodeEscape(c);
            }
        } else if (c < 0x800) {
            buf[pos++] = (byte) (0xc0 | (c >> 6));
            buf[pos++] = (byte) (0x80 | (c & 0x3f));
        } else if (Character.isSurrogate(c)) {
            unicodeEscape(c);
        } else {
            buf[pos++] = (byte) (0xe0 | (c >> 12));
            buf[pos++] = (byte) (0x80 | ((c >> 6) & 0x3f));
            buf[pos++] = (byte) (0x80 | (c & 0x3f));
        }
    }

    private void unicodeEscape(char c) {
        buf[pos++] = '\\';
        buf[pos++] = 'u';
        buf[pos++] = HEX[c >> 12];
        buf[pos++] = HEX[(c >> 8) & 0xf];
        buf[pos++] = HEX[(c >> 4) & 0xf];
        buf[pos++] = HEX[c & 0xf];
    }

    private void room(int bytes) throws IOException {
        if (buf.length - pos < bytes) {
            flush();
        }
    }

    void flush() throws IOException {
        if (pos > 0) {
            out.write(buf, 0, pos);
            pos = 0;
        }
    }

    void close() throws IOException {
        try {
            flush();
        } finally {
            out.close();
        }
    }
}
