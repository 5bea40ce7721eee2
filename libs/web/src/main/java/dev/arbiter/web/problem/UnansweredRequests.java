package dev.arbiter.web.problem;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.Json;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.jboss.logging.Logger;

/**
 * The requests no resource answers, as a problem (or its page, {@link ErrorPages}) rather than Vert.x' blank 404 or
 * Quarkus' own error page: a path no route of the service matches, and a page whose handler failed (500). A failure
 * on an {@code /api} path or from a client that does not ask for HTML is left to Quarkus, as before.
 */
@ApplicationScoped
public class UnansweredRequests {

    private static final Logger LOG = Logger.getLogger(UnansweredRequests.class);

    void register(@Observes Router router) {
        router.errorHandler(404, UnansweredRequests::notFound);
        router.route().order(Integer.MIN_VALUE + 1).failureHandler(UnansweredRequests::failed);
    }

    private static void notFound(RoutingContext context) {
        if (context.response().ended()) {
            return;
        }
        String path = context.normalizedPath();
        String detail = Problems.isApi(path) ? "Nothing answers " + path + " here." : "There is no page at " + path + ".";
        end(context, new Problem(ProblemType.NOT_FOUND, 404, detail, path));
    }

    private static void failed(RoutingContext context) {
        int status = context.statusCode();
        boolean serverError = status == -1 || status >= 500;
        if (context.response().ended() || !serverError || SecurityRefusal.refusalIn(context.failure()).isPresent()
                || !ErrorPages.wantsHtml(context.normalizedPath(), context.request().getHeader(HttpHeaders.ACCEPT))) {
            context.next();
            return;
        }
        LOG.errorf(context.failure(), "%s %s failed", context.request().method(), context.normalizedPath());
        end(context, new Problem(ProblemType.SERVER_ERROR, status == -1 ? 500 : status, ErrorPages.SERVER_ERROR_DETAIL,
                context.normalizedPath()));
    }

    /** Ends the request with {@code problem}: its page for a browser asking for a page, else the problem's JSON. */
    static void end(RoutingContext context, Problem problem) {
        HttpServerResponse response = context.response();
        response.setStatusCode(problem.status());
        if (ErrorPages.wantsHtml(context.normalizedPath(), context.request().getHeader(HttpHeaders.ACCEPT))) {
            response.putHeader(HttpHeaders.CONTENT_TYPE, "text/html; charset=UTF-8").end(ErrorPages.html(problem));
        } else {
            response.putHeader(HttpHeaders.CONTENT_TYPE, Problems.MEDIA_TYPE).end(Json.encode(problem));
        }
    }
}
