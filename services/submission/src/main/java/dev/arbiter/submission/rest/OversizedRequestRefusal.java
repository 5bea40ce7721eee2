package dev.arbiter.submission.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.service.SubmissionMetrics;
import dev.arbiter.submission.service.SubmissionService;
import dev.arbiter.submission.service.validation.UploadRefusal;
import dev.arbiter.web.problem.Problem;
import dev.arbiter.web.problem.Problems;
import io.quarkus.vertx.http.runtime.RouteConstants;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import java.util.Locale;

/**
 * Answers a request whose body is over the service-wide limit with the same problem as a file over a competition's
 * limit ({@code too-large}, naming the limit), where Quarkus would answer with an empty 413 that tells the
 * contestant nothing. A request that declares its length (browsers, curl) is refused before a byte of its body is
 * read. A chunked one (no length: {@code ./arbiter submit}, RestAssured) cannot be refused before it is read: Quarkus
 * counts its bytes as it is read and, past the limit, answers a bare 413 and closes, with no hook to explain it. So a
 * chunked multipart body is left to Quarkus REST's multipart parser instead, which stops at the same limit
 * ({@code quarkus.http.limits.max-body-size}) by throwing a 413 that the exception mappers answer with the
 * {@code too-large} problem (libs/web). Other chunked bodies keep Quarkus' own count.
 */
@ApplicationScoped
public class OversizedRequestRefusal {

    /** Where Quarkus' upload-limit route leaves the size its body readers count to (HttpServerCommonHandlers). */
    private static final String QUARKUS_BODY_LIMIT = "io.quarkus.max-request-size";

    private final long limit;
    private final SubmissionMetrics metrics;
    private final String json;

    public OversizedRequestRefusal(SubmissionConfig config, SubmissionMetrics metrics, ObjectMapper mapper) throws JsonProcessingException {
        this.limit = config.maxUploadBytes();
        this.metrics = metrics;
        this.json = mapper.writeValueAsString(new Problem(UploadRefusal.TOO_LARGE.problemType(), UploadRefusal.TOO_LARGE.httpStatus(),
                "The request is larger than " + limit + " bytes (" + SubmissionService.humanBytes(limit)
                        + "), the most this service accepts; a competition may accept less. Upload a smaller file.", null));
    }

    void install(@Observes Router router) {
        // Ahead of the body handler and Quarkus' own size check, which would answer with a bare 413.
        router.route().order(RouteConstants.ROUTE_ORDER_BODY_HANDLER - 1).handler(this::refuseIfDeclaredTooLarge);
        // After Quarkus' upload limit (which marks the request with the size to count to), before Quarkus REST.
        router.route().order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT + 1).handler(this::leaveChunkedFormsToTheParser);
    }

    private void leaveChunkedFormsToTheParser(RoutingContext context) {
        String type = context.request().getHeader(HttpHeaders.CONTENT_TYPE);
        if (declaredLength(context) < 0 && type != null && type.toLowerCase(Locale.ROOT).startsWith("multipart/form-data")) {
            context.remove(QUARKUS_BODY_LIMIT);
        }
        context.next();
    }

    private void refuseIfDeclaredTooLarge(RoutingContext context) {
        if (declaredLength(context) <= limit) {
            context.next();
            return;
        }
        metrics.refused(UploadRefusal.TOO_LARGE);
        // The client may still be sending the body: close the connection rather than read it.
        context.response().setStatusCode(UploadRefusal.TOO_LARGE.httpStatus())
                .putHeader(HttpHeaders.CONTENT_TYPE, Problems.MEDIA_TYPE)
                .putHeader(HttpHeaders.CONNECTION, "close")
                .end(json);
    }

    private static long declaredLength(RoutingContext context) {
        String length = context.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        try {
            return length == null ? -1 : Long.parseLong(length.strip());
        } catch (NumberFormatException e) {
            return -1; // Vert.x refuses a malformed length itself
        }
    }
}
