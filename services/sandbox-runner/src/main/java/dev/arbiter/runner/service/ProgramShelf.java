package dev.arbiter.runner.service;

import dev.arbiter.archive.ArchiveLimits;
import dev.arbiter.archive.ArchiveReader;
import dev.arbiter.archive.ArchiveRefusedException;
import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.hostdirs.DirectoryTree;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Entries' programs, each installed once per artefact into a read-only folder of its own that every match
 * playing it shares, instead of a fresh copy per match.
 *
 * <p>Why: a sandbox is prepared ahead for an entry's next start (a spare), and what it is prepared for includes
 * the entry's files at their path. With a copy per match the path changed every match, so no spare ever fitted a
 * real match and every start paid for a whole sandbox (~10× a plain process start on the local backend).
 * Programs are the artefact's bytes, verified against its digest as they leave the blob store, and no entry can
 * write to them (the sandboxes mount them read-only), so sharing one copy between matches shows an entry nothing
 * it did not see before: each sandbox mounts only its own entry's folder.
 *
 * <p>Folders nobody uses are removed after {@link #IDLE}, or sooner when more than {@link #KEEP} are unused.
 */
final class ProgramShelf {

    static final Duration IDLE = Duration.ofMinutes(10);
    static final int KEEP = 64;

    private final Path root;
    private final BlobStore blobs;
    private final ArchiveLimits archiveLimits;
    private final Map<Path, Use> uses = new HashMap<>();

    private static final class Use {
        int leases;
        long lastReleasedNanos = System.nanoTime();
    }

    /** @param root a folder only the runner writes (it is emptied of leftovers first) */
    ProgramShelf(Path root, BlobStore blobs, ArchiveLimits archiveLimits) throws IOException {
        this.root = root.toAbsolutePath();
        this.blobs = blobs;
        this.archiveLimits = archiveLimits;
        if (Files.exists(this.root)) {
            // A previous runner's folders: nothing leases them, and a half-made one must not be taken for whole.
            DirectoryTree.delete(this.root);
        }
        Files.createDirectories(this.root);
        // Entries run as other uids and must pass through to their own folder; nobody may list the shelf.
        Files.setPosixFilePermissions(this.root, PosixFilePermissions.fromString("rwx--x--x"));
    }

    /**
     * The folder holding this artefact installed as {@code kind} ({@code program} for elf and script,
     * {@code program.exe} for pe32plus, the unpacked files for archive), leased until {@link #release}.
     */
    Path acquire(Digest digest, String kind) throws IOException, UnrunnableMatchException {
        Path folder = root.resolve(digest.hex() + "." + kind);
        synchronized (this) {
            if (Files.isDirectory(folder)) {
                lease(folder);
                return folder;
            }
        }
        Path making = root.resolve(".making-" + UUID.randomUUID());
        Files.createDirectory(making);
        try {
            fill(digest, kind, making);
            Files.setPosixFilePermissions(making, PosixFilePermissions.fromString("r-xr-xr-x"));
            synchronized (this) {
                try {
                    Files.move(making, folder, StandardCopyOption.ATOMIC_MOVE);
                } catch (FileAlreadyExistsException e) {
                    // Another match installed the same artefact meanwhile: its copy is as good as ours.
                } catch (IOException e) {
                    if (!Files.isDirectory(folder)) {
                        throw e;
                    }
                }
                lease(folder);
            }
            evictUnused();
            return folder;
        } finally {
            if (Files.exists(making)) {
                DirectoryTree.deleteIfPossible(making);
            }
        }
    }

    /** Gives back a lease of {@link #acquire}. */
    synchronized void release(Path folder) {
        Use use = uses.get(folder);
        if (use != null && use.leases > 0) {
            use.leases--;
            use.lastReleasedNanos = System.nanoTime();
        }
    }

    /** Installed folders, leased or not (tests). */
    synchronized List<Path> folders() {
        return List.copyOf(uses.keySet());
    }

    private void lease(Path folder) {
        uses.computeIfAbsent(folder, f -> new Use()).leases++;
    }

    private void fill(Digest digest, String kind, Path folder) throws IOException, UnrunnableMatchException {
        switch (kind) {
            case "elf", "script" -> executable(digest, folder.resolve("program"));
            case "pe32plus" -> executable(digest, folder.resolve("program.exe"));
            case "archive" -> unpack(blobs, digest, folder, root.resolve(folder.getFileName() + ".archive"), archiveLimits);
            default -> throw new UnrunnableMatchException("unknown artefact kind '" + kind
                    + "' (expected elf, script, pe32plus or archive)");
        }
    }

    private void executable(Digest digest, Path target) throws IOException {
        blobs.copyTo(digest, target);
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("r-xr-xr-x"));
    }

    /**
     * Unpacks an archive artefact into {@code dir} with libs/archive's rules. The reader needs the central directory
     * at the end of a zip, so the archive is copied to {@code scratch} first and removed once unpacked (or refused,
     * which leaves {@code dir} empty).
     */
    static void unpack(BlobStore blobs, Digest digest, Path dir, Path scratch, ArchiveLimits limits)
            throws IOException, UnrunnableMatchException {
        try {
            blobs.copyTo(digest, scratch);
            ArchiveReader.open(scratch, dir.getFileName() + "'s archive", limits).extractTo(dir);
        } catch (ArchiveRefusedException e) {
            throw new UnrunnableMatchException(e.getMessage(), e);
        } finally {
            Files.deleteIfExists(scratch);
        }
    }

    /** Removes folders unused for {@link #IDLE}, and the longest unused beyond {@link #KEEP}. */
    private void evictUnused() {
        var doomed = new ArrayList<Path>();
        synchronized (this) {
            long now = System.nanoTime();
            var unused = uses.entrySet().stream().filter(e -> e.getValue().leases == 0)
                    .sorted(Comparator.comparingLong(e -> e.getValue().lastReleasedNanos)).map(Map.Entry::getKey)
                    .toList();
            int over = Math.max(0, uses.size() - KEEP);
            for (Path folder : unused) {
                boolean idle = now - uses.get(folder).lastReleasedNanos > IDLE.toNanos();
                if (!idle && over == 0) {
                    continue;
                }
                over = Math.max(0, over - 1);
                uses.remove(folder);
                // Renamed while no lease can be taken, so the next acquire installs afresh instead of finding it.
                Path gone = root.resolve(".gone-" + UUID.randomUUID());
                try {
                    Files.move(folder, gone, StandardCopyOption.ATOMIC_MOVE);
                    doomed.add(gone);
                } catch (AtomicMoveNotSupportedException e) {
                    throw new IllegalStateException(e);
                } catch (IOException e) {
                    // already gone
                }
            }
        }
        doomed.forEach(DirectoryTree::deleteIfPossible);
    }
}
