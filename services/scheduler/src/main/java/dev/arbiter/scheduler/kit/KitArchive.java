package dev.arbiter.scheduler.kit;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The kit as one zip, the same bytes for the same inputs: entries in name order, one fixed time, modes from what the
 * file is (0755 for programs, 0644 otherwise) rather than from the host, so two builds of one kit compare equal and a
 * contestant can tell two kits apart by their digest alone.
 */
final class KitArchive {

    /** Every entry's time: the zip format's earliest date, as reproducible-build tooling uses. */
    private static final FileTime FIXED_TIME = FileTime.from(Instant.parse("1980-02-01T00:00:00Z"));

    /** One file of the kit: bytes in memory, or a file on disk copied as it is. */
    sealed interface Part {
        boolean executable();
    }

    record Bytes(byte[] content, boolean executable) implements Part {
    }

    record FromFile(Path file, boolean executable) implements Part {
    }

    /** Parts by their path inside the kit's top directory. */
    private final Map<String, Part> parts = new TreeMap<>();
    private final String top;

    KitArchive(String top) {
        this.top = top;
    }

    void add(String path, Part part) {
        parts.put(path, part);
    }

    /** Every file under {@code dir} but build output and the top-level folders {@code leftOut}. */
    void addTree(String under, Path dir, Set<String> leftOut) throws IOException {
        if (dir == null || !Files.isDirectory(dir)) {
            return;
        }
        try (var files = Files.walk(dir)) {
            for (Path file : files.filter(Files::isRegularFile).filter(f -> !skipped(dir.relativize(f)))
                    .filter(f -> !leftOut.contains(dir.relativize(f).getName(0).toString())).toList()) {
                String relative = dir.relativize(file).toString().replace('\\', '/');
                add(under + "/" + relative, new FromFile(file, Files.isExecutable(file)));
            }
        }
    }

    /** Build output and caches: machine-specific, large, and rebuilt from the sources beside them. */
    private static boolean skipped(Path relative) {
        for (Path segment : relative) {
            String name = segment.toString();
            if (name.equals("target") || name.equals("bin") || name.equals("__pycache__") || name.startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Feeds what decides the kit's bytes to {@code sha}: each part's path and mode, and its bytes, or for a file on
     * disk its size and time (the CLI jar is ~30 MB; reading it on every request would not pay).
     */
    void digest(MessageDigest sha) throws IOException {
        for (var e : parts.entrySet()) {
            sha.update((e.getKey() + "\0" + e.getValue().executable() + "\0").getBytes(StandardCharsets.UTF_8));
            switch (e.getValue()) {
                case Bytes b -> sha.update(b.content());
                case FromFile f -> sha.update((f.file() + "\0" + Files.size(f.file()) + "\0"
                        + Files.getLastModifiedTime(f.file()).toMillis()).getBytes(StandardCharsets.UTF_8));
            }
            sha.update((byte) '\n');
        }
    }

    void write(OutputStream out) throws IOException {
        try (var zip = new ZipArchiveOutputStream(out)) {
            for (var e : parts.entrySet()) {
                var entry = new ZipArchiveEntry(top + "/" + e.getKey());
                entry.setLastModifiedTime(FIXED_TIME);
                entry.setUnixMode((e.getValue().executable() ? 0755 : 0644) | 0100000);
                zip.putArchiveEntry(entry);
                switch (e.getValue()) {
                    case Bytes b -> zip.write(b.content());
                    case FromFile f -> {
                        try (InputStream in = Files.newInputStream(f.file())) {
                            in.transferTo(zip);
                        }
                    }
                }
                zip.closeArchiveEntry();
            }
        }
    }
}
