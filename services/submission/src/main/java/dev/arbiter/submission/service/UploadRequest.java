package dev.arbiter.submission.service;

import java.nio.file.Path;

/**
 * One upload as the web form and the API receive it.
 *
 * @param file         where the HTTP layer put the uploaded bytes (deleted by it after the request)
 * @param originalName the file name on the contestant's machine
 * @param sizeBytes    size of {@code file}
 */
public record UploadRequest(String competition, String entryName, String note, Path file, String originalName,
                            long sizeBytes) {
}
