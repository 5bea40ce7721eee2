package dev.arbiter.submission.service.validation;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What one pass over an archive learned, with the per-entry checks applied as entries go by: safe relative
 * paths only, no links or special files, a bounded number of entries, and a bounded number of bytes
 * actually decompressed (headers can lie about sizes, so every byte is counted as it is read).
 */
final class ArchiveListing {

    static final String MANIFEST = "arbiter.json";
    private static final Pattern DRIVE = Pattern.compile("^[A-Za-z]:.*");
    private static final int MAX_MANIFEST_BYTES = 64 * 1024;

    private final String archiveName;
    private final long maxUnpackedBytes;
    private final int maxEntries;
    private final Set<String> files = new HashSet<>();
    private long unpackedBytes;
    private int entries;
    private byte[] manifest;

    ArchiveListing(String archiveName, long maxUnpackedBytes, int maxEntries) {
        this.archiveName = archiveName;
        this.maxUnpackedBytes = maxUnpackedBytes;
        this.maxEntries = maxEntries;
    }

    /**
     * Checks one entry and, for a regular file, reads its content through the unpacked-size budget.
     *
     * @param link whether the entry is a symbolic or hard link, or a device or pipe
     */
    void add(String rawName, boolean directory, boolean link, InputStream content) throws IOException {
        if (++entries > maxEntries) {
            throw refuse(UploadRefusal.ARCHIVE_TOO_BIG_UNPACKED, archiveName + " holds more than " + maxEntries
                    + " files and directories, the most an archive may hold.");
        }
        String name = safeName(rawName);
        if (link) {
            throw refuse(UploadRefusal.LINK_IN_ARCHIVE, archiveName + " contains " + rawName
                    + ", a link or special file. Archives may hold only regular files and directories: "
                    + "replace the link with the file it points to.");
        }
        if (directory) {
            return;
        }
        files.add(name);
        if (name.equals(MANIFEST)) {
            manifest = content.readNBytes(MAX_MANIFEST_BYTES + 1);
            count(manifest.length);
            if (manifest.length > MAX_MANIFEST_BYTES) {
                throw refuse(UploadRefusal.BAD_MANIFEST, MANIFEST + " is larger than 64 KiB; it should only name the command.");
            }
        }
        byte[] buffer = new byte[64 * 1024];
        int read;
        while ((read = content.read(buffer)) > 0) {
            count(read);
        }
    }

    /** Counts bytes decompressed outside {@link #add} (e.g. a tar stream's own headers). */
    void count(long bytes) {
        unpackedBytes += bytes;
        if (unpackedBytes > maxUnpackedBytes) {
            throw refuse(UploadRefusal.ARCHIVE_TOO_BIG_UNPACKED, archiveName + " unpacks to more than "
                    + maxUnpackedBytes + " bytes, the most an archive may unpack to (is it a zip bomb?).");
        }
    }

    boolean hasFile(String name) {
        return files.contains(name);
    }

    byte[] manifest() {
        return manifest;
    }

    String archiveName() {
        return archiveName;
    }

    /** The entry's path without a leading {@code ./}; refused when absolute or climbing out with {@code ..}. */
    String safeName(String rawName) {
        String name = rawName.replace('\\', '/');
        if (name.startsWith("/") || DRIVE.matcher(name).matches()) {
            throw refuse(UploadRefusal.UNSAFE_PATH, archiveName + " contains " + rawName
                    + ", an absolute path. Entries must be relative to the archive's top level.");
        }
        for (String segment : name.split("/")) {
            if (segment.equals("..")) {
                throw refuse(UploadRefusal.UNSAFE_PATH, archiveName + " contains " + rawName
                        + ", a path that leaves the archive with '..'. Entries must stay inside the archive.");
            }
        }
        while (name.startsWith("./")) {
            name = name.substring(2);
        }
        return name.endsWith("/") ? name.substring(0, name.length() - 1) : name;
    }

    static UploadRefusedException refuse(UploadRefusal reason, String message) {
        return new UploadRefusedException(reason, message);
    }
}
