package dev.arbiter.scheduler.service;

import dev.arbiter.messaging.AccountRoleSeal;
import dev.arbiter.scheduler.persistence.AccountRole;
import dev.arbiter.scheduler.persistence.RevokedApiToken;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

/**
 * Keeps the roles the submission service announces, so that every organiser account is an organiser here
 * when signed in, and the API tokens it revoked, so that they are refused here too. Only facts sealed with the platform's session key count: anybody who reaches Kafka could
 * otherwise make themselves an organiser. The latest announcement per account wins; a replayed or
 * reordered older one changes nothing.
 */
@ApplicationScoped
public class AccountRoles {

    private static final Logger LOG = Logger.getLogger(AccountRoles.class);

    /** Empty without a session key: then no session could be read here either, and no fact is believed. */
    private final Optional<AccountRoleSeal> seal;

    public AccountRoles(@ConfigProperty(name = "quarkus.http.auth.session.encryption-key") Optional<String> sessionKey) {
        this.seal = sessionKey.filter(key -> key.length() >= 16).map(AccountRoleSeal::new);
    }

    @Transactional
    public void onAnnounced(dev.arbiter.proto.v1.AccountRole announced) {
        if (seal.isEmpty() || !seal.get().verifies(announced.getUsername(), announced.getRole(), announced.getChangedAtMs(),
                announced.getSessionsValidFromMs(), announced.getRevokedTokenIdsList(), announced.getSeal().toByteArray())) {
            LOG.warnf("Ignored an account.role fact for %s: its seal does not verify with this platform's session key",
                    announced.getUsername());
            return;
        }
        String username = announced.getUsername().toLowerCase(Locale.ROOT);
        if (username.isBlank()) {
            return; // names no account: nothing to grant
        }
        rememberRevoked(username, announced.getRevokedTokenIdsList());
        Instant changedAt = Instant.ofEpochMilli(announced.getChangedAtMs());
        Instant sessionsValidFrom = Instant.ofEpochMilli(announced.getSessionsValidFromMs());
        AccountRole known = AccountRole.findById(username, LockModeType.PESSIMISTIC_WRITE);
        if (known == null) {
            known = new AccountRole();
            known.username = username;
            known.role = announced.getRole();
            known.changedAt = changedAt;
            known.sessionsValidFrom = sessionsValidFrom;
            known.persist();
        } else if (!changedAt.isBefore(known.changedAt)) {
            known.role = announced.getRole();
            known.changedAt = changedAt;
            // Never earlier than what we know: an ended session stays ended.
            known.sessionsValidFrom = sessionsValidFrom.isAfter(known.sessionsValidFrom) ? sessionsValidFrom : known.sessionsValidFrom;
        }
    }

    /** A revocation is forever, so every fact's list adds to what we know, whatever its order. */
    private static void rememberRevoked(String username, java.util.List<Long> tokenIds) {
        for (long id : tokenIds) {
            if (RevokedApiToken.findById(id) == null) {
                RevokedApiToken revoked = new RevokedApiToken();
                revoked.tokenId = id;
                revoked.username = username;
                revoked.persist();
            }
        }
    }

    /** Whether the submission service announced this API token as revoked. */
    @Transactional
    public boolean isTokenRevoked(long tokenId) {
        return RevokedApiToken.findById(tokenId) != null;
    }

    /** Sessions of this account issued before this time are void; the epoch for an account never announced. */
    @Transactional
    public Instant sessionsValidFrom(String username) {
        AccountRole known = username == null ? null : AccountRole.findById(username.toLowerCase(Locale.ROOT));
        return known == null ? Instant.EPOCH : known.sessionsValidFrom;
    }

    @Transactional
    public boolean isOrganiser(String username) {
        return username != null && AccountRole.isOrganiser(username.toLowerCase(Locale.ROOT));
    }
}
