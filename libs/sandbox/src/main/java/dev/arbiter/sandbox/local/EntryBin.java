package dev.arbiter.sandbox.local;

import dev.arbiter.hostdirs.DirectoryTree;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * The /usr/bin an entry sees: a root-owned directory holding only the {@link EntryRoot#commands()}, bound
 * read-only over the sandbox's /usr/bin in one mount (a bind per command would cost a mount each per start).
 * Regular files are hard links to the host's (a copy where /usr is on another file system); symlinks are
 * recreated, and what they point to in /usr/bin added too, through /etc/alternatives (bound whole: it holds
 * only links), so {@code java -> /etc/alternatives/java -> /usr/lib/jvm/…} and
 * {@code which -> /etc/alternatives/which -> /usr/bin/which.debianutils} both work.
 *
 * Made afresh by every backend when it starts (a package upgrade replaces files, which a hard link would keep
 * old), in a directory named after the runner's pid, removed when the backend closes; those of runners that
 * died are removed by the next one.
 */
final class EntryBin {

    private static final Path HOST_BIN = Path.of("/usr/bin");
    private static final Path ALTERNATIVES = Path.of("/etc/alternatives");
    private static final int MAX_LINKS = 16;
    /** Tells apart the directories of several backends in one runner (tests make many). */
    private static final AtomicLong MADE = new AtomicLong();
    /** The name {@link #make} gives a runner's directory, with that runner's pid. */
    private static final Pattern RUNNERS_BIN = Pattern.compile("entry-bin-(?<pid>\\d+)-\\d+");

    private EntryBin() {
    }

    /** Makes the directory for this runner under {@code cacheDir} and returns it. */
    static Path make(Path cacheDir, List<String> commands) throws IOException {
        Files.createDirectories(cacheDir);
        DirectoryTree.deleteLeftByDeadProcesses(cacheDir, RUNNERS_BIN);
        Path dir = cacheDir.resolve("entry-bin-" + ProcessHandle.current().pid() + "-" + MADE.incrementAndGet());
        DirectoryTree.delete(dir);
        Files.createDirectory(dir);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        for (String command : commands) {
            if (command.contains("/")) {
                throw new IOException("an entry command is a name in /usr/bin, not a path: " + command);
            }
            add(dir, HOST_BIN.resolve(command), 0);
        }
        return dir;
    }

    private static void add(Path dir, Path hostPath, int depth) throws IOException {
        if (depth > MAX_LINKS || !EntryRoot.present(hostPath)) {
            return;
        }
        Path own = dir.resolve(hostPath.getFileName().toString());
        if (EntryRoot.present(own)) {
            return;
        }
        if (Files.isSymbolicLink(hostPath)) {
            Path target = Files.readSymbolicLink(hostPath);
            Files.createSymbolicLink(own, target);
            Path resolved = hostPath.resolveSibling(target).normalize();
            if (resolved.getParent() != null && (resolved.getParent().equals(HOST_BIN)
                    || resolved.getParent().equals(ALTERNATIVES))) {
                follow(dir, resolved, depth + 1);
            }
        } else if (Files.isRegularFile(hostPath)) {
            try {
                Files.createLink(own, hostPath);
            } catch (IOException | UnsupportedOperationException otherFileSystem) {
                Files.copy(hostPath, own, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }

    /** A link's target: in /usr/bin it is added; in /etc/alternatives (bound whole) its own target is followed. */
    private static void follow(Path dir, Path target, int depth) throws IOException {
        if (target.getParent().equals(HOST_BIN)) {
            add(dir, target, depth);
        } else if (Files.isSymbolicLink(target)) {
            Path next = target.resolveSibling(Files.readSymbolicLink(target)).normalize();
            if (next.getParent() != null && next.getParent().equals(HOST_BIN)) {
                add(dir, next, depth + 1);
            }
        }
    }
}
