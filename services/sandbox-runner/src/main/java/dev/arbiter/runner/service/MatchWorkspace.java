package dev.arbiter.runner.service;

import dev.arbiter.archive.ArchiveLimits;
import dev.arbiter.archive.ArchiveReader;
import dev.arbiter.archive.ArchiveRefusedException;
import dev.arbiter.blobstore.BlobNotFoundException;
import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * One match's private directory: each program's files in a folder of its own (so entries cannot read
 * each other's), and the transcript. Deleted when the match has been reported.
 */
final class MatchWorkspace implements AutoCloseable {

    /** A runner trusts no input: it applies libs/archive's rules again, with limits above the upload's. */
    private static final ArchiveLimits ARCHIVE_LIMITS = new ArchiveLimits(512L * 1024 * 1024, 10_000);

    private final Path root;
    private final BlobStore blobs;
    private final ArchiveLimits archiveLimits;

    MatchWorkspace(Path parent, String matchId, int attempt, BlobStore blobs) throws IOException {
        this(parent, matchId, attempt, blobs, ARCHIVE_LIMITS);
    }

    MatchWorkspace(Path parent, String matchId, int attempt, BlobStore blobs, ArchiveLimits archiveLimits)
            throws IOException {
        Files.createDirectories(parent);
        String safeId = matchId.replaceAll("[^A-Za-z0-9._-]", "_");
        // Absolute: each program starts in its own folder, so a relative command path would not resolve.
        this.root = Files.createTempDirectory(parent, safeId + "-a" + attempt + "-").toAbsolutePath();
        // The local sandbox starts entries as an unprivileged uid, which must reach its seat's folder;
        // a temp directory is owner-only. Each entry sees only its own folder, so this shows nothing more.
        Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x"));
        this.blobs = blobs;
        this.archiveLimits = archiveLimits;
    }

    Path transcriptFile() {
        return root.resolve("transcript.jsonl");
    }

    Path directoryOf(String label) {
        return root.resolve(label);
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
        Path dir = Files.createDirectory(root.resolve(label));
        try {
            return switch (kind) {
                case "elf", "script" -> List.of(executable(digest, dir.resolve("program")).toString());
                // The sandbox sees a PE32+ file and runs it under Wine its own way (image or mounted prefix).
                case "pe32plus" -> List.of(executable(digest, dir.resolve("program.exe")).toString());
                case "archive" -> unpacked(digest, dir, archiveCommand);
                default -> throw new UnrunnableMatchException(label + ": unknown artefact kind '" + kind
                        + "' (expected elf, script, pe32plus or archive)");
            };
        } catch (BlobNotFoundException e) {
            throw new UnrunnableMatchException(label + ": artefact " + digest + " is not in the blob store", e);
        }
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

    private Path executable(Digest digest, Path target) throws IOException {
        blobs.copyTo(digest, target);
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
        return target;
    }

    private List<String> unpacked(Digest digest, Path dir, List<String> command) throws IOException, UnrunnableMatchException {
        if (command.isEmpty()) {
            throw new UnrunnableMatchException("archive entry without a command");
        }
        unpack(digest, dir);
        var resolved = new ArrayList<>(command);
        Path program = dir.resolve(command.getFirst()).normalize();
        if (program.startsWith(dir) && Files.isRegularFile(program)) {
            resolved.set(0, program.toString());
        }
        return resolved;
    }

    private void unpack(Digest digest, Path dir) throws IOException, UnrunnableMatchException {
        // The reader needs the central directory at the end of a zip: the archive is copied next to its folder
        // first, and removed once unpacked (or refused, which leaves the folder empty).
        Path archive = root.resolve(dir.getFileName() + ".archive");
        try {
            blobs.copyTo(digest, archive);
            ArchiveReader.open(archive, dir.getFileName() + "'s archive", archiveLimits).extractTo(dir);
        } catch (ArchiveRefusedException e) {
            throw new UnrunnableMatchException(e.getMessage(), e);
        } finally {
            Files.deleteIfExists(archive);
        }
    }

    @Override
    public void close() {
        try (Stream<Path> files = Files.walk(root)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // Scratch space: a leftover directory is harmless and goes with the temp dir.
        }
    }
}
