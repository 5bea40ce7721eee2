package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The launcher's database keeps each service's data in the project directory between runs. */
class PostgresServerTest {

    /** What PlatformSecrets would have generated for this installation. */
    private static final String PASSWORD = "generated-" + Long.toHexString(new java.security.SecureRandom().nextLong());

    @TempDir
    Path dir;

    @Test
    void aServicesDatabaseAndItsRowsSurviveARestart() throws Exception {
        int port = freePort();
        try (var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"), PASSWORD)) {
            long postmaster = PostgresServer.postmasterPid(dir.resolve("pg")).orElseThrow();
            org.assertj.core.api.Assertions.assertThat(java.nio.file.Files.readSymbolicLink(java.nio.file.Path.of("/proc/" + postmaster + "/exe")))
                    .as("the binary runs from beside the data, not from a shared path in /tmp")
                    .startsWith(PostgresServer.binaryDirectory(dir.resolve("pg")));
            // The library leaves its own working directory writable by everyone: only root may reach it.
            assertThat(java.nio.file.attribute.PosixFilePermissions.toString(java.nio.file.Files.getPosixFilePermissions(
                    PostgresServer.privateBinaryParent(dir.resolve("pg"))))).as("no other user can swap the binary root runs")
                    .isEqualTo("rwx------");
            String url = postgres.serviceDatabase("scheduler", "scheduler-" + PASSWORD).jdbcUrl();
            try (var c = DriverManager.getConnection(url, "postgres", PASSWORD); var s = c.createStatement()) {
                s.execute("CREATE TABLE kept (v text)");
                s.execute("INSERT INTO kept VALUES ('still here')");
            }
        }
        try (var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"), PASSWORD)) {
            String url = postgres.serviceDatabase("scheduler", "scheduler-" + PASSWORD).jdbcUrl(); // already exists: not recreated
            try (var c = DriverManager.getConnection(url, "postgres", PASSWORD); var s = c.createStatement();
                 var rows = s.executeQuery("SELECT v FROM kept")) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getString(1)).isEqualTo("still here");
            }
        }
    }

    @Test
    void noConnectionGetsInWithoutTheInstallationsPassword() throws Exception {
        int port = freePort();
        try (var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"), PASSWORD)) {
            String url = postgres.serviceDatabase("submission", "submission-" + PASSWORD).jdbcUrl();
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
        int port = freePort();
        var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"), PASSWORD);
        String url = postgres.serviceDatabase("runner", "runner-" + PASSWORD).jdbcUrl();
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

    @Test
    void aServiceRoleCanRunNoProgramOnTheHostAndReachesNoOtherServicesDatabase() throws Exception {
        int port = freePort();
        try (var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"), PASSWORD)) {
            var scheduler = postgres.serviceDatabase("scheduler", "scheduler-" + PASSWORD);
            var submission = postgres.serviceDatabase("submission", "submission-" + PASSWORD);
            Path planted = dir.resolve("planted-by-the-database");
            try (var c = DriverManager.getConnection(scheduler.jdbcUrl(), scheduler.user(), scheduler.password());
                 var s = c.createStatement()) {
                // Its own tables it owns: Flyway makes and changes them.
                s.execute("CREATE TABLE match (id bigint)");
                s.execute("ALTER TABLE match ADD COLUMN state text");
                // The attack that took the host as root: a program run by the server, a file of root's read.
                for (String attack : List.of("COPY (SELECT 1) TO PROGRAM 'touch " + planted + "'",
                        "CREATE TEMP TABLE stolen (line text); COPY stolen FROM '/etc/shadow'",
                        "SELECT pg_read_file('/etc/hostname')", "ALTER ROLE scheduler SUPERUSER",
                        "CREATE ROLE accomplice SUPERUSER", "CREATE DATABASE another")) {
                    assertThatThrownBy(() -> s.execute(attack)).as(attack).isInstanceOf(SQLException.class);
                }
            }
            assertThat(planted).doesNotExist();
            assertThatThrownBy(() -> DriverManager.getConnection(submission.jdbcUrl(), scheduler.user(), scheduler.password()).close())
                    .as("the scheduler's role in the submission service's database").isInstanceOf(SQLException.class);
        }
    }

    @Test
    void tablesAnOlderLauncherMadeAsTheSuperuserBecomeTheServicesOwn() throws Exception {
        int port = freePort();
        try (var postgres = PostgresServer.start(dir.resolve("pg"), port, dir.resolve("postgres.log"), PASSWORD)) {
            // As launchers before service roles left it: the database and its tables the superuser's.
            try (var c = DriverManager.getConnection(postgres.jdbcUrl("postgres"), "postgres", PASSWORD); var s = c.createStatement()) {
                s.execute("CREATE DATABASE leaderboard");
            }
            try (var c = DriverManager.getConnection(postgres.jdbcUrl("leaderboard"), "postgres", PASSWORD); var s = c.createStatement()) {
                s.execute("CREATE TABLE rating (id bigint GENERATED ALWAYS AS IDENTITY, entry text)");
                s.execute("CREATE SEQUENCE page_counter");
                s.execute("CREATE VIEW top AS SELECT entry FROM rating");
                s.execute("INSERT INTO rating (entry) VALUES ('kept')");
            }
            var leaderboard = postgres.serviceDatabase("leaderboard", "leaderboard-" + PASSWORD);
            try (var c = DriverManager.getConnection(leaderboard.jdbcUrl(), leaderboard.user(), leaderboard.password());
                 var s = c.createStatement()) {
                s.execute("ALTER TABLE rating ADD COLUMN mu double precision"); // a later migration
                s.execute("INSERT INTO rating (entry) VALUES ('new')");
                s.execute("SELECT nextval('page_counter')");
                s.execute("DROP VIEW top");
                try (var rows = s.executeQuery("SELECT count(*) FROM rating")) {
                    rows.next();
                    assertThat(rows.getInt(1)).isEqualTo(2);
                }
            }
        }
    }

    private static int freePort() throws java.io.IOException {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
