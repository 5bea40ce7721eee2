package dev.arbiter.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Trees of this machine that the services' account cannot reach where they are, and where each child sees them
 * instead. A clone in root's home is itself readable (git and a 022 umask make it so); what stops the account is
 * an ancestor such as {@code /root} (0700). Each such tree is bind-mounted, in a mount namespace of the child's
 * own, on a root-owned directory the account can pass through ({@code /run/arbiter/<hash of the tree's path>}),
 * and every path handed to the child is translated into it. The mounts exist for that child alone and end with
 * it; nothing on the host changes but an empty directory in {@code /run}. The tree's own permissions still
 * apply: a tree closed to others is still closed.
 *
 * <p>The child is started as {@code unshare --mount --propagation private -- sh -c SCRIPT …}: util-linux's
 * {@code unshare} gives it the private namespace and execs the shell, which mounts (still root), moves into the
 * translated working directory and execs the rest of the command (the drop to the account), so the process the
 * launcher holds, signals and waits for is the child itself.
 */
final class BindMounts {

    /** Where the mount points are made: root's, 0755, and on most machines a tmpfs that a reboot clears. */
    static final Path MOUNT_BASE = Path.of("/run/arbiter");

    /** No tree needs a mount: paths are handed over as they are. */
    static final BindMounts NONE = new BindMounts(Map.of(), Path.of("/"));

    /**
     * Mounts the pairs before the {@code --}, enters the directory after it and execs the rest. Arguments, never
     * text pasted into the script: a path may hold any character.
     */
    private static final String SCRIPT = "while [ \"$1\" != -- ]; do mount --bind -- \"$1\" \"$2\" || exit 125; shift 2; done; "
            + "shift; cd -- \"$1\" || exit 125; shift; exec \"$@\"";

    /** Each tree by the path the child sees it at, longest tree first so that a nested one wins. */
    private final Map<Path, Path> mountPoints;
    private final Path workingDirectory;

    private BindMounts(Map<Path, Path> mountPoints, Path workingDirectory) {
        this.mountPoints = mountPoints;
        this.workingDirectory = workingDirectory;
    }

    /**
     * @param base           where the mount points go ({@link #MOUNT_BASE})
     * @param trees          the directories the account cannot reach, as absolute paths
     * @param workingDirectory the launcher's, which the child keeps (seen through the mounts when it is in a tree)
     */
    static BindMounts of(Path base, List<Path> trees, Path workingDirectory) {
        var sorted = trees.stream().map(tree -> tree.toAbsolutePath().normalize()).distinct()
                .sorted((a, b) -> Integer.compare(b.getNameCount(), a.getNameCount())).toList();
        var mountPoints = new LinkedHashMap<Path, Path>();
        sorted.forEach(tree -> mountPoints.put(tree, base.resolve(hash(tree))));
        return new BindMounts(mountPoints, workingDirectory.toAbsolutePath().normalize());
    }

    boolean isEmpty() {
        return mountPoints.isEmpty();
    }

    /** Where the child sees {@code path}: under the mount point of the innermost tree holding it, else unchanged. */
    Path translate(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        for (var mount : mountPoints.entrySet()) {
            if (absolute.startsWith(mount.getKey())) {
                return mount.getValue().resolve(mount.getKey().relativize(absolute));
            }
        }
        return path;
    }

    /** {@code command} started in a mount namespace of its own with the trees mounted; unchanged when there are none. */
    List<String> wrap(List<String> command) {
        if (isEmpty()) {
            return command;
        }
        var all = new ArrayList<>(List.of("unshare", "--mount", "--propagation", "private", "--",
                "sh", "-c", SCRIPT, "arbiter-mounts"));
        mountPoints.forEach((tree, mountPoint) -> all.addAll(List.of(tree.toString(), mountPoint.toString())));
        all.add("--");
        all.add(translate(workingDirectory).toString());
        all.addAll(command);
        return all;
    }

    /**
     * Makes the mount points: root's and 0755, so the account passes through to what is mounted there, and no
     * one else can put anything in their place.
     */
    void makeMountPoints() throws IOException {
        var traversable = PosixFilePermissions.fromString("rwxr-xr-x");
        for (Path mountPoint : mountPoints.values()) {
            for (Path directory : List.of(mountPoint.getParent(), mountPoint)) {
                Files.createDirectories(directory);
                Files.setPosixFilePermissions(directory, traversable);
            }
        }
    }

    /** The trees, for what is said when they cannot be reached even so. */
    List<Path> trees() {
        return List.copyOf(mountPoints.keySet());
    }

    /** A fixed name per tree: the same checkout gets the same mount point on every start. */
    private static String hash(Path tree) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(tree.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
