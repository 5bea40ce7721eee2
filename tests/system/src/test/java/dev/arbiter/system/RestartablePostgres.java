package dev.arbiter.system;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;

/** A real PostgreSQL server on a fixed port and data directory, which a test can stop and start again. */
final class RestartablePostgres implements AutoCloseable {

    private final Path data;
    private final int port;
    private EmbeddedPostgres server;

    RestartablePostgres(Path data) throws IOException {
        this.data = data;
        this.port = ManagedProcess.freePort();
    }

    /** Creates the cluster on first start; later starts reuse its data (zonky's "clean" would delete it on close). */
    RestartablePostgres start() throws IOException {
        server = EmbeddedPostgres.builder().setDataDirectory(data).setCleanDataDirectory(false).setPort(port).start();
        return this;
    }

    /** Creates the scheduler's database on first start. */
    String jdbcUrl(String database) throws Exception {
        try (Connection c = server.getPostgresDatabase().getConnection(); Statement st = c.createStatement()) {
            try (var rs = st.executeQuery("SELECT 1 FROM pg_database WHERE datname = '" + database + "'")) {
                if (!rs.next()) {
                    st.execute("CREATE DATABASE " + database);
                }
            }
        }
        return "jdbc:postgresql://localhost:" + port + "/" + database;
    }

    /** A fast shutdown: open connections are cut, as when the server is restarted under load. */
    void stop() throws IOException {
        server.close();
    }

    @Override
    public void close() throws IOException {
        if (server != null) {
            server.close();
        }
    }
}
