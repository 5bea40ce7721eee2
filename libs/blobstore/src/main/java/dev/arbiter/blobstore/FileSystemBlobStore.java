package dev.arbiter.blobstore;

import dev.arbiter.hostdirs.PrivateDirectory;
import dev.arbiter.hostdirs.PrivateDirectory.Owner;
import dev.arbiter.hostdirs.UnsafeDirectoryException;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.UserPrincipal;
import java.security.DigestOutputStream;
import java.security.MessageDigest;

/**
 * Blobs as files under one root directory: {@code <root>/ab/cd/abcd…} (two levels of fan-out keep
 * directories small with millions of transcripts). Writers stream into a temporary file in
 * {@code <root>/tmp} while hashing, then rename it into place: the rename is atomic on one file
 * system, so readers see a whole blob or none, and two writers of the same bytes both succeed.
 *
 * <p>Several processes (submission, runners) may share the directory; nothing is locked because a
 * blob's name is its content.
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
    }

    public Path root() {
        return root;
    }

    @Override
    public Stored store(InputStream content) throws IOException {
        Path partial = Files.createTempFile(tmp, "put-", ".partial");
        try {
            if (giveTo != null) {
                Files.setOwner(partial, giveTo);
            }
            MessageDigest sha256 = Digest.newSha256();
            long size;
            try (OutputStream out = new DigestOutputStream(Files.newOutputStream(partial), sha256)) {
                size = content.transferTo(out);
            }
            // On disk before it gets its name: a crash after the rename must not leave a blob of zeros
            // under a digest that promises other bytes.
            try (FileChannel channel = FileChannel.open(partial, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            Digest digest = Digest.of(sha256.digest());
            Path target = pathOf(digest);
            if (Files.exists(target)) {
                return new Stored(digest, size, false);
            }
            createOwnedDirectories(target.getParent());
            return new Stored(digest, size, moveIntoPlace(partial, target));
        } finally {
            Files.deleteIfExists(partial);
        }
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
        try {
            return new DigestCheckingInputStream(Files.newInputStream(pathOf(digest)), digest);
        } catch (NoSuchFileException e) {
            throw new BlobNotFoundException(digest);
        }
    }

    @Override
    public boolean exists(Digest digest) {
        return Files.isRegularFile(pathOf(digest));
    }

    @Override
    public long size(Digest digest) throws IOException {
        try {
            return Files.size(pathOf(digest));
        } catch (NoSuchFileException e) {
            throw new BlobNotFoundException(digest);
        }
    }

    @Override
    public boolean isWritable() {
        return Files.isDirectory(tmp) && Files.isWritable(tmp);
    }

    @Override
    public String location() {
        return root.toString();
    }

    /** Where a blob lives; exposed for tests and for operators reading the store by hand. */
    public Path pathOf(Digest digest) {
        String hex = digest.hex();
        return root.resolve(hex.substring(0, 2)).resolve(hex.substring(2, 4)).resolve(hex);
    }
}
