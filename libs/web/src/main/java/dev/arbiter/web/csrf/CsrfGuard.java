package dev.arbiter.web.csrf;

import dev.arbiter.web.SessionIssueTimes;
import dev.arbiter.web.auth.ApiTokenRequest;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.vertx.http.runtime.security.QuarkusHttpUser;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;

import java.security.SecureRandom;

/**
 * Which {@link CsrfBinding} a request has, and its token: one place, so the page that puts a token in a form and
 * the filter that checks it can never disagree. A request authenticated by its session cookie is bound to that
 * session; one with HTTP basic credentials to the user name; anyone else to the pre-session cookie.
 */
@Singleton
public class CsrfGuard {

    private static final Logger LOG = Logger.getLogger(CsrfGuard.class);
    /** RoutingContext key of a pre-session cookie value made for this request (a page may mint twice). */
    static final String NEW_COOKIE = "arbiter.csrf.new-cookie";

    private final CsrfTokens tokens;
    private final CsrfCookie cookie;
    private final SessionIssueTimes sessions;

    public CsrfGuard(CsrfConfig config) {
        var sessionKey = ConfigProvider.getConfig()
                .getOptionalValue("quarkus.http.auth.session.encryption-key", String.class)
                .filter(key -> key.length() >= 16);
        byte[] key;
        if (sessionKey.isPresent()) {
            key = CsrfTokens.deriveKey(sessionKey.get());
        } else {
            // Sessions are not shared without the key either: a per-start key keeps this service's own forms working.
            LOG.warn("No shared session key (ARBITER_SESSION_KEY): CSRF tokens are valid only on this instance until it restarts");
            key = new byte[32];
            new SecureRandom().nextBytes(key);
        }
        this.tokens = new CsrfTokens(key, config.tokenLifetime());
        this.cookie = new CsrfCookie(config.plainCookieName());
        this.sessions = SessionIssueTimes.fromConfig();
    }

    /**
     * Whether the request was authenticated by an API token ({@link ApiTokenRequest#TOKEN_ID} on its identity), which
     * no browser adds to a request by itself. A bearer header alone is not enough: a header that did not
     * authenticate the request must not lift the check from the cookie that did.
     */
    static boolean authenticatedByApiToken(RoutingContext routing) {
        SecurityIdentity identity = routing.user() instanceof QuarkusHttpUser user ? user.getSecurityIdentity() : null;
        return identity != null && !identity.isAnonymous() && identity.getAttribute(ApiTokenRequest.TOKEN_ID) != null;
    }

    CsrfBinding bindingOf(RoutingContext routing) {
        SecurityIdentity identity = routing.user() instanceof QuarkusHttpUser user ? user.getSecurityIdentity() : null;
        if (identity != null && !identity.isAnonymous()) {
            String name = identity.getPrincipal().getName();
            if (routing.request().getHeader(HttpHeaders.AUTHORIZATION) != null) {
                return new CsrfBinding.Credentials(name);
            }
            return new CsrfBinding.Session(name, sessions.of(routing).orElse(null));
        }
        String fresh = routing.get(NEW_COOKIE);
        return new CsrfBinding.PreSession(fresh != null ? fresh : cookie.valueOf(routing));
    }

    /**
     * The token this request's pages put in their forms. An anonymous visitor without a pre-session cookie gets
     * one here, on this answer: only pages that render a form hand out cookies, not every API or leaderboard call.
     */
    public String tokenFor(RoutingContext routing) {
        CsrfBinding binding = bindingOf(routing);
        if (binding instanceof CsrfBinding.PreSession p && p.cookieValue() == null) {
            String value = cookie.newValue();
            routing.put(NEW_COOKIE, value);
            cookie.set(routing, value);
            binding = new CsrfBinding.PreSession(value);
        }
        return binding instanceof CsrfBinding.Session s && s.issuedAt() == null ? "" : tokens.mint(binding);
    }

    boolean accepts(RoutingContext routing, String token) {
        return tokens.accepts(bindingOf(routing), token);
    }
}
