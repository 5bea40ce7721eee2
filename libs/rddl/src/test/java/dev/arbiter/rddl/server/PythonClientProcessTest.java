package dev.arbiter.rddl.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A client written in another language, run as its own process, plays whole sessions against the server. */
class PythonClientProcessTest {
    private static final Path PYTHON = Path.of("/usr/bin/python3");

    @Test
    void RDDL_C04_C15_C21_aPythonClientProcessPlaysAWholeSessionAndAgreesOnTheTotal(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(PYTHON), "needs /usr/bin/python3");
        Path script = dir.resolve("sysadmin_client.py");
        try (InputStream in = getClass().getResourceAsStream("sysadmin_client.py")) {
            Files.copy(in, script);
        }
        try (ServerFixture f = new ServerFixture(ServerOptions.builder().rounds(3).baseSeed(5))) {
            Process p = new ProcessBuilder(PYTHON.toString(), script.toString(), String.valueOf(f.port),
                    "sysadmin_inst_mdp__1").redirectErrorStream(true).start();
            // Generous bound only against a hung test; the session itself takes milliseconds.
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            assertThat(p.exitValue()).as(out).isZero();
            String[] totals = out.split(" ");
            SessionResult r = f.nextResult();
            assertThat(r.status()).isEqualTo(SessionResult.Status.COMPLETED);
            assertThat(r.roundRewards()).hasSize(3);
            assertThat(Double.parseDouble(totals[0])).isEqualTo(r.totalReward());
            assertThat(Double.parseDouble(totals[1])).isCloseTo(r.totalReward(), org.assertj.core.data.Offset.offset(1e-9));
            // Rebooting what is down keeps most of 10 computers up for 40 steps.
            assertThat(r.totalReward() / 3).isGreaterThan(250);
        }
    }
}
