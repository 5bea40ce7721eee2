package dev.arbiter.testing;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

import java.util.Map;

/**
 * Points a {@code @QuarkusTest} at the JVM's embedded PostgreSQL. Use with
 * {@code @WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = "database", value = "submission"))};
 * without the argument the database is {@code arbiter}.
 *
 * <p>{@link #stop()} leaves the server running: Quarkus restarts the application between test classes
 * with different profiles or resources, and a restart of PostgreSQL would cost seconds each time.
 */
public class PostgresTestResource implements QuarkusTestResourceLifecycleManager {

    /** Init argument naming the database this service gets. */
    public static final String DATABASE = "database";

    private String database = "arbiter";

    @Override
    public void init(Map<String, String> initArgs) {
        database = initArgs.getOrDefault(DATABASE, database);
    }

    @Override
    public Map<String, String> start() {
        EmbeddedPostgresServer server = EmbeddedPostgresServer.shared();
        return Map.of(
                "quarkus.datasource.jdbc.url", server.jdbcUrl(database),
                "quarkus.datasource.username", EmbeddedPostgresServer.USER,
                "quarkus.datasource.password", EmbeddedPostgresServer.PASSWORD);
    }

    @Override
    public void stop() {
        // Shared for the whole JVM: stopped by a shutdown hook, see the class comment.
    }
}
