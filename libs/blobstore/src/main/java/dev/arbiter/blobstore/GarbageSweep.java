package dev.arbiter.blobstore;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The sweep of a {@link FileSystemBlobStore}: walks the shards and deletes each blob whose every name
 * ({@code <hex>}, {@code <hex>.zst}) was last modified before the cutoff and that {@code live} does not name. The
 * age is checked again, and the files removed, under the blob's lock ({@link BlobLocks}), which a writer storing the
 * same bytes holds while it refreshes them: a writer is either before the sweep (and then the blob is young, or the
 * writer's reference is in {@code live}) or after it (and then it stores the bytes anew). Each unlink is atomic and
 * only garbage is ever unlinked, so a sweep stopped anywhere leaves every live blob whole.
 */
final class GarbageSweep {

    private static final Pattern NAME = Pattern.compile("([0-9a-f]{64})(" + Pattern.quote(BlobCodec.SUFFIX) + ")?");

    private final Path root;
    private final BlobLocks locks;
    private final Function<Digest, Path> rawPathOf;
    private final Function<Digest, Path> compressedPathOf;
    private final Consumer<Digest> afterEach;
    private long examined;
    private long deleted;
    private long bytesFreed;

    GarbageSweep(Path root, BlobLocks locks, Function<Digest, Path> rawPathOf, Function<Digest, Path> compressedPathOf,
                 Consumer<Digest> afterEach) {
        this.root = root;
        this.locks = locks;
        this.rawPathOf = rawPathOf;
        this.compressedPathOf = compressedPathOf;
        this.afterEach = afterEach;
    }

    BlobStore.Sweep run(Instant cutoff, Predicate<Digest> live) throws IOException {
        for (Path first : RawBlobCompression.shards(root)) {
            for (Path second : RawBlobCompression.shards(first)) {
                try (DirectoryStream<Path> blobs = Files.newDirectoryStream(second)) {
                    for (Path blob : blobs) {
                        if (Thread.currentThread().isInterrupted()) {
                            return done(); // asked to stop: the next sweep carries on
                        }
                        var name = NAME.matcher(blob.getFileName().toString());
                        // A blob kept under both names (compressed in place, raw not yet removed) is seen twice.
                        if (name.matches() && (name.group(2) != null || !Files.exists(compressedPathOf.apply(new Digest(name.group(1)))))) {
                            consider(new Digest(name.group(1)), cutoff, live);
                        }
                    }
                }
            }
        }
        return done();
    }

    private BlobStore.Sweep done() {
        return new BlobStore.Sweep(examined, deleted, bytesFreed);
    }

    private void consider(Digest digest, Instant cutoff, Predicate<Digest> live) throws IOException {
        examined++;
        try {
            List<Path> names = List.of(compressedPathOf.apply(digest), rawPathOf.apply(digest));
            if (!olderThan(names, cutoff) || live.test(digest)) {
                return;
            }
            try (BlobLocks.Held held = locks.hold(digest)) {
                if (!olderThan(names, cutoff)) {
                    return; // stored again since the first look
                }
                long freed = 0;
                for (Path name : names) {
                    try {
                        long size = Files.size(name);
                        Files.delete(name);
                        freed += size;
                    } catch (NoSuchFileException absent) {
                        // not under this name
                    }
                }
                if (freed > 0) {
                    deleted++;
                    bytesFreed += freed;
                }
            }
        } finally {
            afterEach.accept(digest);
        }
    }

    /** Whether every name of the blob that exists was last modified before {@code cutoff}. */
    private static boolean olderThan(List<Path> names, Instant cutoff) throws IOException {
        for (Path name : names) {
            try {
                if (!Files.getLastModifiedTime(name).toInstant().isBefore(cutoff)) {
                    return false;
                }
            } catch (NoSuchFileException absent) {
                // not under this name
            }
        }
        return true;
    }
}
