package dev.arbiter.submission.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.service.SubmissionMetrics;
import dev.arbiter.submission.service.SubmissionService;
import dev.arbiter.submission.service.validation.UploadRefusal;
import io.quarkus.vertx.http.runtime.RouteConstants;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * Refuses a request that declares a body over the service-wide limit with the same answer as a file over a
 * competition's limit ({@code too-large}, naming the limit), before a byte of it is read, where Quarkus would answer
 * with an empty 413 that tells the contestant nothing. Browsers and curl declare the length. A chunked body is still
 * cut off by Quarkus' multipart reader once it passes the limit, with that empty 413: the reader answers and closes
 * the connection itself, leaving no hook to explain it.
 */
@ApplicationScoped
public class OversizedRequestRefusal {

    private final long limit;
    private final SubmissionMetrics metrics;
    private final String json;

    public OversizedRequestRefusal(SubmissionConfig config, SubmissionMetrics metrics, ObjectMapper mapper) throws JsonProcessingException {
        this.limit = config.maxUploadBytes();
        this.metrics = metrics;
        this.json = mapper.writeValueAsString(new ApiError(UploadRefusal.TOO_LARGE.code(), "The request is larger than "
                + limit + " bytes (" + SubmissionService.humanBytes(limit) + "), the most this service accepts; "
                + "a competition may accept less. Upload a smaller file."));
    }

    void install(@Observes Router router) {
        // Ahead of the body handler and Quarkus' own size check, which would answer with a bare 413.
        router.route().order(RouteConstants.ROUTE_ORDER_BODY_HANDLER - 1).handler(this::refuseIfDeclaredTooLarge);
    }

    private void refuseIfDeclaredTooLarge(RoutingContext context) {
        if (declaredLength(context) <= limit) {
            context.next();
            return;
        }
        metrics.refused(UploadRefusal.TOO_LARGE);
        // The client may still be sending the body: close the connection rather than read it.
        context.response().setStatusCode(UploadRefusal.TOO_LARGE.httpStatus())
                .putHeader(HttpHeaders.CONTENT_TYPE, "application/json")
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
