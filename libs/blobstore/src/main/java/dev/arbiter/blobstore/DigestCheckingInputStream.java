package dev.arbiter.blobstore;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;

/**
 * Hashes a blob while it is read and, at its end, refuses it when the bytes are not the ones its name promises.
 * The check costs one SHA-256 pass over bytes that are being read anyway. A reader that stops before the end gets
 * no verdict: every reader that matters (an artefact copied into a match, a file served whole) reads to the end.
 */
final class DigestCheckingInputStream extends FilterInputStream {

    private final Digest expected;
    private final MessageDigest sha256 = Digest.newSha256();
    private long bytesRead;
    private boolean checked;

    DigestCheckingInputStream(InputStream in, Digest expected) {
        super(in);
        this.expected = expected;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b < 0) {
            atEnd();
        } else {
            sha256.update((byte) b);
            bytesRead++;
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        if (n < 0) {
            atEnd();
        } else {
            sha256.update(buffer, offset, n);
            bytesRead += n;
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        // Skipped bytes must be hashed too, or the verdict at the end would be about other bytes.
        byte[] discard = new byte[8192];
        long skipped = 0;
        while (skipped < n) {
            int r = read(discard, 0, (int) Math.min(discard.length, n - skipped));
            if (r < 0) {
                break;
            }
            skipped += r;
        }
        return skipped;
    }

    @Override
    public boolean markSupported() {
        return false;
    }

    private void atEnd() throws IOException {
        if (checked) {
            return;
        }
        checked = true;
        Digest actual = Digest.of(sha256.digest());
        if (!actual.equals(expected)) {
            throw new BlobCorruptedException(expected, actual, bytesRead);
        }
    }
}
