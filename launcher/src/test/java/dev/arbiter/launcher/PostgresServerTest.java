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
        try (var postgres = PostgresServer.start(dir, port)) {
            String url = postgres.database("scheduler");
            try (var c = DriverManager.getConnection(url, "postgres", "postgres"); var s = c.createStatement()) {
                s.execute("CREATE TABLE kept (v text)");
                s.execute("INSERT INTO kept VALUES ('still here')");
            }
        }
        try (var postgres = PostgresServer.start(dir, port)) {
            String url = postgres.database("scheduler"); // already exists: not recreated
            try (var c = DriverManager.getConnection(url, "postgres", "postgres"); var s = c.createStatement();
                 var rows = s.executeQuery("SELECT v FROM kept")) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getString(1)).isEqualTo("still here");
            }
        }
    }
}
