package dev.arbiter.web.problem;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** Problem answers for JAX-RS code: resource methods, filters and exception mappers. */
public final class Problems {

    /** RFC 9457's media type, the Content-Type of every problem answer. */
    public static final String MEDIA_TYPE = "application/problem+json";
    public static final MediaType MEDIA = MediaType.valueOf(MEDIA_TYPE);

    private Problems() {
    }

    /** The answer for a problem of {@code type} with {@code status}, met on {@code path}. */
    public static Response response(ProblemType type, int status, String detail, String path) {
        return of(new Problem(type, status, detail, path));
    }

    /** The same, its {@code instance} named by {@link ProblemInstanceFilter} after the request's path. */
    public static Response response(ProblemType type, int status, String detail) {
        return response(type, status, detail, null);
    }

    public static Response of(Problem problem) {
        return Response.status(problem.status()).type(MEDIA).entity(problem).build();
    }

    /**
     * Whether the path is a JSON API's, which answers problems; pages answer browsers in HTML. A path here is
     * the request's path as the service sees it, so {@code /api} and everything under it.
     */
    public static boolean isApi(String path) {
        return path != null && (path.equals("/api") || path.startsWith("/api/"));
    }
}
