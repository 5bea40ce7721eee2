package dev.arbiter.blobstore;

import dev.arbiter.hostdirs.PrivateDirectory;
import dev.arbiter.hostdirs.PrivateDirectory.Owner;
import dev.arbiter.hostdirs.UnsafeDirectoryException;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.UserPrincipal;
import java.util.List;

/**
 * Blobs as files under one root directory: {@code <root>/ab/cd/abcd…} (two levels of fan-out keep
 * directories small with millions of transcripts), {@code abcd….zst} when kept compressed ({@link BlobCodec}).
 * Writers stream into a temporary file in {@code <root>/tmp} while hashing, compress it beside it when that pays,
 * then rename what they keep into place: the rename is atomic on one file system, so readers see a whole blob or
 * none, and two writers of the same bytes both succeed. Blobs stored raw before compression existed stay
 * readable; {@link RawBlobCompression} compresses them in place.
 *
 * <p>Several processes (submission, runners) may share the directory. Writing needs no lock because a blob's name
 * is its content; only the choice between refreshing a stored blob and putting a new one is made under the blob's
 * short lock ({@link BlobLocks}), which the garbage sweep ({@link #sweep}) takes too before it deletes.
 */
public final class FileSystemBlobStore implements BlobStore {

    private final Path root;
    private final Path tmp;
    /**
     * Who what this process writes is given to, or null: the root directory's owner when this process runs as
     * root and someone else owns the store. On one machine the services run as an unprivileged account and the
     * sandbox runner as root, sharing this directory; a transcript the runner stored must be readable by the
     * leaderboard, and a shard directory it made must take the submission service's next upload.
     */
    private final UserPrincipal giveTo;
    private final BlobLocks locks;
    /** The file system the blobs are on, looked up once (finding it reads the mount table). */
    private final java.nio.file.FileStore disk;

    /**
     * Uses {@code root}, made owner-only (0700) when missing. An existing root must be a directory, not a link, that
     * grants nobody but its owner anything, and be this process's account's or, for a process running as root,
     * any account's (the services' store the runner shares): otherwise other local users could have read the
     * entries in it or planted blobs, and the store is refused ({@link UnsafeDirectoryException} says what to do).
     */
    public FileSystemBlobStore(Path root) throws IOException {
        this.root = PrivateDirectory.prepare(root, PrivateDirectory.OWNER_ONLY, Owner.THIS_ACCOUNT_OR_ANY_FOR_ROOT);
        this.tmp = this.root.resolve("tmp");
        UserPrincipal owner = Files.getOwner(this.root);
        this.giveTo = "root".equals(System.getProperty("user.name")) && !"root".equals(owner.getName()) ? owner : null;
        createOwnedDirectories(tmp);
        this.locks = new BlobLocks(this.root, giveTo);
        this.disk = Files.getFileStore(this.root);
    }

    public Path root() {
        return root;
    }

    @Override
    public Stored store(InputStream content) throws IOException {
        try (Spool spool = Spool.of(content, tmp)) {
            Digest digest = spool.digest();
            // Under the blob's lock, so the garbage sweep cannot delete it between this writer's look and its use.
            try (BlobLocks.Held held = locks.hold(digest)) {
                if (refreshed(digest)) {
                    return new Stored(digest, spool.size(), false);
                }
                return new Stored(digest, spool.size(), putInPlace(spool, digest));
            }
        }
    }

    /**
     * Whether the blob is stored already; if so its files' modification time becomes now. That time is what the
     * garbage sweep's grace period is counted from: a writer about to refer to bytes that were stored long ago
     * makes them young again, and a sweep leaves them alone.
     */
    private boolean refreshed(Digest digest) throws IOException {
        boolean stored = false;
        java.nio.file.attribute.FileTime now = java.nio.file.attribute.FileTime.from(java.time.Instant.now());
        for (Path name : List.of(compressedPathOf(digest), rawPathOf(digest))) {
            try {
                Files.setLastModifiedTime(name, now);
                stored = true;
            } catch (NoSuchFileException absent) {
                // not under this name
            } catch (java.nio.file.AccessDeniedException notOurs) {
                return false; // put it in place again, as a new file of ours
            }
        }
        return stored;
    }

    @Override
    public Sweep sweep(java.time.Instant start, java.time.Duration grace, java.util.function.Predicate<Digest> live)
            throws IOException {
        return sweep(start, grace, live, digest -> { });
    }

    /** {@link #sweep}, calling {@code afterEach} after each blob it looked at (tests pace it). */
    Sweep sweep(java.time.Instant start, java.time.Duration grace, java.util.function.Predicate<Digest> live,
                java.util.function.Consumer<Digest> afterEach) throws IOException {
        return new GarbageSweep(root, locks, this::rawPathOf, this::compressedPathOf, afterEach)
                .run(start.minus(grace), live);
    }

