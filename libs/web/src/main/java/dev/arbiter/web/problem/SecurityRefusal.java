package dev.arbiter.web.problem;

import io.quarkus.security.AuthenticationCompletionException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticator;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;

import java.util.Map;
import java.util.Optional;

/**
 * How a service answers a request Quarkus security refused: who is calling is unknown or not accepted (401), or
 * is known but lacks the role (403). The 401 keeps the service's challenge, which its authentication mechanisms
 * decide: {@code WWW-Authenticate} for the API, and for pages the redirect to the sign-in page that browsers
 * follow. Every answer but that redirect carries an RFC 9457 problem, so a script reads a 401 or a 403 as it
 * reads every other refusal. Both ways security refuses come here: during authentication, before any resource
 * ({@link SecurityFailureHandler}), and in a resource's role check ({@link SecurityProblemMappers}).
 *
 * @param status  the answer's status code
 * @param headers the challenge's headers ({@code WWW-Authenticate}, or a redirect's {@code Location})
 * @param problem the body; empty for a redirect
 */
public record SecurityRefusal(int status, Map<CharSequence, String> headers, Optional<Problem> problem) {

    static final String UNAUTHENTICATED_DETAIL = "Sign in, or send a personal API token (POST /api/tokens on the "
            + "submission service) as 'Authorization: Bearer <token>'. A revoked token, an ended session and a "
            + "password anywhere but POST /api/tokens are not accepted.";
    static final String FORBIDDEN_DETAIL = "You are signed in, but this needs a role your account does not have.";

    /**
     * The refusal of Quarkus security in {@code failure} or its causes, which this class answers; empty for any
     * other failure (a sign-in's own redirect, {@code AuthenticationRedirectException}, is not a refusal).
     */
    public static Optional<Throwable> refusalIn(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof AuthenticationFailedException || cause instanceof AuthenticationCompletionException
                    || cause instanceof UnauthorizedException || cause instanceof ForbiddenException) {
                return Optional.of(cause);
            }
        }
        return Optional.empty();
    }

    /** The answer to {@code failure}, a refusal ({@link #refusalIn}), on this request. */
    public static Uni<SecurityRefusal> of(Throwable failure, RoutingContext context) {
        String path = context.normalizedPath();
        if (failure instanceof ForbiddenException) {
            return Uni.createFrom().item(new SecurityRefusal(403, Map.of(),
                    Optional.of(new Problem(ProblemType.FORBIDDEN, 403, FORBIDDEN_DETAIL, path))));
        }
        HttpAuthenticator authenticator = context.get(HttpAuthenticator.class.getName());
        Uni<ChallengeData> challenge = authenticator == null ? Uni.createFrom().nullItem() : authenticator.getChallenge(context);
        return challenge.map(data -> unauthenticated(data, path));
    }

    private static SecurityRefusal unauthenticated(ChallengeData challenge, String path) {
        if (challenge != null && challenge.status >= 300 && challenge.status < 400) {
            return new SecurityRefusal(challenge.status, challenge.getHeaders(), Optional.empty());
        }
        Map<CharSequence, String> headers = challenge == null ? Map.of() : challenge.getHeaders();
        return new SecurityRefusal(401, headers,
                Optional.of(new Problem(ProblemType.UNAUTHENTICATED, 401, UNAUTHENTICATED_DETAIL, path)));
    }
}
