package dev.arbiter.blobstore;

import com.github.luben.zstd.ZstdIOException;
import com.github.luben.zstd.ZstdInputStream;
import com.github.luben.zstd.ZstdOutputStream;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How a blob's bytes are kept at rest: as they are, or as one zstd frame. A blob's name is always the SHA-256 of its
 * uncompressed bytes, so compression never changes what refers to it; readers get the uncompressed bytes back.
 *
 * <p>Transcripts, logs and scripts are text that shrinks ten-fold or more; an entry's zip or tar.gz does not shrink,
 * so bytes that already start like a compressed format are not tried, and a blob is kept compressed only when that
 * saves at least a tenth of its size.
 */
final class BlobCodec {

    /**
     * zstd's level: 9 compresses a RoShamBo transcript about as well as 19 would at a fraction of the time; a blob is
     * compressed once and read many times, and decompression costs the same at any level.
     */
    static final int LEVEL = 9;

    /** The file-name suffix (and, in S3, the encoding) of a blob kept compressed. */
    static final String SUFFIX = ".zst";

    /** The magic numbers of formats that are compressed already: gzip, zip, zstd, xz, bzip2, 7z. */
    private static final byte[][] COMPRESSED_MAGIC = {
            {0x1f, (byte) 0x8b},
            {'P', 'K', 3, 4},
            {'P', 'K', 5, 6},
            {0x28, (byte) 0xb5, 0x2f, (byte) 0xfd},
            {(byte) 0xfd, '7', 'z', 'X', 'Z', 0},
            {'B', 'Z', 'h'},
            {'7', 'z', (byte) 0xbc, (byte) 0xaf, 0x27, 0x1c},
    };

    private BlobCodec() {
    }

    /** Whether bytes starting with {@code head} are worth trying to compress. */
    static boolean worthCompressing(byte[] head) {
        for (byte[] magic : COMPRESSED_MAGIC) {
            if (head.length >= magic.length && java.util.Arrays.equals(head, 0, magic.length, magic, 0, magic.length)) {
                return false;
            }
        }
        return head.length > 0;
    }

    /** Whether {@code compressedSize} bytes are worth keeping instead of {@code rawSize}: a tenth smaller at least. */
    static boolean worthKeeping(long compressedSize, long rawSize) {
        return compressedSize <= rawSize - rawSize / 10;
    }

    /**
     * Compresses {@code raw} into {@code target} as one zstd frame, readable by the {@code zstd} command too.
     *
     * @return the compressed size
     */
    static long compress(Path raw, Path target) throws IOException {
        try (InputStream in = Files.newInputStream(raw);
             OutputStream out = new ZstdOutputStream(Files.newOutputStream(target), LEVEL)) {
            in.transferTo(out);
        }
        return Files.size(target);
    }

    /**
     * The uncompressed bytes of blob {@code digest} stored as a zstd frame, checked against the digest as they are
     * read; a frame that does not decode is refused as {@link BlobCorruptedException}, as altered bytes are.
     * Closes {@code stored} when this fails.
     */
    static InputStream decompressing(InputStream stored, Digest digest) throws IOException {
        try {
            InputStream frame = new ZstdInputStream(new BufferedInputStream(stored, 1 << 16));
            return new DigestCheckingInputStream(new FilterInputStream(frame) {
                @Override
                public int read() throws IOException {
                    try {
                        return super.read();
                    } catch (ZstdIOException e) {
                        throw new BlobCorruptedException(digest, e.getMessage());
                    }
                }

                @Override
                public int read(byte[] buffer, int offset, int length) throws IOException {
                    try {
                        return super.read(buffer, offset, length);
                    } catch (ZstdIOException e) {
                        throw new BlobCorruptedException(digest, e.getMessage());
                    }
                }
            }, digest);
        } catch (IOException | RuntimeException e) {
            stored.close();
            throw e;
        }
    }

    /** The first bytes of a file (fewer when it is shorter), enough to recognise a compressed format. */
    static byte[] head(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(8);
        }
    }
}
