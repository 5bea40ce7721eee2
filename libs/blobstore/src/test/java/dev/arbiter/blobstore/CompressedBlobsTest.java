package dev.arbiter.blobstore;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Blobs kept zstd-compressed at rest in the directory store, named and read as their uncompressed bytes. */
class CompressedBlobsTest {

    @TempDir
    Path dir;

    /** Lines like a match transcript's: repetitive JSON, the text blobs the store holds most of. */
    static byte[] transcript(int moves) {
        var text = new StringBuilder();
        for (int move = 1; move <= moves; move++) {
            text.append("{\"t\":").append(1_000L * move).append(",\"seat\":").append(move % 2)
                    .append(",\"dir\":\"in\",\"line\":\"").append("RPS".charAt(move * 7 % 3)).append("\"}\n");
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    private static byte[] read(BlobStore store, Digest digest) throws IOException {
        try (InputStream in = store.open(digest)) {
            return in.readAllBytes();
        }
    }

    @Test
    void aTranscriptIsKeptCompressedUnderTheDigestOfItsUncompressedBytesAndReadsBackWhole() throws Exception {
        var store = new FileSystemBlobStore(dir);
        byte[] transcript = transcript(5_000);

        BlobStore.Stored stored = store.store(new ByteArrayInputStream(transcript));

        assertThat(stored.digest().hex()).isEqualTo(sha256(transcript));
        assertThat(stored.sizeBytes()).isEqualTo(transcript.length);
        Path file = store.pathOf(stored.digest());
        assertThat(file.getFileName().toString()).isEqualTo(stored.digest().hex() + ".zst");
        assertThat(Files.size(file)).isLessThan(transcript.length / 5);
        assertThat(read(store, stored.digest())).isEqualTo(transcript);
        assertThat(store.size(stored.digest())).isEqualTo(transcript.length);
        assertThat(store.exists(stored.digest())).isTrue();
        assertThat(store.store(new ByteArrayInputStream(transcript)).isNew()).isFalse();
    }

    @Test
    void anAlreadyCompressedArchiveIsKeptAsItCame() throws Exception {
        var store = new FileSystemBlobStore(dir);
        var gz = new ByteArrayOutputStream();
        try (var out = new GZIPOutputStream(gz)) {
            out.write(transcript(2_000));
        }

        Digest digest = store.put(new ByteArrayInputStream(gz.toByteArray()));

        assertThat(store.pathOf(digest)).isEqualTo(store.rawPathOf(digest)).hasBinaryContent(gz.toByteArray());
        assertThat(read(store, digest)).isEqualTo(gz.toByteArray());
    }

    @Test
    void aBlobStoredRawBeforeCompressionExistedStillReadsAndIsNotStoredAgain() throws Exception {
        var store = new FileSystemBlobStore(dir);
        byte[] transcript = transcript(1_000);
        Digest digest = new Digest(sha256(transcript));
        writeLegacy(store, digest, transcript);

        assertThat(read(store, digest)).isEqualTo(transcript);
        assertThat(store.size(digest)).isEqualTo(transcript.length);
        assertThat(store.exists(digest)).isTrue();
        assertThat(store.store(new ByteArrayInputStream(transcript)).isNew()).isFalse();
        assertThat(store.compressedPathOf(digest)).doesNotExist();
    }

    @Test
    void aCompressedBlobWhoseFrameWasCutShortIsRefusedAsCorrupt() throws Exception {
        var store = new FileSystemBlobStore(dir);
        Digest digest = store.put(new ByteArrayInputStream(transcript(5_000)));
        Path file = store.compressedPathOf(digest);
        byte[] frame = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(frame, frame.length / 2));

        assertThatThrownBy(() -> read(store, digest)).isInstanceOf(BlobCorruptedException.class)
                .hasMessageContaining(digest.hex());
        Path target = dir.resolve("copied");
        assertThatThrownBy(() -> store.copyTo(digest, target)).isInstanceOf(BlobCorruptedException.class);
        assertThat(target).doesNotExist();
    }

    /** Writes a blob the way stores did before compression: its bytes as they came under {@code <hex>}. */
    static void writeLegacy(FileSystemBlobStore store, Digest digest, byte[] bytes) throws IOException {
        Path raw = store.rawPathOf(digest);
        Files.createDirectories(raw.getParent());
        Files.write(raw, bytes);
    }
}
