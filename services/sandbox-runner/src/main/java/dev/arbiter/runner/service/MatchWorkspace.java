package dev.arbiter.runner.service;

import dev.arbiter.archive.ArchiveLimits;
import dev.arbiter.blobstore.BlobNotFoundException;
import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.hostdirs.DirectoryTree;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * One match's private directory (sources and build scratch, the transcript) and its programs: each program's
 * files in a folder of its own (so entries cannot read each other's), leased from the runner's
 * {@link ProgramShelf} so that the next match of the same entry finds its files, and a sandbox prepared for them,
 * at the same path. Deleted, and its leases given back, when the match has been reported.
 */
final class MatchWorkspace implements AutoCloseable {

    /** A runner trusts no input: it applies libs/archive's rules again, with limits above the upload's. */
    private static final ArchiveLimits ARCHIVE_LIMITS = new ArchiveLimits(512L * 1024 * 1024, 10_000);

    private final Path root;
    private final BlobStore blobs;
    private final ProgramShelf programs;
    private final ArchiveLimits archiveLimits;
    /** Each installed program's shelf folder, by label; leased until the match ends. */
    private final Map<String, Path> installed = new HashMap<>();

    MatchWorkspace(Path parent, String matchId, int attempt, BlobStore blobs, ProgramShelf programs) throws IOException {
        this(parent, matchId, attempt, blobs, programs, ARCHIVE_LIMITS);
    }

    MatchWorkspace(Path parent, String matchId, int attempt, BlobStore blobs, ProgramShelf programs,
                   ArchiveLimits archiveLimits) throws IOException {
        Files.createDirectories(parent);
        String safeId = matchId.replaceAll("[^A-Za-z0-9._-]", "_");
        // Absolute: each program starts in its own folder, so a relative command path would not resolve.
        this.root = Files.createTempDirectory(parent, safeId + "-a" + attempt + "-").toAbsolutePath();
        // The local sandbox starts entries as an unprivileged uid, which must reach its seat's folder;
        // a temp directory is owner-only. Each entry sees only its own folder, so this shows nothing more.
        Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x"));
        this.blobs = blobs;
        this.programs = programs;
        this.archiveLimits = archiveLimits;
    }

    /** Where a runner keeps its {@link ProgramShelf}: beside the match folders, under a name no match folder takes. */
    static Path programsFolder(Path parent) {
        return parent.resolve("programs");
    }

    /** The limits a runner unpacks archives with (above the upload's: it trusts no earlier check). */
    static ArchiveLimits archiveLimits() {
        return ARCHIVE_LIMITS;
    }

    Path transcriptFile() {
        return root.resolve("transcript.jsonl");
    }

    /** The folder a program starts in: its shelf folder once installed. */
    Path directoryOf(String label) {
        return installed.getOrDefault(label, root.resolve(label));
    }

    /**
     * Puts a program's artefact in {@code <root>/<label>/} and returns the command that runs it.
     *
     * @param label "game", "p1", "p2" …
     */
    List<String> install(String label, String sha256, String kind, List<String> archiveCommand)
            throws IOException, UnrunnableMatchException {
        Digest digest;
        try {
            digest = Digest.parse(sha256);
        } catch (IllegalArgumentException e) {
            throw new UnrunnableMatchException(label + ": " + e.getMessage());
        }
        if (kind.equals("archive") && archiveCommand.isEmpty()) {
            throw new UnrunnableMatchException(label + ": archive entry without a command");
        }
        Path dir;
        try {
            dir = programs.acquire(digest, kind);
        } catch (BlobNotFoundException e) {
            throw new UnrunnableMatchException(label + ": artefact " + digest + " is not in the blob store", e);
        } catch (UnrunnableMatchException e) {
            throw new UnrunnableMatchException(label + ": " + e.getMessage(), e);
        }
        if (installed.putIfAbsent(label, dir) != null) {
            programs.release(dir);
            throw new IllegalStateException(label + " is installed twice");
        }
        return switch (kind) {
            case "elf", "script" -> List.of(dir.resolve("program").toString());
            // The sandbox sees a PE32+ file and runs it under Wine its own way (image or mounted prefix).
            case "pe32plus" -> List.of(dir.resolve("program.exe").toString());
            default -> resolved(dir, archiveCommand);
        };
    }

    /**
     * A data artefact's bytes (an RDDL domain set), at most {@code maxBytes}.
     *
     * @param what what it is, for the reason a match cannot be played
     */
    byte[] read(String what, String sha256, long maxBytes) throws IOException, UnrunnableMatchException {
        Digest digest;
        try {
            digest = Digest.parse(sha256);
        } catch (IllegalArgumentException e) {
            throw new UnrunnableMatchException(what + ": " + e.getMessage());
        }
        try (InputStream in = blobs.open(digest)) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
            if (bytes.length > maxBytes) {
                throw new UnrunnableMatchException(what + " " + digest + " is larger than " + maxBytes + " bytes");
            }
            return bytes;
        } catch (BlobNotFoundException e) {
            throw new UnrunnableMatchException(what + " " + digest + " is not in the blob store", e);
        }
    }

    /**
     * Unpacks a source entry's archive into {@code <root>/<label>-src/} for its build, and gives the build a
     * scratch folder {@code <root>/<label>-build/} for what it returns.
     *
     * @return the sources' folder
     */
    Path sources(String label, String sha256) throws IOException, UnrunnableMatchException {
        Digest digest;
        try {
            digest = Digest.parse(sha256);
        } catch (IllegalArgumentException e) {
            throw new UnrunnableMatchException(label + ": " + e.getMessage());
        }
        Files.createDirectory(root.resolve(label + "-build"));
        Path dir = Files.createDirectory(root.resolve(label + "-src"));
        try {
            unpack(digest, dir);
        } catch (BlobNotFoundException e) {
            throw new UnrunnableMatchException(label + ": sources " + digest + " are not in the blob store", e);
        }
        return dir;
    }

    Path buildScratch(String label) {
        return root.resolve(label + "-build");
    }

    private static List<String> resolved(Path dir, List<String> command) {
        var resolved = new ArrayList<>(command);
        Path program = dir.resolve(command.getFirst()).normalize();
        if (program.startsWith(dir) && Files.isRegularFile(program)) {
            resolved.set(0, program.toString());
        }
        return resolved;
    }

    private void unpack(Digest digest, Path dir) throws IOException, UnrunnableMatchException {
        ProgramShelf.unpack(blobs, digest, dir, root.resolve(dir.getFileName() + ".archive"), archiveLimits);
    }

    @Override
    public void close() {
        installed.values().forEach(programs::release);
        installed.clear();
        // Scratch space: a leftover directory is harmless and goes with the temp dir.
        DirectoryTree.deleteIfPossible(root);
    }
}
