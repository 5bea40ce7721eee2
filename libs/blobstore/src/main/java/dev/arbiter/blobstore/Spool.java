package dev.arbiter.blobstore;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.DigestOutputStream;
import java.security.MessageDigest;

/**
 * A blob on its way into a store: its bytes in a temporary file, hashed as they arrived, then compressed beside it
 * when that is worth it ({@link BlobCodec}). What is kept is on disk (fsynced) before a store gives it its name, so a
 * crash after the rename never leaves a blob of zeros under a digest that promises other bytes. Closing removes
 * whatever temporary file is still there.
 */
final class Spool implements Closeable {

    private final Digest digest;
    private final long size;
    private final Path raw;
    private final Path compressed;
    private final boolean isCompressed;

    private Spool(Digest digest, long size, Path raw, Path compressed, boolean isCompressed) {
        this.digest = digest;
        this.size = size;
        this.raw = raw;
        this.compressed = compressed;
        this.isCompressed = isCompressed;
    }

    /** Spools {@code content} into {@code directory} ({@code null}: the system's temporary directory). */
    static Spool of(InputStream content, Path directory) throws IOException {
        Path raw = directory == null ? Files.createTempFile("arbiter-blob-", ".partial")
                : Files.createTempFile(directory, "put-", ".partial");
        Path compressed = raw.resolveSibling(raw.getFileName() + ".zst");
        try {
            Files.createFile(compressed, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            MessageDigest sha256 = Digest.newSha256();
            long size;
            try (OutputStream out = new DigestOutputStream(Files.newOutputStream(raw), sha256)) {
                size = content.transferTo(out);
            }
            boolean keepCompressed = BlobCodec.worthCompressing(BlobCodec.head(raw))
                    && BlobCodec.worthKeeping(BlobCodec.compress(raw, compressed), size);
            Path kept = keepCompressed ? compressed : raw;
            Files.deleteIfExists(keepCompressed ? raw : compressed);
            try (FileChannel channel = FileChannel.open(kept, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            return new Spool(Digest.of(sha256.digest()), size, raw, compressed, keepCompressed);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(raw);
            Files.deleteIfExists(compressed);
            throw e;
        }
    }

    Digest digest() {
        return digest;
    }

    /** The blob's own (uncompressed) size. */
    long size() {
        return size;
    }

    /** The file to keep: the zstd frame when {@link #isCompressed()}, else the bytes as they came. */
    Path file() {
        return isCompressed ? compressed : raw;
    }

    boolean isCompressed() {
        return isCompressed;
    }

    @Override
    public void close() throws IOException {
        Files.deleteIfExists(raw);
        Files.deleteIfExists(compressed);
    }
}
