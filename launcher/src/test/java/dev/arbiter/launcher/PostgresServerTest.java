package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.DriverManager;

import static org.assertj.core.api.Assertions.assertThat;

/** The launcher's database keeps each service's data in the project directory between runs. */
class PostgresServerTest {

    /** What PlatformSecrets would have generated for this installation. */
    private static final String PASSWORD = "generated-" + Long.toHexString(new java.security.SecureRandom().nextLong());

    @TempDir
    Path dir;

    @Test
    void aServicesDatabaseAndItsRowsSurviveARestart() throws Exception {
        int port;
        try (var socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        try (var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"), PASSWORD)) {
            long postmaster = PostgresServer.postmasterPid(dir.resolve("pg")).orElseThrow();
            org.assertj.core.api.Assertions.assertThat(java.nio.file.Files.readSymbolicLink(java.nio.file.Path.of("/proc/" + postmaster + "/exe")))
                    .as("the binary runs from beside the data, not from a shared path in /tmp")
                    .startsWith(PostgresServer.binaryDirectory(dir.resolve("pg")));
            // The library leaves its own working directory writable by everyone: only root may reach it.
            assertThat(java.nio.file.attribute.PosixFilePermissions.toString(java.nio.file.Files.getPosixFilePermissions(
                    PostgresServer.privateBinaryParent(dir.resolve("pg"))))).as("no other user can swap the binary root runs")
                    .isEqualTo("rwx------");
            String url = postgres.database("scheduler");
            try (var c = DriverManager.getConnection(url, "postgres", PASSWORD); var s = c.createStatement()) {
                s.execute("CREATE TABLE kept (v text)");
                s.execute("INSERT INTO kept VALUES ('still here')");
            }
        }
        try (var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"), PASSWORD)) {
            String url = postgres.database("scheduler"); // already exists: not recreated
            try (var c = DriverManager.getConnection(url, "postgres", PASSWORD); var s = c.createStatement();
                 var rows = s.executeQuery("SELECT v FROM kept")) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getString(1)).isEqualTo("still here");
            }
        }
    }

    @Test
    void noConnectionGetsInWithoutTheInstallationsPassword() throws Exception {
        int port;
        try (var socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        try (var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"), PASSWORD)) {
            String url = postgres.database("submission");
            // The attack: another local user tries the well-known defaults, or no password at all (trust).
            for (String guess : new String[] {"postgres", "arbiter", ""}) {
                org.assertj.core.api.Assertions.assertThatThrownBy(() -> DriverManager.getConnection(url, "postgres", guess).close())
                        .as("password '%s'", guess).isInstanceOf(java.sql.SQLException.class);
            }
            // The Unix socket trusts no one either.
            assertThat(java.nio.file.Files.readString(dir.resolve("pg/pg_hba.conf"))).doesNotContain("trust");
            DriverManager.getConnection(url, "postgres", PASSWORD).close();
        }
    }

    @Test
    void aKilledServerIsSeenAsGoneAndStartsAgainOnItsData() throws Exception {
        int port;
        try (var socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"), PASSWORD);
        String url = postgres.database("runner");
        try (var c = DriverManager.getConnection(url, "postgres", PASSWORD); var s = c.createStatement()) {
            s.execute("CREATE TABLE kept (v text)");
            s.execute("INSERT INTO kept VALUES ('after a kill')");
        }
        long pid = PostgresServer.postmasterPid(dir.resolve("pg")).orElseThrow();
        assertThat(postgres.isAlive()).isTrue();

        new ProcessBuilder("kill", "-9", Long.toString(pid)).start().waitFor();
        while (postgres.isAlive()) {
            Thread.sleep(50);
        }
        postgres.close();

        // Its orphaned backends notice the postmaster's death on their own; until then a new server refuses to
        // share their memory, as it would under the supervisor, which tries again too.
        PostgresServer again = null;
        for (int attempt = 0; again == null; attempt++) {
            try {
                again = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"), PASSWORD);
            } catch (Exception stillInUse) {
                assertThat(attempt).as("restarts after kill -9: " + stillInUse.getMessage()).isLessThan(100);
                Thread.sleep(300);
            }
        }
        PostgresServer restarted = again;
        try (restarted; var c = DriverManager.getConnection(url, "postgres", PASSWORD); var s = c.createStatement();
             var rows = s.executeQuery("SELECT v FROM kept")) {
            assertThat(restarted.isAlive()).isTrue();
            assertThat(rows.next()).isTrue();
            assertThat(rows.getString(1)).isEqualTo("after a kill");
        }
    }
}
