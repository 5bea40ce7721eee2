package dev.arbiter.blobstore;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The mark-and-sweep of a directory store: only old, unreferenced blobs go, and never one a writer is storing. */
class GarbageSweepTest {

    private static final Duration GRACE = Duration.ofHours(1);

    @TempDir
    Path dir;

    private static Digest store(BlobStore store, String text) throws IOException {
        return store.put(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Makes a blob look as if it was last stored {@code age} ago. */
    private static void age(FileSystemBlobStore store, Digest digest, Duration age) throws IOException {
        Files.setLastModifiedTime(store.pathOf(digest), FileTime.from(Instant.now().minus(age)));
    }

    private static String read(BlobStore store, Digest digest) throws IOException {
        try (InputStream in = store.open(digest)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void anOldUnreferencedBlobIsDeletedAndLiveOrYoungOnesStay() throws Exception {
        var store = new FileSystemBlobStore(dir);
        Digest expiredTranscript = store(store, "an expired transcript\n".repeat(200));
        Digest liveEntry = store(store, "#!/bin/sh\necho R\n");
        Digest justUploaded = store(store, "an upload nothing refers to yet");
        age(store, expiredTranscript, Duration.ofDays(20));
        age(store, liveEntry, Duration.ofDays(20));

        BlobStore.Sweep sweep = store.sweep(Instant.now(), GRACE, Set.of(liveEntry)::contains);

        assertThat(store.exists(expiredTranscript)).isFalse();
        assertThat(read(store, liveEntry)).startsWith("#!/bin/sh");
        assertThat(read(store, justUploaded)).isEqualTo("an upload nothing refers to yet");
        assertThat(sweep.examined()).isEqualTo(3);
        assertThat(sweep.deleted()).isEqualTo(1);
        assertThat(sweep.bytesFreed()).isPositive();
    }

    @Test
    void bytesStoredAgainWhileTheSweepDecidesAreNeverLost() throws Exception {
        var store = new FileSystemBlobStore(dir);
        Digest old = store(store, "old bytes a new entry version happens to upload again");
        age(store, old, Duration.ofDays(3));
        // The writer stores the same bytes right after the sweep saw the blob old and unreferenced; it records its
        // reference later, so the sweep's live set never names it.
        List<BlobStore.Stored> written = new ArrayList<>();

        store.sweep(Instant.now(), GRACE, digest -> {
            written.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return store.store(new ByteArrayInputStream(
                            "old bytes a new entry version happens to upload again".getBytes(StandardCharsets.UTF_8)));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).join());
            return false;
        });

        assertThat(written).extracting(BlobStore.Stored::digest).containsExactly(old);
        assertThat(read(store, old)).isEqualTo("old bytes a new entry version happens to upload again");
    }

    @Test
    void uploadsRacingManySweepsAreAllReadableAfterwards() throws Exception {
        var store = new FileSystemBlobStore(dir);
        Map<Digest, String> garbage = new LinkedHashMap<>();
        for (int i = 0; i < 200; i++) {
            String text = "blob " + i + "\n";
            Digest digest = store(store, text);
            age(store, digest, Duration.ofDays(2));
            garbage.put(digest, text);
        }
        // Writers store those same bytes again (each then referring to it) while sweeps that know of no reference run.
        Set<Digest> referenced = ConcurrentHashMap.newKeySet();
        var writer = CompletableFuture.runAsync(() -> {
            try {
                for (var blob : garbage.entrySet()) {
                    if (blob.getKey().hex().charAt(0) < '8') {
                        store(store, blob.getValue());
                        referenced.add(blob.getKey());
                    }
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        while (!writer.isDone()) {
            store.sweep(Instant.now(), GRACE, digest -> false);
        }
        writer.join();
        store.sweep(Instant.now(), GRACE, digest -> false);

        assertThat(referenced).isNotEmpty();
        for (Digest digest : referenced) {
            assertThat(read(store, digest)).as(digest.hex()).isEqualTo(garbage.get(digest));
        }
        assertThat(garbage.keySet().stream().filter(store::exists).toList()).containsExactlyInAnyOrderElementsOf(referenced);
    }

    @Test
    void aSweepKilledMidwayLeavesEveryLiveBlobReadableAndTheNextSweepFinishes() throws Exception {
        var store = new FileSystemBlobStore(dir);
        Map<Digest, String> live = new LinkedHashMap<>();
        List<Digest> garbage = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            String text = (i % 2 == 0 ? "live " : "garbage ") + i + "\n" + "a transcript line\n".repeat(i);
            Digest digest = store(store, text);
            age(store, digest, Duration.ofDays(2));
            if (i % 2 == 0) {
                live.put(digest, text);
            } else {
                garbage.add(digest);
            }
        }
        Path liveList = Files.writeString(dir.resolveSibling(dir.getFileName() + "-live.txt"),
                String.join("\n", live.keySet().stream().map(Digest::hex).toList()));

        Process sweep = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"),
                "-cp", System.getProperty("java.class.path"), SlowSweep.class.getName(), dir.toString(), liveList.toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (garbage.stream().filter(store::exists).count() > garbage.size() - 10 && sweep.isAlive()
                && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        sweep.destroyForcibly(); // SIGKILL: no shutdown hook, no finally block runs
        assertThat(sweep.waitFor(30, TimeUnit.SECONDS)).isTrue();

        long garbageLeft = garbage.stream().filter(store::exists).count();
        assertThat(garbageLeft).as("killed midway").isLessThan(garbage.size() - 5).isGreaterThan(5);
        for (var blob : live.entrySet()) {
            assertThat(read(store, blob.getKey())).isEqualTo(blob.getValue());
        }

        BlobStore.Sweep next = new FileSystemBlobStore(dir).sweep(Instant.now(), GRACE, live::containsKey);

        assertThat(next.deleted()).isEqualTo(garbageLeft);
        assertThat(garbage).noneMatch(store::exists);
        for (var blob : live.entrySet()) {
            assertThat(read(store, blob.getKey())).isEqualTo(blob.getValue());
        }
    }

    @Test
    void anInterruptedSweepStopsAndTheNextOneFinishes() throws Exception {
        var store = new FileSystemBlobStore(dir);
        List<Digest> garbage = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Digest digest = store(store, "garbage " + i);
            age(store, digest, Duration.ofDays(2));
            garbage.add(digest);
        }

        BlobStore.Sweep first = store.sweep(Instant.now(), GRACE, digest -> false, digest -> {
            if (garbage.stream().filter(store::exists).count() <= 15) {
                Thread.currentThread().interrupt();
            }
        });
        Thread.interrupted();

        assertThat(first.deleted()).isBetween(1L, 19L);
        BlobStore.Sweep second = store.sweep(Instant.now(), GRACE, digest -> false);
        assertThat(first.deleted() + second.deleted()).isEqualTo(20);
        assertThat(garbage).noneMatch(store::exists);
    }

    @Test
    void aStoreThatCannotSweepSaysSo() {
        BlobStore s3Like = new BlobStore() {
            public Stored store(InputStream content) {
                throw new UnsupportedOperationException();
            }

            public InputStream open(Digest digest) {
                throw new UnsupportedOperationException();
            }

            public boolean exists(Digest digest) {
                return false;
            }

            public long size(Digest digest) {
                return 0;
            }

            public boolean isWritable() {
                return true;
            }

            public String location() {
                return "s3://bucket/blobs";
            }
        };
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> s3Like.sweep(Instant.now(), GRACE, d -> true))
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("s3://bucket/blobs");
    }

    /** Sweeps a store slowly enough to be killed midway, in a process of its own; the live digests in a file. */
    public static final class SlowSweep {
        public static void main(String[] args) throws IOException {
            Set<String> live = Set.copyOf(Files.readAllLines(Path.of(args[1])));
            new FileSystemBlobStore(Path.of(args[0])).sweep(Instant.now(), GRACE, digest -> live.contains(digest.hex()),
                    digest -> {
                        try {
                            Thread.sleep(40);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    });
        }
    }
}
