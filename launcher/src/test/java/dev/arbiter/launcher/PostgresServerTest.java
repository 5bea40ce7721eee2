package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.DriverManager;

import static org.assertj.core.api.Assertions.assertThat;

/** The launcher's database keeps each service's data in the project directory between runs. */
class PostgresServerTest {

    @TempDir
    Path dir;

    @Test
    void aServicesDatabaseAndItsRowsSurviveARestart() throws Exception {
        int port;
        try (var socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        try (var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"))) {
            String url = postgres.database("scheduler");
            try (var c = DriverManager.getConnection(url, "postgres", "postgres"); var s = c.createStatement()) {
                s.execute("CREATE TABLE kept (v text)");
                s.execute("INSERT INTO kept VALUES ('still here')");
            }
        }
        try (var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"))) {
            String url = postgres.database("scheduler"); // already exists: not recreated
            try (var c = DriverManager.getConnection(url, "postgres", "postgres"); var s = c.createStatement();
                 var rows = s.executeQuery("SELECT v FROM kept")) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getString(1)).isEqualTo("still here");
            }
        }
    }

    @Test
    void aKilledServerIsSeenAsGoneAndStartsAgainOnItsData() throws Exception {
        int port;
        try (var socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"));
        String url = postgres.database("runner");
        try (var c = DriverManager.getConnection(url, "postgres", "postgres"); var s = c.createStatement()) {
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
                again = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"));
            } catch (Exception stillInUse) {
                assertThat(attempt).as("restarts after kill -9: " + stillInUse.getMessage()).isLessThan(100);
                Thread.sleep(300);
            }
        }
        PostgresServer restarted = again;
        try (restarted; var c = DriverManager.getConnection(url, "postgres", "postgres"); var s = c.createStatement();
             var rows = s.executeQuery("SELECT v FROM kept")) {
            assertThat(restarted.isAlive()).isTrue();
            assertThat(rows.next()).isTrue();
            assertThat(rows.getString(1)).isEqualTo("after a kill");
        }
    }
}
