package dev.arbiter.web.problem;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import java.util.List;
import java.util.stream.StreamSupport;

/**
 * The exception mappers every service that depends on this library gets (its {@code META-INF/beans.xml} makes
 * Quarkus index it): Bean Validation failures as one {@link ProblemType#VALIDATION} problem listing each field, and
 * JAX-RS' own refusals (404, 405, 415 …) as problems on the JSON APIs. A service maps its own exceptions in its own
 * mappers, with {@link Problems#response}.
 */
public class ProblemMappers {

    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    /**
     * A request whose fields break their constraints: 400 naming every field and why, in the order of the fields'
     * names so the answer is the same every time. A constraint on what a method returns is the server's fault.
     */
    @ServerExceptionMapper
    public Response invalid(ConstraintViolationException e, UriInfo uri) {
        var violations = e.getConstraintViolations();
        if (violations.stream().anyMatch(ProblemMappers::isReturnValue)) {
            LOG.error("A response broke its own constraints", e);
            return Problems.response(ProblemType.SERVER_ERROR, 500, "The server produced an invalid answer.", uri.getPath());
        }
        List<Problem.InvalidParam> fields = Violations.invalidParams(violations);
        String detail = fields.size() == 1 ? fields.getFirst().reason()
                : fields.size() + " fields are invalid: see invalid-params.";
        return Problems.of(new Problem(ProblemType.VALIDATION.uri(), ProblemType.VALIDATION.title(), 400, detail,
                uri.getPath(), fields));
    }

    /**
     * JAX-RS' refusals (no such resource, wrong method or content type, ...) as problems, and to a browser asking
     * for a page as that problem's page ({@link ErrorPages}). An answer that already has a body is left as it is.
     */
    @ServerExceptionMapper
    public Response refused(WebApplicationException e, UriInfo uri, HttpHeaders headers) {
        Response response = e.getResponse();
        if (response.getStatus() < 400 || response.hasEntity()) {
            return response;
        }
        String path = uri.getPath();
        int status = response.getStatus();
        ProblemType type = switch (status) {
            case 400 -> ProblemType.BAD_REQUEST;
            case 404 -> ProblemType.NOT_FOUND;
            case 405 -> ProblemType.METHOD_NOT_ALLOWED;
            case 406 -> ProblemType.NOT_ACCEPTABLE;
            case 413 -> ProblemType.TOO_LARGE;
            case 415 -> ProblemType.UNSUPPORTED_MEDIA_TYPE;
            default -> status >= 500 ? ProblemType.SERVER_ERROR : null;
        };
        String detail = switch (status) {
            case 413 -> tooLargeDetail();
            default -> status >= 500 ? "The server could not answer this request." : e.getMessage();
        };
        if (status == 404 && !Problems.isApi(path) && isGeneric(detail)) {
            detail = "There is no page at " + path + ".";
        }
        // A status with no type of its own is RFC 9457's "about:blank": the status code says it all.
        Problem problem = type != null ? new Problem(type, status, detail, path)
                : new Problem("about:blank", response.getStatusInfo().getReasonPhrase(), status, detail, path, null);
        Response.ResponseBuilder answer = Response.fromResponse(
                ErrorPages.response(problem, path, headers.getHeaderString(HttpHeaders.ACCEPT)));
        response.getHeaders().forEach((name, values) -> {
            if (!name.equalsIgnoreCase("Content-Type")) {
                values.forEach(value -> answer.header(name, value)); // Allow of a 405, Retry-After of a 503
            }
        });
        return answer.build();
    }

    /** JAX-RS' own words for a path no resource matches, rather than a resource's "no competition x". */
    private static boolean isGeneric(String detail) {
        return detail == null || detail.startsWith("HTTP 404") || detail.startsWith("Unable to find matching target resource");
    }

    /** Quarkus REST's multipart parser refuses a body over the service's limit: name the limit. */
    private static String tooLargeDetail() {
        return ConfigProvider.getConfig().getOptionalValue("quarkus.http.limits.max-body-size", String.class)
                .map(limit -> "The request is larger than " + limit + (limit.chars().allMatch(Character::isDigit) ? " bytes" : "")
                        + ", the most this service accepts. Send less.")
                .orElse("The request is larger than this service accepts. Send less.");
    }

    private static boolean isReturnValue(ConstraintViolation<?> violation) {
        return StreamSupport.stream(violation.getPropertyPath().spliterator(), false)
                .anyMatch(node -> node.getKind() == ElementKind.RETURN_VALUE);
    }
}
