package dev.arbiter.blobstore;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Compresses in place the blobs a {@code FileSystemBlobStore} holds as they came (stored before blobs were kept
 * compressed). Each blob is read back through its digest check, spooled and compressed in the store's {@code tmp},
 * fsynced, renamed to {@code <hex>.zst} (atomic), the directory fsynced, and only then is {@code <hex>} removed.
 * At every instant one of the two names holds the whole blob, so readers never miss it, and a run killed at any
 * point (kill -9, power loss) leaves a state the next run finishes: both names present means the rename is done
 * and only the removal is left. Blobs that do not shrink, or no longer match their digest, stay as they are.
 */
final class RawBlobCompression {

    private static final Pattern HEX = Pattern.compile("[0-9a-f]{64}");
    private static final Pattern SHARD = Pattern.compile("[0-9a-f]{2}");
    /** A spool file this old belongs to a writer that died; younger ones may be another process's write. */
    private static final Duration ABANDONED = Duration.ofDays(1);

    /** The directory store as this needs it (its own methods, so neither class depends on the other). */
    record Layout(Path root, Path tmp, Function<Digest, Path> rawPathOf, Function<Digest, Path> compressedPathOf,
                  Placer putInPlace) {
    }

    /** Gives a spooled blob its name in the store; false when another writer was first. */
    @FunctionalInterface
    interface Placer {
        boolean put(Spool spool, Digest digest) throws IOException;
    }

    private final Layout store;
    private final Consumer<Digest> afterEach;
    private long examined;
    private long compressed;
    private long bytesBefore;
    private long bytesAfter;

    RawBlobCompression(Layout store, Consumer<Digest> afterEach) {
        this.store = store;
        this.afterEach = afterEach;
    }

    BlobStore.Compaction run() throws IOException {
        removeAbandonedSpools();
        for (Path first : shards(store.root())) {
            for (Path second : shards(first)) {
                try (DirectoryStream<Path> blobs = Files.newDirectoryStream(second)) {
                    for (Path blob : blobs) {
                        String name = blob.getFileName().toString();
                        if (Thread.currentThread().isInterrupted()) {
                            return done(); // asked to stop: the next run carries on
                        }
                        if (HEX.matcher(name).matches() && Files.isRegularFile(blob)) {
                            compress(new Digest(name));
                        }
                    }
                }
            }
        }
        return done();
    }

    private BlobStore.Compaction done() {
        return new BlobStore.Compaction(examined, compressed, bytesBefore, bytesAfter);
    }

    private void compress(Digest digest) throws IOException {
        examined++;
        Path raw = store.rawPathOf().apply(digest);
        Path zst = store.compressedPathOf().apply(digest);
        try {
            long rawSize = Files.size(raw);
            if (Files.exists(zst)) {
                // An earlier run renamed the compressed copy into place and stopped before removing this one.
                Files.delete(raw);
                return;
            }
            if (!BlobCodec.worthCompressing(BlobCodec.head(raw))) {
                return;
            }
            try (InputStream in = new DigestCheckingInputStream(Files.newInputStream(raw), digest);
                 Spool spool = Spool.of(in, store.tmp())) {
                if (!spool.isCompressed()) {
                    return;
                }
                long size = Files.size(spool.file());
                store.putInPlace().put(spool, digest);
                syncDirectory(zst.getParent());
                Files.delete(raw);
                compressed++;
                bytesBefore += rawSize;
                bytesAfter += size;
            }
        } catch (NoSuchFileException | BlobCorruptedException gone) {
            // Compressed by another process meanwhile, or altered bytes that readers are refused anyway: leave it.
        } finally {
            afterEach.accept(digest);
        }
    }

    /** The two-hex-digit fan-out directories under {@code directory}, in order ({@code tmp} is not one). */
    static List<Path> shards(Path directory) throws IOException {
        try (var entries = Files.list(directory)) {
            return entries.filter(p -> SHARD.matcher(p.getFileName().toString()).matches() && Files.isDirectory(p))
                    .sorted().toList();
        }
    }

    /** Makes a rename in {@code directory} durable before the old name is removed. */
    private static void syncDirectory(Path directory) throws IOException {
        try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }

    private void removeAbandonedSpools() throws IOException {
        Instant before = Instant.now().minus(ABANDONED);
        try (DirectoryStream<Path> spools = Files.newDirectoryStream(store.tmp(), "*.partial*")) {
            for (Path spool : spools) {
                try {
                    if (Files.getLastModifiedTime(spool).toInstant().isBefore(before)) {
                        Files.deleteIfExists(spool);
                    }
                } catch (NoSuchFileException done) {
                    // its writer finished meanwhile
                }
            }
        }
    }
}
