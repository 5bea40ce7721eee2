package dev.arbiter.leaderboard.persistence;

import jakarta.enterprise.context.ApplicationScoped;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The {@code account_session}, {@code account_role} and {@code revoked_api_token} tables: from when each account's
 * sessions count, its role, and which API tokens are revoked.
 */
@ApplicationScoped
public class AccountSessionRepository {

    private final Jdbc jdbc;

    public AccountSessionRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /** Moves the account's session start forward; an older fact never moves it back. */
    public void moveSessionsValidFrom(String username, Instant validFrom, Instant changedAt) {
        jdbc.inTransaction(connection -> Jdbc.update(connection, """
                insert into account_session (username, sessions_valid_from, changed_at) values (?, ?, ?)
                on conflict (username) do update set sessions_valid_from = excluded.sessions_valid_from,
                    changed_at = excluded.changed_at
                where excluded.sessions_valid_from > account_session.sessions_valid_from""",
                username, validFrom, changedAt));
    }

    /** Records the account's role as of {@code changedAt}; an older fact never overrides a newer one. */
    public void setRole(String username, String role, Instant changedAt) {
        jdbc.inTransaction(connection -> Jdbc.update(connection, """
                insert into account_role (username, role, changed_at) values (?, ?, ?)
                on conflict (username) do update set role = excluded.role, changed_at = excluded.changed_at
                where excluded.changed_at >= account_role.changed_at""",
                username, role, changedAt));
    }

    /** The account's role as last announced; empty when never. */
    public Optional<String> role(String username) {
        return jdbc.query("select role from account_role where username = ?",
                rows -> rows.getString("role"), username).stream().findFirst();
    }

    /** When the account's sessions were last ended; empty when never. */
    public Optional<Instant> sessionsValidFrom(String username) {
        return jdbc.query("select sessions_valid_from from account_session where username = ?",
                rows -> Jdbc.instant(rows, "sessions_valid_from"), username).stream().findFirst();
    }

    /** Records these API tokens of the account as revoked; a token recorded already stays so. */
    public void revokeTokens(String username, List<Long> tokenIds) {
        jdbc.inTransaction(connection -> {
            for (long id : tokenIds) {
                Jdbc.update(connection, "insert into revoked_api_token (token_id, username) values (?, ?) on conflict do nothing",
                        id, username);
            }
            return null;
        });
    }

    /** Whether this API token was recorded as revoked. */
    public boolean isTokenRevoked(long tokenId) {
        return !jdbc.query("select 1 as one from revoked_api_token where token_id = ?", rows -> 1, tokenId).isEmpty();
    }
}