    /**
     * Gives a spooled blob its name: {@code <hex>.zst} when it was kept compressed, {@code <hex>} otherwise.
     *
     * @return whether this writer put the blob in place (false: another writer of the same bytes was first)
     */
    boolean putInPlace(Spool spool, Digest digest) throws IOException {
        Path target = spool.isCompressed() ? compressedPathOf(digest) : rawPathOf(digest);
        if (giveTo != null) {
            Files.setOwner(spool.file(), giveTo);
        }
        createOwnedDirectories(target.getParent());
        return moveIntoPlace(spool.file(), target);
    }

    /** The directory blobs are spooled in before they are named, on the same file system as the blobs. */
    Path tmp() {
        return tmp;
    }

    /** Creates {@code directory} and its missing parents below the root, each given to {@link #giveTo}. */
    private void createOwnedDirectories(Path directory) throws IOException {
        if (giveTo == null) {
            Files.createDirectories(directory);
            return;
        }
        for (Path level = root, rest = root.relativize(directory); rest != null && !rest.toString().isEmpty(); ) {
            level = level.resolve(rest.getName(0));
            rest = rest.getNameCount() > 1 ? rest.subpath(1, rest.getNameCount()) : null;
            try {
                Files.createDirectory(level);
                Files.setOwner(level, giveTo);
            } catch (FileAlreadyExistsException exists) {
                // made earlier, or by another writer just now
            }
        }
    }

    /** @return whether this writer put the blob in place (false: another writer of the same bytes was first) */
    private static boolean moveIntoPlace(Path partial, Path target) throws IOException {
        try {
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            return true;
        } catch (FileAlreadyExistsException e) {
            // Another writer stored the same bytes first: same name, same content.
            return false;
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("the blob store's tmp directory must be on the same file system as its blobs", e);
        }
    }

    @Override
    public InputStream open(Digest digest) throws IOException {
        // Twice: a blob compressed in place between the two looks is under its new name on the second.
        for (int look = 0; look < 2; look++) {
            try {
                return BlobCodec.decompressing(Files.newInputStream(compressedPathOf(digest)), digest);
            } catch (NoSuchFileException notCompressed) {
                // stored as it came, or not at all
            }
            try {
                return new DigestCheckingInputStream(Files.newInputStream(rawPathOf(digest)), digest);
            } catch (NoSuchFileException notRaw) {
                // not stored, or compressed in place just now
            }
        }
        throw new BlobNotFoundException(digest);
    }

    @Override
    public boolean exists(Digest digest) {
        return Files.isRegularFile(compressedPathOf(digest)) || Files.isRegularFile(rawPathOf(digest));
    }

    /** The blob's own (uncompressed) length; for a compressed blob this reads it through once. */
    @Override
    public long size(Digest digest) throws IOException {
        if (Files.isRegularFile(rawPathOf(digest))) {
            try {
                return Files.size(rawPathOf(digest));
            } catch (NoSuchFileException compressedJustNow) {
                // read it below
            }
        }
        try (InputStream in = open(digest)) {
            return in.transferTo(OutputStream.nullOutputStream());
        }
    }

    @Override
    public Compaction compressRawBlobs() throws IOException {
        return compressRawBlobs(digest -> { });
    }

    /** {@link #compressRawBlobs()}, calling {@code afterEach} after each raw blob it looked at (tests pace it). */
    Compaction compressRawBlobs(java.util.function.Consumer<Digest> afterEach) throws IOException {
        return new RawBlobCompression(new RawBlobCompression.Layout(root, tmp, this::rawPathOf, this::compressedPathOf,
                this::putInPlace), afterEach).run();
    }

    @Override
    public boolean isWritable() {
        return Files.isDirectory(tmp) && Files.isWritable(tmp);
    }

    @Override
    public java.util.OptionalLong usableSpace() throws IOException {
        return java.util.OptionalLong.of(disk.getUsableSpace());
    }

    @Override
    public String location() {
        return root.toString();
    }

    @Override
    public java.util.OptionalLong storedBytes(Digest digest) throws IOException {
        Path file = pathOf(digest);
        return java.util.OptionalLong.of(Files.isRegularFile(file) ? Files.size(file) : 0);
    }

    /**
     * Where a blob lives: {@code <root>/ab/cd/abcd…}, with {@code .zst} when it is kept compressed (then the
     * file is one zstd frame, which {@code zstd -d} reads too). Exposed for tests and for operators reading the store
     * by hand.
     */
    public Path pathOf(Digest digest) {
        Path compressed = compressedPathOf(digest);
        return Files.exists(compressed) ? compressed : rawPathOf(digest);
    }

    Path rawPathOf(Digest digest) {
        String hex = digest.hex();
        return root.resolve(hex.substring(0, 2)).resolve(hex.substring(2, 4)).resolve(hex);
    }

    Path compressedPathOf(Digest digest) {
        Path raw = rawPathOf(digest);
        return raw.resolveSibling(raw.getFileName() + BlobCodec.SUFFIX);
    }
}
