package dev.arbiter.web;

import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class SessionRenewalTest {

    private static final String KEY = "a-session-key-of-the-platform-for-tests";
    private static final Duration LIFETIME = Duration.ofHours(1);
    private static final SessionCookie PLATFORM = new SessionCookie(KEY, LIFETIME);
    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");

    private static SessionRenewal renewal(String cookieName) {
        return new SessionRenewal(Optional.of(KEY), LIFETIME, new SessionRenewal.Attributes(cookieName, "/",
                Optional.empty(), CookieSameSite.STRICT, true, Optional.empty()));
    }

    @Test
    void aSessionPastHalfItsLifetimeGetsACookieIssuedNowForTheSameUser() {
        String old = PLATFORM.issue("alice", NOW.minus(Duration.ofMinutes(31)));

        Cookie renewed = renewal("arbiter-session").renewal(old, false, NOW).orElseThrow();

        assertThat(renewed.getName()).isEqualTo("arbiter-session");
        var session = PLATFORM.read(renewed.getValue()).orElseThrow();
        assertThat(session.username()).isEqualTo("alice");
        assertThat(session.issuedAt()).isEqualTo(NOW);
    }

    @Test
    void theRenewedCookieHasTheSignInCookiesAttributes() {
        String old = PLATFORM.issue("alice", NOW.minus(Duration.ofMinutes(45)));

        Cookie overHttp = renewal("arbiter-session").renewal(old, false, NOW).orElseThrow();
        Cookie overHttps = renewal("arbiter-session").renewal(old, true, NOW).orElseThrow();

        assertThat(overHttp.isHttpOnly()).isTrue();
        assertThat(overHttp.getSameSite()).isEqualTo(CookieSameSite.STRICT);
        assertThat(overHttp.getPath()).isEqualTo("/");
        assertThat(overHttp.isSecure()).isFalse();
        assertThat(overHttps.isSecure()).isTrue();
        assertThat(overHttps.encode()).containsIgnoringCase("HttpOnly").contains("SameSite=Strict", "Secure", "Path=/");
    }

    @Test
    void theCookieThatEndsAHostPrefixedSessionIsSecureSoBrowsersAcceptIt() {
        var prefixed = new SessionRenewal(Optional.of(KEY), LIFETIME, new SessionRenewal.Attributes(
                "__Host-arbiter-session", "/", Optional.empty(), CookieSameSite.STRICT, true, Optional.empty()));

        Cookie ended = prefixed.ended(false);

        assertThat(ended.getName()).isEqualTo("__Host-arbiter-session");
        assertThat(ended.getValue()).isEmpty();
        assertThat(ended.getMaxAge()).isZero();
        assertThat(ended.isSecure()).isTrue();
        assertThat(ended.getPath()).isEqualTo("/");
        assertThat(renewal("arbiter-session").ended(false).isSecure()).as("plain http, plain name").isFalse();
    }

    @Test
    void aHostPrefixedCookieIsAlwaysSecureOnTheRootPathWithoutADomain() {
        String old = PLATFORM.issue("alice", NOW.minus(Duration.ofMinutes(45)));
        var prefixed = new SessionRenewal(Optional.of(KEY), LIFETIME, new SessionRenewal.Attributes(
                "__Host-arbiter-session", "/pages", Optional.of("example.org"), CookieSameSite.LAX, true, Optional.empty()));

        Cookie renewed = prefixed.renewal(old, false, NOW).orElseThrow();

        assertThat(renewed.isSecure()).isTrue();
        assertThat(renewed.getPath()).isEqualTo("/");
        assertThat(renewed.getDomain()).isNull();
    }

    @Test
    void aSessionInTheFirstHalfOfItsLifetimeIsLeftAsItIs() {
        String young = PLATFORM.issue("alice", NOW.minus(Duration.ofMinutes(29)));

        assertThat(renewal("arbiter-session").renewal(young, false, NOW)).isEmpty();
    }

    @Test
    void anExpiredOrForeignSessionIsNeverRenewed() {
        String expired = PLATFORM.issue("alice", NOW.minus(LIFETIME));
        String foreign = new SessionCookie("some-other-platforms-session-key", LIFETIME).issue("alice", NOW.minus(Duration.ofMinutes(40)));

        assertThat(renewal("arbiter-session").renewal(expired, false, NOW)).isEmpty();
        assertThat(renewal("arbiter-session").renewal(foreign, false, NOW)).isEmpty();
        assertThat(renewal("arbiter-session").renewal("not a cookie", false, NOW)).isEmpty();
    }

    @Test
    void withoutASharedKeyNothingIsRenewed() {
        String old = PLATFORM.issue("alice", NOW.minus(Duration.ofMinutes(45)));
        var keyless = new SessionRenewal(Optional.empty(), LIFETIME, new SessionRenewal.Attributes("arbiter-session", "/",
                Optional.empty(), CookieSameSite.STRICT, true, Optional.empty()));

        assertThat(keyless.renewal(old, false, NOW)).isEmpty();
    }
}
