package dev.arbiter.archive;

/**
 * One entry as every reader of the archive sees it.
 *
 * @param name       the entry's safe relative path: {@code /}-separated, no {@code .} or empty segments, no
 *                   trailing {@code /}, never absolute and never climbing out with {@code ..}; empty only for a
 *                   directory entry naming the top folder itself ({@code ./})
 * @param directory  whether it is a directory
 * @param executable whether its mode bits make it runnable (archives made on Windows carry none: then yes)
 */
public record ArchiveEntry(String name, boolean directory, boolean executable) {
}
