package dev.arbiter.submission.service.validation;

import dev.arbiter.archive.ArchiveEntry;
import dev.arbiter.archive.ArchiveRefusedException;
import dev.arbiter.archive.EntryNames;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * What one pass over an archive learned for the manifest check: the files it holds and the manifest's bytes.
 * The per-entry rules (paths, links, counts, sizes) are libs/archive's, the same the runner unpacks with.
 */
final class ArchiveListing {

    static final String MANIFEST = "arbiter.json";
    private static final int MAX_MANIFEST_BYTES = 64 * 1024;
    private static final int MAX_JAVA_FILE_BYTES = 256 * 1024;
    private static final long MAX_JAVA_BYTES = 8L * 1024 * 1024;

    private final String archiveName;
    private final Set<String> files = new HashSet<>();
    /** Java sources' text, for the source recipe to find the main class; bounded per file and in total. */
    private final Map<String, String> javaSources = new HashMap<>();
    private long javaBytes;
    private byte[] manifest;

    ArchiveListing(String archiveName) {
        this.archiveName = archiveName;
    }

    /** Records one entry the archive reader accepted, reading the manifest when it is the manifest. */
    void add(ArchiveEntry entry, InputStream content) throws IOException {
        if (entry.directory()) {
            return;
        }
        files.add(entry.name());
        if (entry.name().endsWith(".java") && javaBytes < MAX_JAVA_BYTES) {
            byte[] text = content.readNBytes(MAX_JAVA_FILE_BYTES);
            javaBytes += text.length;
            javaSources.put(entry.name(), new String(text, StandardCharsets.UTF_8));
        }
        if (entry.name().equals(MANIFEST)) {
            manifest = content.readNBytes(MAX_MANIFEST_BYTES + 1);
            if (manifest.length > MAX_MANIFEST_BYTES) {
                throw refuse(UploadRefusal.BAD_MANIFEST, MANIFEST + " is larger than 64 KiB; it should only name the command.");
            }
        }
    }

    boolean hasFile(String name) {
        return files.contains(name);
    }

    Set<String> files() {
        return files;
    }

    /** A Java source's text as read (its head, for a very large file), or "" when it was not kept. */
    String javaSource(String name) {
        return javaSources.getOrDefault(name, "");
    }

    byte[] manifest() {
        return manifest;
    }

    String archiveName() {
        return archiveName;
    }

    /** A path the manifest names, under the same rule as the archive's own entries. */
    String safeName(String rawName) {
        try {
            return EntryNames.safe(archiveName, rawName);
        } catch (ArchiveRefusedException e) {
            throw refused(e);
        }
    }

    static UploadRefusedException refuse(UploadRefusal reason, String message) {
        return new UploadRefusedException(reason, message);
    }

    /** The upload error for an archive the reader refused; the reader's message is already the contestant's. */
    static UploadRefusedException refused(ArchiveRefusedException e) {
        UploadRefusal reason = switch (e.reason()) {
            case NOT_AN_ARCHIVE, UNREADABLE -> UploadRefusal.UNKNOWN_TYPE;
            case HEADERS_DISAGREE -> UploadRefusal.INCONSISTENT_ARCHIVE;
            case TOO_MANY_ENTRIES, TOO_BIG_UNPACKED -> UploadRefusal.ARCHIVE_TOO_BIG_UNPACKED;
            case UNSAFE_PATH -> UploadRefusal.UNSAFE_PATH;
            case LINK_OR_SPECIAL -> UploadRefusal.LINK_IN_ARCHIVE;
        };
        return refuse(reason, e.getMessage());
    }
}
