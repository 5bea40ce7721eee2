package dev.arbiter.web.csrf;

import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.WithFormRead;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveContainerRequestContext;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The CSRF check of every page-serving service (submission, scheduler, leaderboard), on every REST request.
 *
 * <ul>
 *   <li>Requests authenticated by an API token (bearer) skip it: a browser never adds one by itself. Nothing else
 *       does, not even a bearer header that did not authenticate the request: browsers resend remembered basic
 *       credentials and cookies on their own.</li>
 *   <li>Every other unsafe request must not come, by its browser's own account, from another site
 *       ({@link RequestOrigin}).</li>
 *   <li>A POST with a body another site's page can send without asking (form, multipart, text/plain, or no
 *       declared type at all) must also carry the token of its binding ({@link CsrfGuard}) in the field {@value #FIELD} or the header {@value #HEADER}.
 *       Other requests (JSON bodies, PUT, DELETE) cannot be sent across sites without a CORS preflight, which no
 *       service grants: the origin check is enough for them, so scripts using basic auth keep working with JSON.
 *       A service that ever allows CORS with credentials must require the token of those too.</li>
 * </ul>
 *
 * <p>Hand-written rather than the Quarkus CSRF extension: quarkus-rest-csrf does not resolve from our Maven
 * mirror, and it checks every unsafe request alike, which would refuse bearer-token API uploads.
 */
public class CsrfFilter {

    /** The hidden form field every form carries. */
    public static final String FIELD = "csrf-token";
    /** The header a script may send the token in instead. */
    public static final String HEADER = "X-CSRF-Token";
    private static final Set<String> SAFE_METHODS = Set.of("GET", "HEAD", "OPTIONS");
    /** The bodies a cross-site form or simple fetch can send (CORS-safelisted content types; or none named). */
    private static final Set<String> SIMPLE_TYPES = Set.of("application/x-www-form-urlencoded", "multipart/form-data", "text/plain");

    private final CsrfGuard guard;

    public CsrfFilter(CsrfGuard guard) {
        this.guard = guard;
    }

    @ServerRequestFilter
    @WithFormRead
    public Optional<Response> check(ResteasyReactiveContainerRequestContext request, RoutingContext routing) {
        HttpServerRequest http = routing.request();
        String method = http.method().name();
        if (SAFE_METHODS.contains(method)) {
            return Optional.empty();
        }
        if (CsrfGuard.authenticatedByApiToken(routing)) {
            return Optional.empty();
        }
        Optional<String> crossSite = RequestOrigin.refusal(http.scheme(), host(http),
                http.getHeader("Sec-Fetch-Site"), http.getHeader("Origin"));
        if (crossSite.isPresent()) {
            return Optional.of(refusal(http, "This form did not come from this site (" + crossSite.get() + ")."));
        }
        if (!method.equals("POST") || !isSimpleBody(request.getMediaType()) || isBareScriptCall(routing)) {
            return Optional.empty();
        }
        if (!guard.accepts(routing, tokenOf(request, http))) {
            return Optional.of(refusal(http, "This form has expired or did not come from this site: reload the page and try again."));
        }
        return Optional.empty();
    }

    /** The Host the visitor used (Quarkus applies trusted X-Forwarded-Host to the request's authority). */
    static String host(HttpServerRequest http) {
        var authority = http.authority();
        if (authority != null) {
            return authority.port() >= 0 ? authority.host() + ":" + authority.port() : authority.host();
        }
        return http.getHeader("Host");
    }

    /**
     * A POST without a body from a caller signed in by basic credentials ({@code POST /api/tokens} from a script):
     * it carries nothing but the credentials, and a page of another site that made a browser send them would be
     * named in its Origin (refused above) by every current browser. With a body, the token is required.
     */
    private boolean isBareScriptCall(RoutingContext routing) {
        return hasNoBody(routing.request()) && guard.bindingOf(routing) instanceof CsrfBinding.Credentials;
    }

    /**
     * {@code Content-Length: 0}, or (HTTP/1.x) neither a length nor a transfer coding, which is how
     * {@code curl -X POST} sends a bare POST: such a request has no body (RFC 9112, section 6.3). HTTP/2 can send a
     * body without naming its length, so there only an explicit 0 counts.
     */
    static boolean hasNoBody(HttpServerRequest http) {
        String length = http.getHeader("Content-Length");
        if (length != null) {
            return "0".equals(length.trim());
        }
        return http.getHeader("Transfer-Encoding") == null
                && (http.version() == HttpVersion.HTTP_1_1 || http.version() == HttpVersion.HTTP_1_0);
    }

    private static boolean isSimpleBody(MediaType type) {
        return type == null || SIMPLE_TYPES.contains((type.getType() + "/" + type.getSubtype()).toLowerCase(Locale.ROOT));
    }

    private static String tokenOf(ResteasyReactiveContainerRequestContext request, HttpServerRequest http) {
        String header = http.getHeader(HEADER);
        if (header != null) {
            return header;
        }
        Object field = ((ResteasyReactiveRequestContext) request.getServerRequestContext()).getFormParameter(FIELD, true, false);
        return field instanceof String token ? token : null;
    }

    private static Response refusal(HttpServerRequest http, String message) {
        return Problems.response(ProblemType.CSRF, Response.Status.FORBIDDEN.getStatusCode(), message, http.path());
    }
}
