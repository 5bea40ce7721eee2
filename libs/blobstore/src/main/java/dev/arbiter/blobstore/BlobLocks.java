package dev.arbiter.blobstore;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.UserPrincipal;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Short exclusive locks per blob, across threads and processes sharing a {@link FileSystemBlobStore}: a writer
 * holds its blob's lock while it decides between refreshing an existing blob and putting a new one in place, and
 * the garbage sweep holds it while it checks a blob's age and deletes it, so a writer never refreshes a blob the
 * sweep is deleting. Each digest maps to one of {@value #STRIPES} files {@code <root>/locks/<nnn>}: a stripe is
 * taken first in this JVM ({@link ReentrantLock}), then from other processes by a file lock on a channel opened
 * for this hold alone. Opening per hold matters: a POSIX record lock goes when any of the process's descriptors
 * of that file is closed, and an interrupted thread's lock call closes its channel; with one channel per hold and
 * one holder per stripe in the JVM, neither can take another holder's lock away.
 */
final class BlobLocks {

    static final int STRIPES = 1024;

    private final Path directory;
    private final UserPrincipal giveTo;
    private final ReentrantLock[] stripes = new ReentrantLock[STRIPES];

    BlobLocks(Path root, UserPrincipal giveTo) throws IOException {
        this.directory = root.resolve("locks");
        this.giveTo = giveTo;
        try {
            Files.createDirectory(directory);
            if (giveTo != null) {
                Files.setOwner(directory, giveTo);
            }
        } catch (FileAlreadyExistsException made) {
            // by another process of the store, or an earlier run
        }
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = new ReentrantLock();
        }
    }

    /** A held lock; closing it lets go. */
    interface Held extends AutoCloseable {
        @Override
        void close() throws IOException;
    }

    /** Waits for and takes {@code digest}'s lock. */
    Held hold(Digest digest) throws IOException {
        int stripe = Integer.parseUnsignedInt(digest.hex().substring(0, 6), 16) % STRIPES;
        ReentrantLock local = stripes[stripe];
        local.lock();
        FileChannel channel = null;
        try {
            Path file = directory.resolve(String.format("%03x", stripe));
            boolean made = !Files.exists(file);
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            if (made && giveTo != null) {
                Files.setOwner(file, giveTo);
            }
            FileLock lock = channel.lock();
            FileChannel open = channel;
            return () -> {
                try (open) {
                    lock.release();
                } finally {
                    local.unlock();
                }
            };
        } catch (IOException | RuntimeException e) {
            if (channel != null) {
                channel.close();
            }
            local.unlock();
            throw e;
        }
    }
}
