package dev.arbiter.web.problem;

import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * The refusals of authentication itself, before any resource runs (credentials that are not accepted, a path
 * security policy), as problems in place of Quarkus' empty 401 and 403 ({@link SecurityRefusal}). Quarkus has
 * already set its challenge on the response when it hands the failure on; the refusal sets it again, which
 * changes nothing, and adds the body.
 */
@ApplicationScoped
public class SecurityFailureHandler {

    void register(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).failureHandler(this::handle);
    }

    private void handle(RoutingContext context) {
        var failure = SecurityRefusal.refusalIn(context.failure());
        if (failure.isEmpty() || context.response().ended()) {
            context.next();
            return;
        }
        SecurityRefusal.of(failure.get(), context).subscribe().with(
                refusal -> answer(context, refusal),
                unanswerable -> context.next());
    }

    private static void answer(RoutingContext context, SecurityRefusal refusal) {
        HttpServerResponse response = context.response();
        if (response.ended()) {
            return;
        }
        response.setStatusCode(refusal.status());
        refusal.headers().forEach((name, value) -> response.headers().set(name, value));
        refusal.problem().ifPresentOrElse(problem -> UnansweredRequests.end(context, problem), response::end);
    }
}
