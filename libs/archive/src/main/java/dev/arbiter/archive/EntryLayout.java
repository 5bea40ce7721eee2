package dev.arbiter.archive;

import java.util.HashSet;
import java.util.Set;

/**
 * The tree the entries make together, checked as they come: whatever the runner could not write to disk is
 * refused here, by the reader both the upload check and the unpacking use, so an archive that passes the check
 * always unpacks. Refused: a file in place of the archive's top folder (an entry named {@code .}), a path that
 * is a file and a folder at once, and an entry inside something that is a file.
 */
final class EntryLayout {

    private final String archiveName;
    private final Set<String> files = new HashSet<>();
    private final Set<String> directories = new HashSet<>();

    EntryLayout(String archiveName) {
        this.archiveName = archiveName;
    }

    /** Records one entry whose name {@link EntryNames#safe} already made; refuses one that cannot be written. */
    void admit(ArchiveEntry entry) throws ArchiveRefusedException {
        String name = entry.name();
        if (name.isEmpty()) {
            if (entry.directory()) {
                return; // "./": the top folder itself, which unpacking makes anyway
            }
            throw refuse(archiveName + " contains a file named '.', which is the archive's top folder itself, not a file"
                    + " in it. Remove that entry (tar it from inside the folder with 'tar czf ../x.tar.gz *').");
        }
        int slash = -1;
        while ((slash = name.indexOf('/', slash + 1)) >= 0) {
            String parent = name.substring(0, slash);
            if (files.contains(parent)) {
                throw refuse(archiveName + " contains " + name + " inside " + parent + ", which is a file in the same"
                        + " archive. A path can be a file or a folder, not both.");
            }
            directories.add(parent);
        }
        if (entry.directory() ? files.contains(name) : directories.contains(name)) {
            throw refuse(archiveName + " contains " + name + " both as a file and as a folder. A path can be a file or a"
                    + " folder, not both.");
        }
        (entry.directory() ? directories : files).add(name);
    }

    private static ArchiveRefusedException refuse(String message) {
        return new ArchiveRefusedException(ArchiveRefusal.UNSAFE_PATH, message);
    }
}
