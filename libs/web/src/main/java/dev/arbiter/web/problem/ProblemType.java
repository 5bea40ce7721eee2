package dev.arbiter.web.problem;

/**
 * A kind of problem: its stable {@code type} URI and its title. The catalogue of the types every service may answer
 * is here; a service's own types (an upload refusal, say) are made with {@link #of} and listed in its README.
 *
 * <p>The URIs identify; they are not promised to resolve to a page. Clients compare them as strings.
 *
 * @param slug  the last path segment of the type URI, lower-case words joined by '-'
 * @param title a short, fixed summary of the kind (RFC 9457: it does not change between occurrences)
 */
public record ProblemType(String slug, String title) {

    /** Where every Arbiter problem type URI starts. */
    public static final String BASE = "https://arbiter.dev/problems/";

    /** One or more fields of the request are invalid; {@code invalid-params} lists each with why. */
    public static final ProblemType VALIDATION = of("validation", "The request has invalid fields");
    /** The request is malformed in a way no single field names (no body, an unreadable body). */
    public static final ProblemType BAD_REQUEST = of("bad-request", "The request is malformed");
    /** What the path names does not exist, or is not the caller's to see. */
    public static final ProblemType NOT_FOUND = of("not-found", "No such resource");
    /** The path exists, but not for this HTTP method. */
    public static final ProblemType METHOD_NOT_ALLOWED = of("method-not-allowed", "Method not allowed");
    /** The endpoint does not answer in any of the types the request accepts. */
    public static final ProblemType NOT_ACCEPTABLE = of("not-acceptable", "No acceptable representation");
    /** The endpoint does not take the body's content type. */
    public static final ProblemType UNSUPPORTED_MEDIA_TYPE = of("unsupported-media-type", "Unsupported content type");
    /** The request's body is over a size limit, which the detail names. */
    public static final ProblemType TOO_LARGE = of("too-large", "The request is too large");
    /** The endpoint needs a signed-in caller and the request has no credentials, or ones that are not accepted. */
    public static final ProblemType UNAUTHENTICATED = of("unauthenticated", "Authentication required");
    /** The caller is signed in but lacks the role the endpoint needs. */
    public static final ProblemType FORBIDDEN = of("forbidden", "Not allowed");
    /** A browser request from another site, or a form without its CSRF token. */
    public static final ProblemType CSRF = of("csrf", "Cross-site request refused");
    /** Too many requests of this kind from this address; Retry-After says when to try again. */
    public static final ProblemType RATE_LIMITED = of("rate-limited", "Too many requests");
    /** The request is well-formed but clashes with the current state (a name taken, a closed competition). */
    public static final ProblemType CONFLICT = of("conflict", "Conflict with the current state");
    /** The request is well-formed but not acceptable as it stands; the detail says why. */
    public static final ProblemType INVALID_REQUEST = of("invalid-request", "The request cannot be accepted");
    /** Something failed on the server's side; the detail does not expose internals. */
    public static final ProblemType SERVER_ERROR = of("server-error", "Internal server error");

    public static ProblemType of(String slug, String title) {
        return new ProblemType(slug, title);
    }

    /** The {@code type} member of a problem of this kind. */
    public String uri() {
        return BASE + slug;
    }
}
