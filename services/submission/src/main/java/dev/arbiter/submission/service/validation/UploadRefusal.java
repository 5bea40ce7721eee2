package dev.arbiter.submission.service.validation;

import dev.arbiter.web.problem.ProblemType;

/**
 * Every reason an upload can be refused, with the HTTP status and the problem title the API answers. The lower-case
 * name is the last segment of the problem's {@code type} ({@code https://arbiter.dev/problems/too-large}) and the
 * {@code reason} tag of the refusal metric. An invalid entry name or note is not a refusal of the upload but of a
 * form field: Bean Validation reports it ({@link dev.arbiter.submission.service.UploadRequest}).
 */
public enum UploadRefusal {
    MISSING_FILE(400, "No file uploaded"),
    EMPTY_FILE(400, "The file is empty"),
    TOO_LARGE(413, ProblemType.TOO_LARGE.title()),
    UNKNOWN_TYPE(422, "Not a program the platform can run"),
    UNSUPPORTED_EXECUTABLE(422, "Unsupported kind of executable"),
    ARCHIVE_TOO_BIG_UNPACKED(422, "The archive unpacks too large"),
    UNSAFE_PATH(422, "Unsafe path in the archive"),
    LINK_IN_ARCHIVE(422, "Link in the archive"),
    INCONSISTENT_ARCHIVE(422, "Inconsistent archive"),
    BAD_MANIFEST(422, "Invalid arbiter.json"),
    MISSING_COMMAND(422, "The manifest's command is not in the archive"),
    NO_BUILD_RECIPE(422, "No way to build these sources"),
    NO_SUCH_COMPETITION(404, "No such competition"),
    COMPETITION_CLOSED(409, "The competition is closed for uploads"),
    UPLOAD_IN_PROGRESS(409, "Another upload is in progress"),
    QUOTA_EXCEEDED(429, "Daily upload quota used"),
    /** The blob store's disk is under the platform's first free-space watermark (libs/blobstore DiskWatermarks). */
    INSUFFICIENT_STORAGE(507, "The platform's disk is nearly full");

    private final int httpStatus;
    private final String title;

    UploadRefusal(int httpStatus, String title) {
        this.httpStatus = httpStatus;
        this.title = title;
    }

    public int httpStatus() {
        return httpStatus;
    }

    public String code() {
        return name().toLowerCase().replace('_', '-');
    }

    /** The problem type the API answers this refusal with. */
    public ProblemType problemType() {
        return ProblemType.of(code(), title);
    }
}
