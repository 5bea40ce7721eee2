package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.persistence.AccountSessionRepository;
import dev.arbiter.messaging.AccountRoleSeal;
import dev.arbiter.proto.v1.AccountRole;
import dev.arbiter.web.visibility.Visibility;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

/**
 * From when each account's sessions count, its role, and which API tokens are revoked, from the submission service's
 * {@code account.role} facts: a sign-out, password change or token revocation there applies here too. Only facts sealed with the platform's session
 * key count (anybody who reaches Kafka could otherwise end, or revive, someone's sessions), and a session end is
 * never moved back by an older fact.
 */
@ApplicationScoped
public class AccountSessions {

    private static final Logger LOG = Logger.getLogger(AccountSessions.class);

    private final AccountSessionRepository sessions;
    /** Empty without a session key: then no session can be read here either, and no fact is believed. */
    private final Optional<AccountRoleSeal> seal;

    public AccountSessions(AccountSessionRepository sessions,
                           @ConfigProperty(name = "quarkus.http.auth.session.encryption-key") Optional<String> sessionKey) {
        this.sessions = sessions;
        this.seal = sessionKey.filter(key -> key.length() >= 16).map(AccountRoleSeal::new);
    }

    public void onAnnounced(AccountRole fact) {
        if (seal.isEmpty() || !seal.get().verifies(fact.getUsername(), fact.getRole(), fact.getChangedAtMs(),
                fact.getSessionsValidFromMs(), fact.getRevokedTokenIdsList(), fact.getSeal().toByteArray())) {
            LOG.warnf("Ignored an account.role fact for %s: its seal does not verify with this platform's session key",
                    fact.getUsername());
            return;
        }
        String username = fact.getUsername().toLowerCase(Locale.ROOT);
        if (username.isBlank()) {
            return;
        }
        sessions.setRole(username, fact.getRole(), Instant.ofEpochMilli(fact.getChangedAtMs()));
        if (!fact.getRevokedTokenIdsList().isEmpty()) {
            // A revocation is forever: every fact's list adds to what we know, whatever its order.
            sessions.revokeTokens(username, fact.getRevokedTokenIdsList());
        }
        if (fact.getSessionsValidFromMs() == 0) {
            return; // no session of this account was ever ended
        }
        sessions.moveSessionsValidFrom(username, Instant.ofEpochMilli(fact.getSessionsValidFromMs()),
                Instant.ofEpochMilli(fact.getChangedAtMs()));
    }

    /** Whether the submission service announced the account as an organiser (it then sees unlisted competitions). */
    public boolean isOrganiser(String username) {
        return username != null && sessions.role(username.toLowerCase(Locale.ROOT))
                .map(Visibility.ORGANISER::equals).orElse(false);
    }

    /** The roles to give a signed-in viewer of this account: {@code organiser} or none. */
    public java.util.Set<String> rolesOf(String username) {
        return isOrganiser(username) ? java.util.Set.of(Visibility.ORGANISER) : java.util.Set.of();
    }

    /** Whether the submission service announced this API token as revoked. */
    public boolean isTokenRevoked(long tokenId) {
        return sessions.isTokenRevoked(tokenId);
    }

    /** Sessions of this account issued before this time are void; the epoch when none was ever ended. */
    public Instant sessionsValidFrom(String username) {
        return sessions.sessionsValidFrom(username.toLowerCase(Locale.ROOT)).orElse(Instant.EPOCH);
    }
}
