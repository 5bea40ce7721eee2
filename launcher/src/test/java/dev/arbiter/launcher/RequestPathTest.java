package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The gateway routes the path a service will see: decoded once, dot segments resolved, ambiguity refused. */
class RequestPathTest {

    @Test
    void encodedDotSegmentsAreResolvedBeforeRouting() {
        assertThat(RequestPath.normalise("/api/runner/%2e%2e/%2e%2e/q/metrics")).hasValue("/q/metrics");
        assertThat(RequestPath.normalise("/api/runner/%2E%2E/%2E%2E/q/metrics")).hasValue("/q/metrics");
        assertThat(RequestPath.normalise("/api/runner/../../q/health")).hasValue("/q/health");
        assertThat(RequestPath.normalise("/./q/openapi")).hasValue("/q/openapi");
        assertThat(RequestPath.normalise("/../../../q")).hasValue("/q");
        assertThat(RequestPath.normalise("//q//metrics")).hasValue("/q/metrics");
        assertThat(RequestPath.normalise("/competitions/rps/..")).hasValue("/competitions/");
        assertThat(RequestPath.normalise("/")).hasValue("/");
        assertThat(RequestPath.normalise("/competitions/")).hasValue("/competitions/");
    }

    @Test
    void encodedSlashesBackslashesAndMalformedEscapesAreRefused() {
        assertThat(RequestPath.normalise("/api/runner/..%2f..%2fq/metrics")).isEmpty();
        assertThat(RequestPath.normalise("/api/runner/..%2F..%2Fq/metrics")).isEmpty();
        assertThat(RequestPath.normalise("/api/runner/..%5c..%5cq/metrics")).isEmpty();
        assertThat(RequestPath.normalise("/api/runner/..\\..\\q/metrics")).isEmpty();
        assertThat(RequestPath.normalise("/api/%zz")).isEmpty();
        assertThat(RequestPath.normalise("/api/%2")).isEmpty();
        assertThat(RequestPath.normalise("/api/%00")).isEmpty();
        assertThat(RequestPath.normalise("/api/%c0%ae%c0%ae")).isEmpty(); // overlong UTF-8 for ".."
        assertThat(RequestPath.normalise("relative")).isEmpty();
    }

    @Test
    void theForwardedFormEncodesWhatMustBeEncodedAndNothingElse() {
        assertThat(RequestPath.encode("/competitions/a b/é")).isEqualTo("/competitions/a%20b/%C3%A9");
        assertThat(RequestPath.encode("/q;x/%?#")).isEqualTo("/q%3Bx/%25%3F%23");
        assertThat(RequestPath.encode("/api/entries/42")).isEqualTo("/api/entries/42");
    }

    @Test
    void quarkusNonApplicationRootIsManagement() {
        assertThat(RequestPath.isManagement("/q/metrics")).isTrue();
        assertThat(RequestPath.isManagement("/q")).isTrue();
        assertThat(RequestPath.isManagement("/quit")).isFalse();
    }
}
