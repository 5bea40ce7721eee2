package dev.arbiter.scheduler.kit;

import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Set;

/**
 * The kit's copy of the CLI jar: every class and resource of the one the platform builds, byte for byte (entries are
 * copied raw, never recompressed), less what only {@code arbiter up} uses on the organiser's machine, so a kit does
 * not carry a database server to contestants.
 */
final class KitJar {

    /** The embedded PostgreSQL's binaries (~15 MB of the jar's ~47 MB): {@code up} starts them; a match never does. */
    private static final Set<String> PLATFORM_ONLY = Set.of("postgres-linux-x86_64.txz");

    private KitJar() {
    }

    static void trim(Path source, Path target) throws IOException {
        Path partial = target.resolveSibling(target.getFileName() + ".partial");
        try (var in = ZipFile.builder().setPath(source).get();
             var out = new ZipArchiveOutputStream(partial)) {
            for (var entry : java.util.Collections.list(in.getEntriesInPhysicalOrder())) {
                if (!PLATFORM_ONLY.contains(entry.getName())) {
                    out.addRawArchiveEntry(entry, in.getRawInputStream(entry));
                }
            }
        }
        Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
