package dev.arbiter.submission.service.validation;

/**
 * Every reason an upload can be refused, with the HTTP status the API answers. The lower-case name is
 * the {@code error} field of the API's answer and the {@code reason} tag of the refusal metric.
 */
public enum UploadRefusal {
    MISSING_FILE(400),
    EMPTY_FILE(400),
    INVALID_NAME(400),
    TOO_LARGE(413),
    UNKNOWN_TYPE(422),
    UNSUPPORTED_EXECUTABLE(422),
    ARCHIVE_TOO_BIG_UNPACKED(422),
    UNSAFE_PATH(422),
    LINK_IN_ARCHIVE(422),
    INCONSISTENT_ARCHIVE(422),
    BAD_MANIFEST(422),
    MISSING_COMMAND(422),
    NO_BUILD_RECIPE(422),
    NO_SUCH_COMPETITION(404),
    COMPETITION_CLOSED(409),
    UPLOAD_IN_PROGRESS(409),
    QUOTA_EXCEEDED(429);

    private final int httpStatus;

    UploadRefusal(int httpStatus) {
        this.httpStatus = httpStatus;
    }

    public int httpStatus() {
        return httpStatus;
    }

    public String code() {
        return name().toLowerCase().replace('_', '-');
    }
}
