package dev.arbiter.judge.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Remembers when the last read from a program's pipe returned, so that each line can be stamped with the
 * moment its bytes reached the judge. A buffer above this stream may hand out lines later (while the judge
 * processes earlier ones); the stamp still says when they arrived. One clock read per pipe read, not per byte.
 */
final class ReadStampingStream extends FilterInputStream {

    private long lastReadNanos = System.nanoTime();

    ReadStampingStream(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        lastReadNanos = System.nanoTime();
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = in.read(b, off, len);
        lastReadNanos = System.nanoTime();
        return n;
    }

    /** Only the reading thread calls this, right after the read that brought the bytes it asks about. */
    long lastReadNanos() {
        return lastReadNanos;
    }
}
