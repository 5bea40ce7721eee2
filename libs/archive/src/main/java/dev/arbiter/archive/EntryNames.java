package dev.arbiter.archive;

import java.nio.charset.StandardCharsets;
import java.util.StringJoiner;
import java.util.regex.Pattern;

/**
 * The one rule for entry paths: relative, inside the archive, written the same way by every reader (and by the
 * submission service for the paths a manifest names).
 */
public final class EntryNames {

    private static final Pattern DRIVE = Pattern.compile("^[A-Za-z]:.*");

    private EntryNames() {
    }

    /** Longest name of one path segment, in bytes, that Linux file systems take. */
    static final int MAX_SEGMENT_BYTES = 255;
    /** Longest whole path, in bytes: well within PATH_MAX (4096) once under the runner's own directories. */
    static final int MAX_PATH_BYTES = 2048;

    /**
     * The entry's path with {@code .} and empty segments left out and no leading or trailing {@code /} (so the top
     * folder itself, {@code .} or {@code ./}, is the empty name); refused when absolute, climbing out, or longer than
     * a file system takes.
     */
    public static String safe(String archiveName, String rawName) throws ArchiveRefusedException {
        String name = rawName.replace('\\', '/');
        if (name.startsWith("/") || DRIVE.matcher(name).matches()) {
            throw new ArchiveRefusedException(ArchiveRefusal.UNSAFE_PATH, archiveName + " contains " + rawName
                    + ", an absolute path. Entries must be relative to the archive's top level.");
        }
        if (name.indexOf('\0') >= 0) {
            throw new ArchiveRefusedException(ArchiveRefusal.UNSAFE_PATH, archiveName + " contains an entry name with"
                    + " a NUL byte.");
        }
        var kept = new StringJoiner("/");
        for (String segment : name.split("/")) {
            if (segment.equals("..")) {
                throw new ArchiveRefusedException(ArchiveRefusal.UNSAFE_PATH, archiveName + " contains " + rawName
                        + ", a path that leaves the archive with '..'. Entries must stay inside the archive.");
            }
            if (segment.getBytes(StandardCharsets.UTF_8).length > MAX_SEGMENT_BYTES) {
                throw new ArchiveRefusedException(ArchiveRefusal.UNSAFE_PATH, archiveName + " contains a name longer"
                        + " than " + MAX_SEGMENT_BYTES + " bytes, more than a file system takes: " + rawName);
            }
            if (!segment.isEmpty() && !segment.equals(".")) {
                kept.add(segment);
            }
        }
        String path = kept.toString();
        if (path.getBytes(StandardCharsets.UTF_8).length > MAX_PATH_BYTES) {
            throw new ArchiveRefusedException(ArchiveRefusal.UNSAFE_PATH, archiveName + " contains a path longer than "
                    + MAX_PATH_BYTES + " bytes: " + rawName.substring(0, 80) + "…");
        }
        return path;
    }

    static ArchiveRefusedException linkOrSpecial(String archiveName, String rawName) {
        return new ArchiveRefusedException(ArchiveRefusal.LINK_OR_SPECIAL, archiveName + " contains " + rawName
                + ", a link or special file. Archives may hold only regular files and directories: "
                + "replace the link with the file it points to.");
    }
}
