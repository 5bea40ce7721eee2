package dev.arbiter.sandbox.uid;

import dev.arbiter.hostdirs.PrivateDirectory;
import dev.arbiter.sandbox.SandboxException;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Hands out the uids of a {@link UidRange}, one per live run, as isolate and DOMjudge do: two entries
 * running at once never share a uid, so per-uid kernel limits (RLIMIT_NPROC, inotify, user-namespace and
 * message-queue quotas) and the right to signal or ptrace a process never reach from one run into another.
 *
 * A uid is held through an exclusive lock on a file named after it in {@code lockDir}, so several runners on
 * one host (`./arbiter up --runners N`) never hand out the same uid either, as long as they name the same
 * directory ({@code arbiter.sandbox.uid-lock-directory}); the kernel drops a dead runner's locks, and its sandboxes die with it (bubblewrap's
 * --die-with-parent, the dead-runner sweeps). Uids are handed out round-robin, so a uid just given back is
 * the last to be reused.
 */
public final class SandboxUids {

    private static final long RETRY_MILLIS = 50;

    private final UidRange range;
    private final Path lockDir;
    private final Duration wait;
    private int next;

    /**
     * @param lockDir where the lock files live: the same directory for every runner of the host, this process's
     *                account's and owner-only (made so when missing, refused otherwise)
     * @param wait    how long a run waits for a uid when every one is held before its start fails
     */
    public SandboxUids(UidRange range, Path lockDir, Duration wait) {
        this.range = range;
        this.lockDir = lockDir;
        this.wait = wait;
        this.next = range.first();
    }

    /** The host's uids as the runners share them: locks in {@code lockDir}, a start waiting up to 30 s for one. */
    public static SandboxUids forHost(UidRange range, Path lockDir) {
        return new SandboxUids(range, lockDir, Duration.ofSeconds(30));
    }

    public UidRange range() {
        return range;
    }

    /**
     * A uid no other live run holds, waiting up to the configured time for one to be given back.
     *
     * @throws SandboxException when every uid of the range stayed held that long
     */
    public UidLease lease() throws SandboxException {
        long giveUp = System.nanoTime() + wait.toNanos();
        while (true) {
            UidLease lease = tryLease();
            if (lease != null) {
                return lease;
            }
            if (System.nanoTime() - giveUp >= 0) {
                throw new SandboxException("all " + range.size() + " sandbox uids (" + range + ") are held by live runs;"
                        + " waited " + wait.toSeconds() + " s for one: widen the range or run fewer entries at once");
            }
            try {
                TimeUnit.MILLISECONDS.sleep(RETRY_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SandboxException("interrupted while waiting for a sandbox uid", e);
            }
        }
    }

    private synchronized UidLease tryLease() throws SandboxException {
        prepareLockDir();
        for (int tried = 0; tried < range.size(); tried++) {
            int uid = next;
            next = uid == range.last() ? range.first() : uid + 1;
            FileLock lock = tryLock(uid);
            if (lock != null) {
                return new Held(uid, lock);
            }
        }
        return null;
    }

    private FileLock tryLock(int uid) throws SandboxException {
        FileChannel channel = null;
        try {
            channel = FileChannel.open(lockDir.resolve(Integer.toString(uid)), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
            }
            return lock;
        } catch (OverlappingFileLockException heldInThisProcess) {
            closeQuietly(channel);
            return null;
        } catch (IOException e) {
            closeQuietly(channel);
            throw new SandboxException("cannot lock sandbox uid " + uid + " in " + lockDir + ": " + e.getMessage(), e);
        }
    }

    private void prepareLockDir() throws SandboxException {
        try {
            // Only the runners may take or drop a uid: a lock another user could take would starve every run.
            PrivateDirectory.prepare(lockDir);
        } catch (IOException e) {
            throw new SandboxException("the sandbox uid lock directory is not usable: " + e.getMessage()
                    + " (arbiter.sandbox.uid-lock-directory, env ARBITER_SANDBOX_UID_LOCK_DIRECTORY)", e);
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing held
            }
        }
    }

    private static final class Held implements UidLease {
        private final int uid;
        private final FileLock lock;

        Held(int uid, FileLock lock) {
            this.uid = uid;
            this.lock = lock;
        }

        @Override
        public int uid() {
            return uid;
        }

        @Override
        public synchronized void close() {
            closeQuietly(lock.channel()); // releases the lock
        }

        @Override
        public String toString() {
            return "uid " + uid;
        }
    }
}
