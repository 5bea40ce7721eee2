package dev.arbiter.rddl.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** Messages on the wire: bytes up to a NUL (0x00), ASCII text. */
final class NulFraming {
    /** The reference server's buffer size; longer client messages end the session. */
    static final int MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

    private final InputStream in;
    private final OutputStream out;
    private final byte[] buffer = new byte[8192];
    private int start;
    private int end;

    NulFraming(InputStream in, OutputStream out) {
        this.in = in;
        this.out = out;
    }

    /**
     * The next message without its NUL, or null at end of stream. Reads whatever has arrived and
     * returns as soon as a NUL is among it, so a message never waits for bytes after its terminator.
     */
    String read() throws IOException {
        ByteArrayOutputStream message = new ByteArrayOutputStream();
        while (true) {
            for (int i = start; i < end; i++) {
                if (buffer[i] == 0) {
                    message.write(buffer, start, i - start);
                    start = i + 1;
                    return message.toString(StandardCharsets.US_ASCII);
                }
            }
            message.write(buffer, start, end - start);
            if (message.size() > MAX_MESSAGE_BYTES) throw new IOException("client message over 10 MiB");
            start = 0;
            end = in.read(buffer);
            if (end < 0) {
                end = 0;
                return null;
            }
        }
    }

    void write(String message, boolean terminate) throws IOException {
        out.write(message.getBytes(StandardCharsets.US_ASCII));
        if (terminate) out.write(0);
        out.flush();
    }
}
