package dev.arbiter.leaderboard.persistence;

import jakarta.enterprise.context.ApplicationScoped;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Plain JDBC on the service's pool: a transaction is a lambda; a query maps rows with a lambda. Kept this
 * small on purpose: every statement of the service is written out in the repository of this package that owns
 * its tables, and services hold transactions ({@link #inTransaction}) without writing SQL.
 */
@ApplicationScoped
public class Jdbc {

    private final DataSource dataSource;

    public Jdbc(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Runs {@code work} in one transaction: committed when it returns, rolled back when it throws. */
    public <T> T inTransaction(Work<T> work) {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                T result = work.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new DatabaseException(e);
        }
    }

    /** Rows of one read-only query. */
    public <T> List<T> query(String sql, RowMapper<T> mapper, Object... parameters) {
        try (Connection connection = dataSource.getConnection()) {
            return query(connection, sql, mapper, parameters);
        } catch (SQLException e) {
            throw new DatabaseException(e);
        }
    }

    /** Rows of one read-only query by the string in {@code keyColumn}, in no particular order. */
    public <T> Map<String, T> queryByKey(String sql, String keyColumn, RowMapper<T> mapper, Object... parameters) {
        Map<String, T> byKey = new HashMap<>();
        query(sql, rows -> byKey.put(rows.getString(keyColumn), mapper.map(rows)), parameters);
        return byKey;
    }

    public static <T> List<T> query(Connection connection, String sql, RowMapper<T> mapper, Object... parameters)
            throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            bind(statement, parameters);
            try (ResultSet rows = statement.executeQuery()) {
                List<T> result = new ArrayList<>();
                while (rows.next()) {
                    result.add(mapper.map(rows));
                }
                return result;
            }
        }
    }

    public static int update(Connection connection, String sql, Object... parameters) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            bind(statement, parameters);
            return statement.executeUpdate();
        }
    }

    public static void bind(PreparedStatement statement, Object... parameters) throws SQLException {
        for (int i = 0; i < parameters.length; i++) {
            Object value = parameters[i];
            switch (value) {
                case null -> statement.setNull(i + 1, Types.NULL);
                case Instant instant -> statement.setTimestamp(i + 1, Timestamp.from(instant));
                case Double d -> statement.setDouble(i + 1, d);
                default -> statement.setObject(i + 1, value);
            }
        }
    }

    /** A nullable double column. */
    public static Double nullableDouble(ResultSet rows, String column) throws SQLException {
        double value = rows.getDouble(column);
        return rows.wasNull() ? null : value;
    }

    public static Instant instant(ResultSet rows, String column) throws SQLException {
        Timestamp timestamp = rows.getTimestamp(column);
        return timestamp == null ? null : timestamp.toInstant();
    }

    @FunctionalInterface
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    @FunctionalInterface
    public interface RowMapper<T> {
        T map(ResultSet rows) throws SQLException;
    }

    /** A database failure; the consumer retries the record, a request answers 500. */
    public static final class DatabaseException extends RuntimeException {
        public DatabaseException(SQLException cause) {
            super(cause.getMessage(), cause);
        }
    }
}
