package dev.arbiter.archive;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The one way Arbiter reads an uploaded archive (.zip or .tar.gz), used by the submission service to check an
 * upload and by the runner to unpack it, so that both see the same entries under the same rules: safe relative
 * paths only, making a tree that can be written ({@link EntryLayout}), no links or special files, at most {@link ArchiveLimits#maxEntries()} entries, every decompressed
 * byte counted against {@link ArchiveLimits#maxUnpackedBytes()} as it is read, and for a zip a central directory
 * and local headers that agree (see {@link ZipPass}).
 */
public final class ArchiveReader {

    private final Path file;
    private final String archiveName;
    private final ArchiveLimits limits;
    private final ArchiveFormat format;

    private ArchiveReader(Path file, String archiveName, ArchiveLimits limits, ArchiveFormat format) {
        this.file = file;
        this.archiveName = archiveName;
        this.limits = limits;
        this.format = format;
    }

    /**
     * @param archiveName how messages name the archive (the uploaded file's name, an entry's label)
     * @throws ArchiveRefusedException {@link ArchiveRefusal#NOT_AN_ARCHIVE} when the first bytes are neither format
     */
    public static ArchiveReader open(Path file, String archiveName, ArchiveLimits limits) throws IOException {
        ArchiveFormat format = ArchiveFormat.sniff(file).orElseThrow(() -> new ArchiveRefusedException(
                ArchiveRefusal.NOT_AN_ARCHIVE, archiveName + " is neither a .zip nor a .tar.gz archive"));
        return new ArchiveReader(file, archiveName, limits, format);
    }

    public ArchiveFormat format() {
        return format;
    }

    /** Passes every entry to the visitor in archive order; any broken rule ends the pass with a refusal. */
    public void forEach(EntryVisitor visitor) throws IOException {
        var budget = new UnpackBudget(archiveName, limits);
        var layout = new EntryLayout(archiveName);
        EntryVisitor checked = (entry, content) -> {
            layout.admit(entry);
            visitor.visit(entry, content);
        };
        switch (format) {
            case ZIP -> ZipPass.read(file, archiveName, budget, checked);
            case TAR_GZ -> TarGzPass.read(file, archiveName, budget, checked);
        }
    }

    /** The first {@code count} bytes of the named file (a second pass: tar has no index to jump with). */
    public Optional<byte[]> head(String name, int count) throws IOException {
        byte[][] found = new byte[1][];
        forEach((entry, content) -> {
            if (found[0] == null && !entry.directory() && entry.name().equals(name)) {
                found[0] = content.readNBytes(count);
            }
        });
        return Optional.ofNullable(found[0]);
    }

    /**
     * Unpacks every entry under {@code into} (an existing, empty directory). When a rule is broken part-way, what
     * was written is deleted again: a refused archive leaves nothing on disk.
     */
    public void extractTo(Path into) throws IOException {
        Path root = into.toAbsolutePath().normalize();
        try {
            forEach((entry, content) -> write(root, entry, content));
        } catch (IOException | RuntimeException e) {
            try {
                deleteContents(root);
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
    }

    private static void write(Path root, ArchiveEntry entry, InputStream content) throws IOException {
        Path target = root.resolve(entry.name()).normalize();
        if (!target.startsWith(root)) {
            // EntryNames already refused such names; this guards the rule's one consumer that writes.
            throw new ArchiveRefusedException(ArchiveRefusal.UNSAFE_PATH, entry.name() + " would land outside "
                    + root);
        }
        if (entry.directory()) {
            Files.createDirectories(target);
            return;
        }
        Files.createDirectories(target.getParent());
        Files.copy(content, target, StandardCopyOption.REPLACE_EXISTING);
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString(entry.executable() ? "rwxr-xr-x"
                : "rw-r--r--"));
    }

    private static void deleteContents(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                if (!path.equals(root)) {
                    Files.deleteIfExists(path);
                }
            }
        }
    }
}
