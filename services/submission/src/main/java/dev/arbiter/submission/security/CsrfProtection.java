package dev.arbiter.submission.security;

import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;
import org.jboss.resteasy.reactive.server.WithFormRead;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveContainerRequestContext;

import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;

import static java.nio.charset.StandardCharsets.US_ASCII;

/**
 * Cross-site request forgery protection for the web forms: the double-submit-cookie technique. A page
 * load gives the browser a random token in an HttpOnly, SameSite=Strict cookie and the same token in a
 * hidden form field ({@link #FORM_FIELD}); a state-changing request must carry both, equal.
 *
 * <p>Requests that a foreign page cannot forge are exempt: those with an {@code Authorization} header
 * (API tokens and basic auth from scripts; a browser never adds a bearer token by itself) and JSON bodies
 * (a cross-site JSON request needs a CORS preflight, which this service never grants).
 *
 * <p>Hand-written rather than the Quarkus CSRF extension: quarkus-rest-csrf 3.37.1 does not resolve from
 * our Maven mirror, and the extension checks every unsafe request, which would refuse multipart API
 * uploads authenticated by a bearer token.
 */
public class CsrfProtection {

    /** Name of the cookie and of the hidden form field. */
    public static final String COOKIE = "arbiter-csrf";
    public static final String FORM_FIELD = "csrf-token";
    /** RoutingContext key under which pages find the token to put in their forms. */
    static final String TOKEN_KEY = "arbiter.csrf-token";
    private static final String NEW_COOKIE_KEY = "arbiter.csrf-new";
    private static final int TOKEN_BYTES = 32;

    private final SecureRandom random = new SecureRandom();

    @ServerRequestFilter
    @WithFormRead
    public Response check(ResteasyReactiveContainerRequestContext request, RoutingContext routing) {
        Cookie cookie = routing.request().getCookie(COOKIE);
        String cookieToken = cookie == null ? null : cookie.getValue();
        if (isSafe(request.getMethod())) {
            if (cookieToken == null || cookieToken.length() != 43) {
                byte[] bytes = new byte[TOKEN_BYTES];
                random.nextBytes(bytes);
                cookieToken = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
                routing.put(NEW_COOKIE_KEY, true);
            }
            routing.put(TOKEN_KEY, cookieToken);
            return null;
        }
        if (isExempt(request)) {
            return null;
        }
        Object field = ((ResteasyReactiveRequestContext) request.getServerRequestContext())
                .getFormParameter(FORM_FIELD, true, false);
        if (cookieToken == null || !(field instanceof String formToken) || !constantTimeEquals(cookieToken, formToken)) {
            return Response.status(Response.Status.FORBIDDEN)
                    .type(MediaType.APPLICATION_JSON)
                    .entity(Map.of("error", "csrf",
                            "message", "This form has expired or did not come from this site: reload the page and try again."))
                    .build();
        }
        routing.put(TOKEN_KEY, cookieToken);
        return null;
    }

    @ServerResponseFilter
    public void issueCookie(ContainerRequestContext request, ContainerResponseContext response, RoutingContext routing) {
        if (routing.get(NEW_COOKIE_KEY) != null) {
            routing.response().addCookie(Cookie.cookie(COOKIE, routing.get(TOKEN_KEY))
                    .setPath("/")
                    .setHttpOnly(true)
                    .setSameSite(CookieSameSite.STRICT)
                    .setSecure(routing.request().isSSL()));
        }
    }

    private static boolean isExempt(ContainerRequestContext request) {
        if (request.getHeaderString(HttpHeaders.AUTHORIZATION.toString()) != null) {
            return true;
        }
        MediaType type = request.getMediaType();
        return type != null && type.getSubtype().toLowerCase().endsWith("json");
    }

    private static boolean isSafe(String method) {
        return method.equals("GET") || method.equals("HEAD") || method.equals("OPTIONS");
    }

    private static boolean constantTimeEquals(String a, String b) {
        return MessageDigest.isEqual(a.getBytes(US_ASCII), b.getBytes(US_ASCII));
    }
}
