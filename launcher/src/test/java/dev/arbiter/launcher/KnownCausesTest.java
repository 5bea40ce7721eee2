package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The failures a newcomer meets on a fresh machine are each said in one line with what to run. */
class KnownCausesTest {

    @Test
    void missingBubblewrapInTheRunnersLogSaysToRunTheSetupScript() {
        String line = KnownCauses.explain("Caused by: dev.arbiter.sandbox.local.LocalBackendUnavailable: the local backend"
                + " needs bwrap (Debian package bubblewrap; run scripts/setup-machine.sh)").orElseThrow();

        assertThat(line).startsWith("bubblewrap (bwrap) is not installed — run scripts/setup-machine.sh");
    }

    @Test
    void anotherReasonTheLocalBackendCannotRunIsPassedOnWithTheDockerAlternative() {
        assertThat(KnownCauses.explain("dev.arbiter.sandbox.local.LocalBackendUnavailable: the local backend must run as root"))
                .hasValue("the local sandbox backend cannot run here: the local backend must run as root"
                        + " — or start with --backend docker");
    }

    @Test
    void aPortTakenIsNamedWhicheverPartNoticedIt() {
        assertThat(KnownCauses.explain("java.lang.IllegalStateException: Port 18081 seems to be in use by another process."))
                .get().asString().startsWith("port 18081 is taken by another program — stop it");
        assertThat(KnownCauses.explain("ERROR Socket server failed to bind to 127.0.0.1:19092: Address already in use."))
                .get().asString().startsWith("port 19092 is taken");
        assertThat(KnownCauses.explain("HINT:  Is another postmaster already running on port 15432? If not, wait a few seconds"))
                .get().asString().startsWith("port 15432 is taken by another PostgreSQL");
        assertThat(KnownCauses.explain("java.net.BindException: Address already in use"))
                .get().asString().startsWith("a port it needs is taken");
    }

    @Test
    void missingPostgresBinariesOrLibrariesSayWhatIsMissing() {
        assertThat(KnownCauses.explain(new IllegalStateException("No postgres binaries found, you need to add an appropriate"
                + " maven dependency that meets the following parameters - system: 'Linux', architecture: 'riscv64'")))
                .get().asString().startsWith("the PostgreSQL binaries for this system are missing");
        assertThat(KnownCauses.explain("/tmp/embedded-pg/PG-1/bin/initdb: error while loading shared libraries: libxml2.so.2:"
                + " cannot open shared object file"))
                .get().asString().startsWith("a system library is missing: libxml2.so.2");
    }

    @Test
    void anUnreachableDockerEngineSaysHowToStartOne() {
        assertThat(KnownCauses.explain("java.lang.RuntimeException: java.io.IOException: com.sun.jna.LastErrorException:"
                + " [2] No such file or directory (connecting to unix:///var/run/docker.sock)"))
                .get().asString().startsWith("the Docker engine does not answer — run scripts/docker-engine.sh");
    }

    @Test
    void aCauseFoundDeepInTheExceptionChainIsFound() {
        var failure = new IOException("start failed", new RuntimeException("wrapped", new IOException("No space left on device")));

        assertThat(KnownCauses.explain(failure)).get().asString().startsWith("the disk is full");
    }

    @Test
    void theNewestKnownCauseInALogWins() {
        var lines = List.of("java.net.BindException: Address already in use", "Exception: No space left on device", "INFO bye");

        assertThat(KnownCauses.explainNewestFirst(lines)).get().asString().startsWith("the disk is full");
    }

    @Test
    void anUnknownFailureIsLeftToTheLogsOwnWords() {
        assertThat(KnownCauses.explain("java.lang.NullPointerException: Cannot invoke \"String.length()\"")).isEmpty();
    }
}
