package dev.arbiter.submission.security;

import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.service.AccountService;
import dev.arbiter.web.edge.ClientAddresses;
import io.quarkus.elytron.security.common.BcryptUtil;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.util.Optional;

/**
 * Checks a username and password (form sign-in and HTTP basic, e.g. {@code POST /api/tokens}) against the
 * account's bcrypt hash, refusing while this account from this address (or this address) must still wait after
 * failures. One provider for both ways in, so that basic auth cannot be used to get around the slow-down.
 */
@ApplicationScoped
public class PasswordIdentityProvider implements IdentityProvider<UsernamePasswordAuthenticationRequest> {

    private static final Logger LOG = Logger.getLogger(PasswordIdentityProvider.class);

    /** Compared against when the account does not exist, so both cases take one bcrypt's time. */
    private static final String DUMMY_HASH = BcryptUtil.bcryptHash("no such account");

    private final AccountService accounts;
    private final SignInThrottle throttle;
    private final ClientAddresses addresses;

    public PasswordIdentityProvider(AccountService accounts, SignInThrottle throttle, ClientAddresses addresses) {
        this.accounts = accounts;
        this.throttle = throttle;
        this.addresses = addresses;
    }

    @Override
    public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
        return UsernamePasswordAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(UsernamePasswordAuthenticationRequest request,
                                              AuthenticationRequestContext context) {
        String address = addresses.of(HttpSecurityUtils.getRoutingContextAttribute(request));
        return context.runBlocking(() -> check(request.getUsername(), new String(request.getPassword().getPassword()), address));
    }

    private SecurityIdentity check(String username, String password, String address) {
        Optional<Duration> wait = throttle.waitBefore(username, address);
        if (wait.isPresent()) {
            LOG.infof("Sign-in of %s from %s refused: too many failures there, next try in %d ms", username, address,
                    wait.get().toMillis());
            throw new AuthenticationFailedException("too many failed sign-ins from this address");
        }
        Optional<Account> account = accounts.findByUsername(username);
        boolean matches = BcryptUtil.matches(password, account.map(a -> a.passwordHash).orElse(DUMMY_HASH));
        if (account.isEmpty() || !matches) {
            throttle.recordFailure(username, address);
            throw new AuthenticationFailedException("wrong username or password");
        }
        throttle.recordSuccess(username, address);
        return AccountIdentities.of(account.get());
    }
}
