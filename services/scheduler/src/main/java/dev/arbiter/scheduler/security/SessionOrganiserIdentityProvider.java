package dev.arbiter.scheduler.security;

import dev.arbiter.scheduler.service.AccountRoles;
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
 * Turns the platform's browser session into an identity. Form authentication has already decrypted the
 * submission service's session cookie (the services share its key) and hands over the user name, which
 * is all the cookie holds. Role {@code organiser} goes only to accounts the submission service announced as
 * organisers ({@code account.role}, sealed by it and kept by {@link AccountRoles}), never to a name.
 * Everyone else is just signed in. Accounts and passwords stay in the submission service: nothing here can
 * create a session, only read one. A session issued before its account's last sign-out or password change
 * (announced on the same fact) is refused; an accepted one past half its lifetime gets a renewed cookie
 * ({@link SessionRenewal}), so an organiser active only here stays signed in.
 */
@ApplicationScoped
public class SessionOrganiserIdentityProvider implements IdentityProvider<TrustedAuthenticationRequest> {

    private final AccountRoles accounts;
    private final SessionIssueTimes sessions;
    private final SessionRenewal renewal = SessionRenewal.fromConfig();

    public SessionOrganiserIdentityProvider(AccountRoles accounts) {
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
            var identity = QuarkusSecurityIdentity.builder().setPrincipal(new QuarkusPrincipal(name));
            if (accounts.isOrganiser(name)) {
                identity.addRole("organiser");
            }
            return identity.build();
        }).invoke(() -> renewal.renewIfDue(request));
    }
}
