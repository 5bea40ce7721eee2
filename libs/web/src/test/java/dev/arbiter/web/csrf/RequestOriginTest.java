package dev.arbiter.web.csrf;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RequestOriginTest {

    @Test
    void aBrowserReportingAnotherSiteIsRefused() {
        assertThat(RequestOrigin.refusal("http", "127.0.0.1:8080", "cross-site", null)).isPresent();
        assertThat(RequestOrigin.refusal("http", "127.0.0.1:8080", "same-site", null)).isPresent();
        assertThat(RequestOrigin.refusal("http", "127.0.0.1:8080", "same-origin", null)).isEmpty();
        assertThat(RequestOrigin.refusal("http", "127.0.0.1:8080", "none", null)).isEmpty();
    }

    @Test
    void anOriginMustBeTheRequestsOwn() {
        assertThat(RequestOrigin.refusal("http", "127.0.0.1:8080", null, "https://evil.example")).isPresent();
        assertThat(RequestOrigin.refusal("http", "127.0.0.1:8080", null, "http://127.0.0.1:9999")).isPresent();
        assertThat(RequestOrigin.refusal("https", "arbiter.example.org", null, "http://arbiter.example.org")).isPresent();
        assertThat(RequestOrigin.refusal("http", "127.0.0.1:8080", null, "null")).isPresent();
        assertThat(RequestOrigin.refusal("http", "127.0.0.1:8080", null, "http://127.0.0.1:8080")).isEmpty();
        assertThat(RequestOrigin.refusal("https", "Arbiter.example.org", null, "https://arbiter.example.org:443")).isEmpty();
    }

    @Test
    void aRequestWithNeitherHeaderPasses() {
        assertThat(RequestOrigin.refusal("http", "127.0.0.1:8080", null, null)).isEmpty();
    }
}
