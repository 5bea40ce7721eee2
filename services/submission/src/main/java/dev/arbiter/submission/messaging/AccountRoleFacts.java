package dev.arbiter.submission.messaging;

import com.google.protobuf.ByteString;
import dev.arbiter.messaging.AccountRoleSeal;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.AccountRole;
import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.persistence.ApiTokenRepository;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.util.List;
import java.util.Optional;

/**
 * Announces an account's role, from when its sessions count and which of its API tokens are revoked, to the other
 * services ({@code account.role}), sealed with the platform's
 * session key so that the scheduler believes only this service. Written to the outbox in the caller's
 * transaction: a promotion is announced exactly when it commits, and a Kafka outage only delays it.
 */
@ApplicationScoped
public class AccountRoleFacts {

    private static final Logger LOG = Logger.getLogger(AccountRoleFacts.class);

    private final SubmissionOutbox outbox;
    /** Empty without a shared session key: then no other service can read our sessions, so there is no one to tell. */
    private final Optional<AccountRoleSeal> seal;

    private final ApiTokenRepository tokens;

    public AccountRoleFacts(SubmissionOutbox outbox, ApiTokenRepository tokens,
                            @ConfigProperty(name = "quarkus.http.auth.session.encryption-key") Optional<String> sessionKey) {
        this.outbox = outbox;
        this.tokens = tokens;
        this.seal = sessionKey.filter(key -> key.length() >= 16).map(AccountRoleSeal::new);
    }

    void warnWithoutKey(@Observes StartupEvent event) {
        if (seal.isEmpty()) {
            LOG.warn("No shared session key (ARBITER_SESSION_KEY): account roles are not announced, so no account "
                    + "is an organiser in the scheduler");
        }
    }

    /**
     * Queues the account's current role, session validity and revoked API tokens; call inside the transaction
     * that changed them.
     */
    public void announce(Account account) {
        if (seal.isEmpty()) {
            return;
        }
        long sessionsValidFromMs = account.sessionsValidFrom.toEpochMilli();
        // The fact as a whole is as new as its newest part, so a consumer keeps the latest of either change.
        long changedAtMs = Math.max(account.roleChangedAt.toEpochMilli(), sessionsValidFromMs);
        List<Long> revokedTokenIds = account.id == null ? List.of() : tokens.revokedIdsOf(account);
        AccountRole fact = AccountRole.newBuilder()
                .setUsername(account.username)
                .setRole(account.role)
                .setChangedAtMs(changedAtMs)
                .setSessionsValidFromMs(sessionsValidFromMs)
                .addAllRevokedTokenIds(revokedTokenIds)
                .setSeal(ByteString.copyFrom(seal.get().seal(account.username, account.role, changedAtMs, sessionsValidFromMs,
                        revokedTokenIds)))
                .build();
        outbox.enqueue(Topics.ACCOUNT_ROLE, account.username, fact.toByteArray(), account.id);
    }
}
