package dev.arbiter.web.problem;

import io.quarkus.security.AuthenticationCompletionException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The refusals of a resource's own security check ({@code @RolesAllowed}, {@code @Authenticated}) as problems,
 * in place of Quarkus REST's empty 401 and 403 ({@link SecurityRefusal}).
 */
public class SecurityProblemMappers {

    @Inject
    CurrentVertxRequest request;

    @ServerExceptionMapper({UnauthorizedException.class, AuthenticationFailedException.class,
            AuthenticationCompletionException.class, ForbiddenException.class})
    public Uni<Response> refused(RuntimeException e) {
        RoutingContext context = request.getCurrent();
        String accept = context.request().getHeader(HttpHeaders.ACCEPT);
        return SecurityRefusal.of(e, context).map(refusal -> response(refusal, context.normalizedPath(), accept));
    }

    private static Response response(SecurityRefusal refusal, String path, String accept) {
        Response.ResponseBuilder answer = refusal.problem()
                .map(problem -> Response.fromResponse(ErrorPages.response(problem, path, accept)))
                .orElseGet(() -> Response.status(refusal.status()));
        refusal.headers().forEach((name, value) -> answer.header(name.toString(), value));
        return answer.build();
    }
}
