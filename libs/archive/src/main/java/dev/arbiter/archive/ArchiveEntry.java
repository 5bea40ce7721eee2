package dev.arbiter.archive;

/**
 * One entry as every reader of the archive sees it.
 *
 * @param name       the entry's safe relative path: {@code /}-separated, no leading {@code ./}, no trailing
 *                   {@code /}, never absolute and never climbing out with {@code ..}
 * @param directory  whether it is a directory
 * @param executable whether its mode bits make it runnable (archives made on Windows carry none: then yes)
 */
public record ArchiveEntry(String name, boolean directory, boolean executable) {
}
