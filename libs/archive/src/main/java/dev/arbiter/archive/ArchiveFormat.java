package dev.arbiter.archive;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** The archive formats entries may be uploaded as, told apart by their first bytes, never by a file name. */
public enum ArchiveFormat {
    ZIP,
    TAR_GZ;

    /** The format the file's first bytes announce, if it is one of ours. */
    public static Optional<ArchiveFormat> sniff(Path file) throws IOException {
        byte[] magic;
        try (InputStream in = Files.newInputStream(file)) {
            magic = in.readNBytes(4);
        }
        return sniff(magic);
    }

    /** @param magic at least the first 4 bytes of the file (fewer: not an archive) */
    public static Optional<ArchiveFormat> sniff(byte[] magic) {
        if (magic.length >= 4 && magic[0] == 'P' && magic[1] == 'K' && (magic[2] == 3 && magic[3] == 4
                || magic[2] == 5 && magic[3] == 6)) { // a first entry, or the end record of an empty zip
            return Optional.of(ZIP);
        }
        if (magic.length >= 2 && (magic[0] & 0xff) == 0x1f && (magic[1] & 0xff) == 0x8b) {
            return Optional.of(TAR_GZ);
        }
        return Optional.empty();
    }
}
