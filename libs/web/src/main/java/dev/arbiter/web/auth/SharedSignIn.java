package dev.arbiter.web.auth;

import dev.arbiter.web.SessionCookie;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * How a service that does not own accounts (scheduler, leaderboard) learns who is calling: it reads what the
 * submission service issued and signs nobody in itself.
 *
 * <ul>
 *   <li>{@code Authorization: Bearer <token>}: a personal API token, verified by its seal ({@link ApiTokenSeal});
 *       the service's identity provider for {@link ApiTokenRequest} refuses revoked ones and adds the role.</li>
 *   <li>the {@code arbiter-session} cookie of the submission service's sign-in, decrypted with the shared key;
 *       the provider for {@link TrustedAuthenticationRequest} refuses ended sessions and adds the role.</li>
 *   <li>{@code Authorization: Basic}: refused (401). Passwords are only for the submission service's sign-in
 *       and {@code POST /api/tokens}; a service that never sees them cannot leak or guess-test them.</li>
 * </ul>
 *
 * There is no {@code /j_security_check} here. Unauthenticated pages redirect to the submission service's
 * {@code /login} (on the platform's single origin); the API answers 401 with a bearer challenge.
 * Not a bean by itself: each service declares a subclass, so a service that owns accounts is not given it.
 */
public abstract class SharedSignIn implements HttpAuthenticationMechanism {

    private static final Logger LOG = Logger.getLogger(SharedSignIn.class);
    private static final String BEARER = "bearer ";
    private static final String BASIC = "basic ";

    private final Optional<SessionCookie> sessions;
    private final Optional<ApiTokenSeal> tokens;
    private final String cookieName;
    private final String loginPage;

    protected SharedSignIn() {
        Config config = ConfigProvider.getConfig();
        Optional<String> key = config.getOptionalValue("quarkus.http.auth.session.encryption-key", String.class)
                .filter(value -> value.length() >= 16);
        Duration timeout = config.getValue("quarkus.http.auth.form.timeout", Duration.class);
        this.sessions = key.map(value -> new SessionCookie(value, timeout));
        this.tokens = key.map(ApiTokenSeal::new);
        this.cookieName = config.getValue("quarkus.http.auth.form.cookie-name", String.class);
        this.loginPage = config.getOptionalValue("quarkus.http.auth.form.login-page", String.class).orElse("/login");
        if (key.isEmpty()) {
            LOG.warn("No shared session key (ARBITER_SESSION_KEY): nobody can sign in to this service, by session or API token");
        }
    }

    @Override
    public Uni<SecurityIdentity> authenticate(RoutingContext context, IdentityProviderManager identities) {
        String authorization = context.request().getHeader(HttpHeaders.AUTHORIZATION);
        if (authorization != null) {
            String scheme = authorization.toLowerCase(Locale.ROOT);
            if (scheme.startsWith(BEARER)) {
                return bearer(authorization.substring(BEARER.length()).strip(), context, identities);
            }
            if (scheme.startsWith(BASIC)) {
                return Uni.createFrom().failure(new AuthenticationFailedException(
                        "basic auth is accepted only by POST /api/tokens: use the API token it gives as a bearer token"));
            }
        }
        Cookie cookie = context.request().getCookie(cookieName);
        if (cookie == null || sessions.isEmpty()) {
            return Uni.createFrom().optional(Optional.empty());
        }
        Optional<SessionCookie.Session> session = sessions.get().read(cookie.getValue())
                .filter(s -> !s.expiredAt(Instant.now()));
        if (session.isEmpty()) {
            return Uni.createFrom().optional(Optional.empty()); // not ours or expired: a visitor like any other
        }
        return identities.authenticate(HttpSecurityUtils.setRoutingContextAttribute(
                new TrustedAuthenticationRequest(session.get().username()), context));
    }

    private Uni<SecurityIdentity> bearer(String token, RoutingContext context, IdentityProviderManager identities) {
        Optional<ApiTokenClaims> claims = tokens.flatMap(seal -> seal.verify(token));
        if (claims.isEmpty()) {
            return Uni.createFrom().failure(new AuthenticationFailedException("not an API token of this platform"));
        }
        return identities.authenticate(HttpSecurityUtils.setRoutingContextAttribute(new ApiTokenRequest(claims.get()), context));
    }

    @Override
    public Uni<ChallengeData> getChallenge(RoutingContext context) {
        boolean script = context.request().getHeader(HttpHeaders.AUTHORIZATION) != null;
        if (script || context.normalizedPath().startsWith("/api/")) {
            return Uni.createFrom().item(new ChallengeData(401, "WWW-Authenticate", "Bearer realm=\"arbiter\""));
        }
        return Uni.createFrom().item(new ChallengeData(302, "Location", loginPage));
    }

    @Override
    public Set<Class<? extends AuthenticationRequest>> getCredentialTypes() {
        return Set.of(ApiTokenRequest.class, TrustedAuthenticationRequest.class);
    }

    /** Ahead of any mechanism Quarkus may add by itself, so that basic credentials meet the refusal first. */
    @Override
    public int getPriority() {
        return DEFAULT_PRIORITY + 3000;
    }
}
