package dev.arbiter.archive;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Counts entries and decompressed bytes of one archive against its {@link ArchiveLimits}, refusing the moment a
 * limit is passed: an entry that inflates past the limit stops while it is being read, not after it was written.
 */
final class UnpackBudget {

    private final String archiveName;
    private final ArchiveLimits limits;
    private long bytes;
    private int entries;

    UnpackBudget(String archiveName, ArchiveLimits limits) {
        this.archiveName = archiveName;
        this.limits = limits;
    }

    void countEntry() throws ArchiveRefusedException {
        if (++entries > limits.maxEntries()) {
            throw new ArchiveRefusedException(ArchiveRefusal.TOO_MANY_ENTRIES, archiveName + " holds more than "
                    + limits.maxEntries() + " files and directories, the most an archive may hold.");
        }
    }

    void countBytes(long count) throws ArchiveRefusedException {
        bytes += count;
        if (bytes > limits.maxUnpackedBytes()) {
            throw new ArchiveRefusedException(ArchiveRefusal.TOO_BIG_UNPACKED, archiveName + " unpacks to more than "
                    + limits.maxUnpackedBytes() + " bytes, the most an archive may unpack to (is it a zip bomb?).");
        }
    }

    /** The entry's content, counted as it is read; {@link #drain} counts what the reader left. */
    InputStream counted(InputStream content) {
        return new FilterInputStream(content) {
            @Override
            public int read() throws IOException {
                int b;
                try {
                    b = super.read();
                } catch (ArchiveRefusedException e) {
                    throw e;
                } catch (IOException e) {
                    throw corrupt(e);
                }
                if (b >= 0) {
                    countBytes(1);
                }
                return b;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                int n;
                try {
                    n = super.read(buffer, offset, length);
                } catch (ArchiveRefusedException e) {
                    throw e;
                } catch (IOException e) {
                    throw corrupt(e);
                }
                if (n > 0) {
                    countBytes(n);
                }
                return n;
            }

            @Override
            public long skip(long n) throws IOException {
                // Skipped bytes are decompressed all the same: read them so that they are counted.
                return Math.max(0, read(new byte[(int) Math.max(0, Math.min(n, 8192))]));
            }

            @Override
            public void close() {
                // The archive's stream outlives its entries.
            }
        };
    }

    private ArchiveRefusedException corrupt(IOException cause) {
        return new ArchiveRefusedException(ArchiveRefusal.UNREADABLE, archiveName + " cannot be read: "
                + cause.getMessage(), cause);
    }

    static void drain(InputStream counted) throws IOException {
        byte[] buffer = new byte[64 * 1024];
        while (counted.read(buffer) >= 0) {
            // counted as it goes
        }
    }
}
