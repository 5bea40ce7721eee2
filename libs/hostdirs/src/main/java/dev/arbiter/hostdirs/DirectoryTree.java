package dev.arbiter.hostdirs;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Deleting a directory and everything under it, the one way every module does it: the runner's program shelf
 * and match workspaces, the local backend's entry bins, the docker backend's run directories.
 *
 * <p>Three things each of them needs and a plain {@code Files.walk} deletion gets wrong: a symbolic link inside
 * (an entry's archive may hold one) is removed, never followed; a read-only folder (the shelf makes its folders
 * read-only so entries cannot change them) is opened to its owner before its files are removed; a file another
 * thread or process removed meanwhile is not an error.
 */
public final class DirectoryTree {

    private DirectoryTree() {
    }

    /**
     * Deletes {@code root} and everything under it; nothing when it does not exist. A link at {@code root} itself is
     * removed, not followed.
     *
     * @throws IOException naming the first file that could not be removed (the rest is still attempted)
     */
    public static void delete(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
            Files.deleteIfExists(root);
            return;
        }
        var deletion = new Deletion();
        Files.walkFileTree(root, deletion);
        if (deletion.firstFailure != null) {
            throw deletion.firstFailure;
        }
    }

    /**
     * {@link #delete} for scratch space that a later sweep also removes: true when the tree is gone, false when
     * something stayed.
     */
    public static boolean deleteIfPossible(Path root) {
        try {
            delete(root);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Deletes, as {@link #deleteIfPossible}, each entry of {@code parent} whose name matches {@code name} and whose
     * group {@code pid} names a process that no longer runs: what a process that died without cleaning up left
     * (a runner's entry bin, a docker backend's run root).
     *
     * @throws IOException when {@code parent} cannot be listed
     */
    public static void deleteLeftByDeadProcesses(Path parent, Pattern name) throws IOException {
        try (Stream<Path> entries = Files.list(parent)) {
            for (Path entry : entries.toList()) {
                Matcher matched = name.matcher(entry.getFileName().toString());
                if (matched.matches() && !isRunning(matched.group("pid"))) {
                    deleteIfPossible(entry);
                }
            }
        }
    }

    /** A pid too long to be one is no process of ours: its directory is left alone. */
    private static boolean isRunning(String pid) {
        try {
            return ProcessHandle.of(Long.parseLong(pid)).isPresent();
        } catch (NumberFormatException notAPid) {
            return true;
        }
    }

    /** Removes files on the way down and each folder on the way up; keeps going past a failure. */
    private static final class Deletion extends SimpleFileVisitor<Path> {

        private static final Set<PosixFilePermission> OWNER_ALL = Set.of(PosixFilePermission.OWNER_READ,
                PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE);

        private IOException firstFailure;

        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
            attempt(() -> {
                Set<PosixFilePermission> mode = Files.getPosixFilePermissions(dir, LinkOption.NOFOLLOW_LINKS);
                if (!mode.containsAll(OWNER_ALL)) {
                    // A read-only folder cannot lose its files until it is writable again.
                    mode.addAll(OWNER_ALL);
                    Files.setPosixFilePermissions(dir, mode);
                }
            });
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
            attempt(() -> Files.deleteIfExists(file));
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) {
            if (!(e instanceof NoSuchFileException)) {
                remember(e);
            }
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path dir, IOException e) {
            if (e != null && !(e instanceof NoSuchFileException)) {
                remember(e);
            }
            attempt(() -> Files.deleteIfExists(dir));
            return FileVisitResult.CONTINUE;
        }

        private void attempt(IoAction action) {
            try {
                action.run();
            } catch (NoSuchFileException gone) {
                // removed meanwhile: that is what was wanted
            } catch (IOException e) {
                remember(e);
            }
        }

        private void remember(IOException e) {
            if (firstFailure == null) {
                firstFailure = e;
            }
        }
    }

    @FunctionalInterface
    private interface IoAction {
        void run() throws IOException;
    }
}
