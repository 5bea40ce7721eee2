package dev.arbiter.scheduler.service;

import dev.arbiter.scheduler.persistence.AccountRole;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;

import java.time.Instant;
import java.util.Locale;

/**
 * Keeps the roles the submission service announces, so that every organiser account, not only the
 * configured one, is an organiser here when signed in. The latest announcement per account wins; a
 * replayed or reordered older one changes nothing.
 */
@ApplicationScoped
public class AccountRoles {

    @Transactional
    public void onAnnounced(dev.arbiter.proto.v1.AccountRole announced) {
        String username = announced.getUsername().toLowerCase(Locale.ROOT);
        if (username.isBlank()) {
            return; // names no account: nothing to grant
        }
        Instant changedAt = Instant.ofEpochMilli(announced.getChangedAtMs());
        AccountRole known = AccountRole.findById(username, LockModeType.PESSIMISTIC_WRITE);
        if (known == null) {
            known = new AccountRole();
            known.username = username;
            known.role = announced.getRole();
            known.changedAt = changedAt;
            known.persist();
        } else if (!changedAt.isBefore(known.changedAt)) {
            known.role = announced.getRole();
            known.changedAt = changedAt;
        }
    }

    @Transactional
    public boolean isOrganiser(String username) {
        return username != null && AccountRole.isOrganiser(username.toLowerCase(Locale.ROOT));
    }
}
