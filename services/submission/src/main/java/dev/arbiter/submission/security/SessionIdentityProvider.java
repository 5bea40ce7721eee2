package dev.arbiter.submission.security;

import dev.arbiter.submission.service.AccountService;
import dev.arbiter.web.SessionCookie;
import dev.arbiter.web.SessionIssueTimes;
import dev.arbiter.web.SessionRenewal;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Restores the identity of a signed-in browser from its encrypted session cookie (form authentication
 * hands us the username). Reads the account each time, so a changed role or a deleted account takes
 * effect on the next request, and so does a sign-out or password change: a session issued before the
 * account's {@code sessionsValidFrom} is refused, wherever the cookie was copied to. An accepted session past half
 * its lifetime gets a renewed cookie ({@link SessionRenewal}, as on the scheduler's and the leaderboard's pages;
 * form authentication's own renewal is off, see application.properties).
 */
@ApplicationScoped
public class SessionIdentityProvider implements IdentityProvider<TrustedAuthenticationRequest> {

    private final AccountService accounts;
    private final SessionIssueTimes sessions;
    private final SessionRenewal renewal = SessionRenewal.fromConfig();

    public SessionIdentityProvider(AccountService accounts) {
        this.accounts = accounts;
        this.sessions = SessionIssueTimes.fromConfig();
    }

    @Override
    public Class<TrustedAuthenticationRequest> getRequestType() {
        return TrustedAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(TrustedAuthenticationRequest request, AuthenticationRequestContext context) {
        var issuedAt = sessions.of(request);
        return context.runBlocking(() -> accounts.findByUsername(request.getPrincipal())
                .filter(account -> SessionCookie.current(issuedAt, account.sessionsValidFrom))
                .map(AccountIdentities::of)
                .orElseThrow(() -> new AuthenticationFailedException("account no longer exists or its session was ended")))
                .invoke(() -> renewal.renewIfDue(request));
    }
}
