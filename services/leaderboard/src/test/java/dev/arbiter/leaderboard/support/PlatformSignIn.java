package dev.arbiter.leaderboard.support;

import dev.arbiter.messaging.AccountRoleSeal;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.AccountRole;
import dev.arbiter.web.SessionCookie;
import dev.arbiter.web.auth.ApiTokenClaims;
import dev.arbiter.web.auth.ApiTokenSeal;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the submission service issues and announces, made as it makes them under the %test session key: session
 * cookies, personal API tokens, and the sealed {@code account.role} facts that end sessions and revoke tokens.
 * The leaderboard signs nobody in, so its tests stand in for that service.
 */
public final class PlatformSignIn {

    private static final String SESSION_KEY = "test-only-session-key-test-only-session-key";
    private static final SessionCookie SESSIONS = new SessionCookie(SESSION_KEY, Duration.ofHours(1));
    private static final ApiTokenSeal TOKENS = new ApiTokenSeal(SESSION_KEY);
    private static final AccountRoleSeal FACTS = new AccountRoleSeal(SESSION_KEY);
    private static final AtomicLong TOKEN_IDS = new AtomicLong(System.currentTimeMillis());

    private PlatformSignIn() {
    }

    /** A real {@code arbiter-session} cookie value for this username, issued now. */
    public static String session(String username) {
        return SESSIONS.issue(username, Instant.now());
    }

    /** The same, issued (or last renewed) at {@code issuedAt}. */
    public static String session(String username, Instant issuedAt) {
        return SESSIONS.issue(username, issuedAt);
    }

    /** Whose a session cookie value is and when it was issued; empty when it is not the platform's. */
    public static java.util.Optional<SessionCookie.Session> read(String cookieValue) {
        return SESSIONS.read(cookieValue);
    }

    /** A fresh API token of this account, and its id. */
    public static Token token(String username) {
        long id = TOKEN_IDS.incrementAndGet();
        return new Token(id, TOKENS.mint(new ApiTokenClaims(id, id, username)));
    }

    /** Announces, as the submission service does, that the account's sessions from before {@code validFromMs} ended. */
    public static void endSessions(String username, long validFromMs) {
        announce(username, validFromMs, validFromMs, List.of());
    }

    /** Announces, as the submission service does, that these API tokens of the account are revoked. */
    public static void revoke(String username, List<Long> tokenIds) {
        announce(username, System.currentTimeMillis(), 0, tokenIds);
    }

    /** Announces, as the submission service does, that the account is an organiser. */
    public static void promote(String username) {
        announce(username, "organiser", System.currentTimeMillis(), 0, List.of());
    }

    private static void announce(String username, long changedAtMs, long sessionsValidFromMs, List<Long> revoked) {
        announce(username, "contestant", changedAtMs, sessionsValidFromMs, revoked);
    }

    private static void announce(String username, String role, long changedAtMs, long sessionsValidFromMs,
                                 List<Long> revoked) {
        var fact = AccountRole.newBuilder().setUsername(username).setRole(role).setChangedAtMs(changedAtMs)
                .setSessionsValidFromMs(sessionsValidFromMs).addAllRevokedTokenIds(revoked)
                .setSeal(com.google.protobuf.ByteString.copyFrom(
                        FACTS.seal(username, role, changedAtMs, sessionsValidFromMs, revoked)));
        Scheduler.send(Topics.ACCOUNT_ROLE, username, fact.build().toByteArray());
    }

    /** An API token and its id, which a revocation names. */
    public record Token(long id, String value) {

        public String bearer() {
            return "Bearer " + value;
        }
    }
}
