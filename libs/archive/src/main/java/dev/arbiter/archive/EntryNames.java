package dev.arbiter.archive;

import java.util.regex.Pattern;

/**
 * The one rule for entry paths: relative, inside the archive, written the same way by every reader (and by the
 * submission service for the paths a manifest names).
 */
public final class EntryNames {

    private static final Pattern DRIVE = Pattern.compile("^[A-Za-z]:.*");

    private EntryNames() {
    }

    /** The entry's path without a leading {@code ./} or trailing {@code /}; refused when absolute or climbing out. */
    public static String safe(String archiveName, String rawName) throws ArchiveRefusedException {
        String name = rawName.replace('\\', '/');
        if (name.startsWith("/") || DRIVE.matcher(name).matches()) {
            throw new ArchiveRefusedException(ArchiveRefusal.UNSAFE_PATH, archiveName + " contains " + rawName
                    + ", an absolute path. Entries must be relative to the archive's top level.");
        }
        for (String segment : name.split("/")) {
            if (segment.equals("..")) {
                throw new ArchiveRefusedException(ArchiveRefusal.UNSAFE_PATH, archiveName + " contains " + rawName
                        + ", a path that leaves the archive with '..'. Entries must stay inside the archive.");
            }
        }
        if (name.indexOf('\0') >= 0) {
            throw new ArchiveRefusedException(ArchiveRefusal.UNSAFE_PATH, archiveName + " contains an entry name with"
                    + " a NUL byte.");
        }
        while (name.startsWith("./")) {
            name = name.substring(2);
        }
        return name.endsWith("/") ? name.substring(0, name.length() - 1) : name;
    }

    static ArchiveRefusedException linkOrSpecial(String archiveName, String rawName) {
        return new ArchiveRefusedException(ArchiveRefusal.LINK_OR_SPECIAL, archiveName + " contains " + rawName
                + ", a link or special file. Archives may hold only regular files and directories: "
                + "replace the link with the file it points to.");
    }
}
