package dev.arbiter.archive;

/**
 * How much an archive may hold: every byte is counted as it is decompressed (headers can lie about sizes), and
 * every entry, directories included, counts toward the entry limit.
 *
 * @param maxUnpackedBytes the most bytes all entries together may decompress to
 * @param maxEntries       the most files and directories an archive may hold
 */
public record ArchiveLimits(long maxUnpackedBytes, int maxEntries) {

    public ArchiveLimits {
        if (maxUnpackedBytes <= 0 || maxEntries <= 0) {
            throw new IllegalArgumentException("archive limits must be positive");
        }
    }
}
