package dev.arbiter.web.problem;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * An RFC 9457 problem detail, the one error body of every Arbiter HTTP API ({@value Problems#MEDIA_TYPE}).
 *
 * @param type          the stable identifier of the kind of problem ({@link ProblemType#uri()}); scripts branch on it
 * @param title         the kind of problem in a few words, the same for every occurrence
 * @param status        the HTTP status code of the answer, repeated for whoever only keeps the body
 * @param detail        what went wrong this time and what to do about it, in words for people
 * @param instance      the request path that met the problem
 * @param invalidParams for {@link ProblemType#VALIDATION}: every invalid field and why (RFC 9457's own example
 *                      extension member); absent otherwise
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Problem(
        String type,
        String title,
        int status,
        String detail,
        String instance,
        @JsonProperty("invalid-params") List<InvalidParam> invalidParams) {

    /** A problem without a list of invalid fields. */
    public Problem(ProblemType type, int status, String detail, String instance) {
        this(type.uri(), type.title(), status, detail, instance, null);
    }

    /**
     * One invalid field of a request.
     *
     * @param name   the field as the request names it (a JSON member, form field or query parameter)
     * @param reason why its value is not accepted
     */
    public record InvalidParam(String name, String reason) {
    }
}
