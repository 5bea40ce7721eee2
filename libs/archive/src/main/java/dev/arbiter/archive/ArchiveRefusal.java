package dev.arbiter.archive;

/** Why an archive was refused; the submission service maps each to its upload error code. */
public enum ArchiveRefusal {
    /** Neither a zip nor a gzip-compressed tar, judged by the first bytes. */
    NOT_AN_ARCHIVE,
    /** The format was recognised but the archive cannot be read (truncated, corrupt, encrypted). */
    UNREADABLE,
    /** A zip whose local headers disagree with its central directory: an entry one reader sees and another not. */
    HEADERS_DISAGREE,
    /** More entries than {@link ArchiveLimits#maxEntries()}. */
    TOO_MANY_ENTRIES,
    /** Decompresses to more than {@link ArchiveLimits#maxUnpackedBytes()}. */
    TOO_BIG_UNPACKED,
    /** An absolute path, a drive letter or a {@code ..} segment. */
    UNSAFE_PATH,
    /** A symbolic or hard link, a device or a pipe. */
    LINK_OR_SPECIAL
}
