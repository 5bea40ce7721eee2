package dev.arbiter.submission.service;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import java.nio.file.Path;

/**
 * One upload as the web form and the API receive it. The constraints on the fields the contestant types are the one
 * statement of their rules: {@link SubmissionService#submit} checks them for the API and the form alike, and the
 * API reports each broken one under the form field's name ({@code name}, {@code note}).
 *
 * @param name         the entry's name, stripped of surrounding blanks
 * @param file         where the HTTP layer put the uploaded bytes (deleted by it after the request)
 * @param originalName the file name on the contestant's machine
 * @param sizeBytes    size of {@code file}
 */
public record UploadRequest(
        String competition,
        @NotNull(message = UploadRequest.NAME_RULE) @Pattern(regexp = "[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}", message = UploadRequest.NAME_RULE)
        String name,
        @Size(max = UploadRequest.MAX_NOTE_LENGTH, message = "A note has at most {max} characters.")
        String note,
        Path file,
        String originalName,
        long sizeBytes) {

    public static final String NAME_RULE = "An entry name is 1 to 64 characters: "
            + "letters, digits, spaces, '.', '_' and '-', starting with a letter or digit.";
    public static final int MAX_NOTE_LENGTH = 2000;
}
