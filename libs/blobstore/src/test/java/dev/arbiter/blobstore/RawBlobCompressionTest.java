package dev.arbiter.blobstore;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static dev.arbiter.blobstore.CompressedBlobsTest.sha256;
import static dev.arbiter.blobstore.CompressedBlobsTest.transcript;
import static dev.arbiter.blobstore.CompressedBlobsTest.writeLegacy;
import static org.assertj.core.api.Assertions.assertThat;

/** Compressing, in place, the blobs a directory store holds raw from before compression. */
class RawBlobCompressionTest {

    @TempDir
    Path dir;

    private Map<Digest, byte[]> writeLegacyStore(FileSystemBlobStore store, int transcripts) throws Exception {
        var blobs = new LinkedHashMap<Digest, byte[]>();
        for (int i = 0; i < transcripts; i++) {
            byte[] bytes = transcript(500 + i);
            blobs.put(new Digest(sha256(bytes)), bytes);
        }
        for (String text : new String[] {"ok\n", "PK\3\4 an entry's zip, already compressed".repeat(100)}) {
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            blobs.put(new Digest(sha256(bytes)), bytes);
        }
        for (var blob : blobs.entrySet()) {
            writeLegacy(store, blob.getKey(), blob.getValue());
        }
        return blobs;
    }

    private static void assertEveryBlobReadsUnderItsDigest(BlobStore store, Map<Digest, byte[]> blobs) throws IOException {
        for (var blob : blobs.entrySet()) {
            try (InputStream in = store.open(blob.getKey())) {
                assertThat(in.readAllBytes()).as(blob.getKey().hex()).isEqualTo(blob.getValue());
            }
        }
    }

    private long rawTranscripts(FileSystemBlobStore store, Map<Digest, byte[]> blobs) {
        return blobs.keySet().stream().filter(d -> Files.exists(store.rawPathOf(d))).count();
    }

    @Test
    void compressingRawBlobsKeepsEveryDigestAndLeavesWhatDoesNotShrinkAsItIs() throws Exception {
        var store = new FileSystemBlobStore(dir);
        Map<Digest, byte[]> blobs = writeLegacyStore(store, 3);

        BlobStore.Compaction compaction = store.compressRawBlobs();

        assertThat(compaction.examined()).isEqualTo(5);
        assertThat(compaction.compressed()).isEqualTo(3);
        assertThat(compaction.bytesAfter()).isLessThan(compaction.bytesBefore() / 5);
        assertEveryBlobReadsUnderItsDigest(store, blobs);
        assertThat(rawTranscripts(store, blobs)).as("the tiny blob and the zip stay raw").isEqualTo(2);
        assertThat(store.compressRawBlobs().compressed()).as("a second run has nothing left to do").isZero();
        try (Stream<Path> spools = Files.list(store.tmp())) {
            assertThat(spools).isEmpty();
        }
    }

    @Test
    void aRunStoppedAfterTheRenameButBeforeTheRemovalIsFinishedByTheNext() throws Exception {
        var store = new FileSystemBlobStore(dir);
        byte[] bytes = transcript(800);
        Digest digest = store.put(new java.io.ByteArrayInputStream(bytes));
        writeLegacy(store, digest, bytes);
        Files.writeString(store.tmp().resolve("put-123.partial.zst"), "half a frame from a killed run");

        assertEveryBlobReadsUnderItsDigest(store, Map.of(digest, bytes));
        store.compressRawBlobs();

        assertThat(store.rawPathOf(digest)).doesNotExist();
        assertEveryBlobReadsUnderItsDigest(store, Map.of(digest, bytes));
    }

    @Test
    void aRunKilledMidwayLeavesEveryBlobReadableAndTheNextRunFinishesIt() throws Exception {
        var store = new FileSystemBlobStore(dir);
        Map<Digest, byte[]> blobs = writeLegacyStore(store, 60);

        Process run = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"),
                "-cp", System.getProperty("java.class.path"), SlowCompression.class.getName(), dir.toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (rawTranscripts(store, blobs) > blobs.size() - 10 && run.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        run.destroyForcibly(); // SIGKILL: no shutdown hook, no finally block runs
        assertThat(run.waitFor(30, TimeUnit.SECONDS)).isTrue();

        long leftRaw = rawTranscripts(store, blobs);
        assertThat(leftRaw).as("killed midway: some compressed, some still raw").isLessThan(blobs.size() - 2).isGreaterThan(2);
        assertEveryBlobReadsUnderItsDigest(store, blobs);

        store.compressRawBlobs();

        assertThat(rawTranscripts(store, blobs)).isEqualTo(2);
        assertEveryBlobReadsUnderItsDigest(new FileSystemBlobStore(dir), blobs);
    }

    /** Compresses a store's raw blobs slowly enough to be killed midway, in a process of its own. */
    public static final class SlowCompression {
        public static void main(String[] args) throws IOException {
            new FileSystemBlobStore(Path.of(args[0])).compressRawBlobs(digest -> {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }
    }
}
