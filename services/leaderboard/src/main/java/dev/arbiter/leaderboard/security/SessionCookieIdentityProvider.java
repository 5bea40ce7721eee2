package dev.arbiter.leaderboard.security;

import dev.arbiter.leaderboard.service.AccountSessions;
import dev.arbiter.web.SessionCookie;
import dev.arbiter.web.SessionIssueTimes;
import dev.arbiter.web.SessionRenewal;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Signed-in contestants carry the platform's session cookie ({@code arbiter-session}), which the
 * submission service's form sign-in sets, encrypted with the shared session key. Form authentication
 * decrypts it and hands over the username; a cookie that decrypts was made with the shared key, so the
 * username is trusted as it is, unless the account's sessions were ended after the cookie was issued
 * (sign-out, password change: {@link AccountSessions}). An accepted session past half its lifetime gets a
 * renewed cookie ({@link SessionRenewal}), so a viewer active only here stays signed in. The name decides whose
 * stderr a viewer may read; role {@code organiser} comes only from the submission service's sealed facts
 * ({@link AccountSessions}) and opens unlisted competitions.
 */
@ApplicationScoped
public class SessionCookieIdentityProvider implements IdentityProvider<TrustedAuthenticationRequest> {

    private final AccountSessions accounts;
    private final SessionIssueTimes sessions;
    private final SessionRenewal renewal = SessionRenewal.fromConfig();

    public SessionCookieIdentityProvider(AccountSessions accounts) {
        this.accounts = accounts;
        this.sessions = SessionIssueTimes.fromConfig();
    }

    @Override
    public Class<TrustedAuthenticationRequest> getRequestType() {
        return TrustedAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(TrustedAuthenticationRequest request, AuthenticationRequestContext context) {
        String name = request.getPrincipal();
        var issuedAt = sessions.of(request);
        return context.runBlocking(() -> {
            if (!SessionCookie.current(issuedAt, accounts.sessionsValidFrom(name))) {
                throw new AuthenticationFailedException("the session was ended (sign-out or password change)");
            }
            return QuarkusSecurityIdentity.builder().setPrincipal(new QuarkusPrincipal(name))
                    .addRoles(accounts.rolesOf(name)).build();
        }).invoke(() -> renewal.renewIfDue(request));
    }
}
