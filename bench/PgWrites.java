import java.sql.DriverManager;

/**
 * Prints the PostgreSQL cluster's committed transactions and row writes so far, over every database:
 * bench/runner_scaling.py takes two readings around its window to get writes per match (the scale model's
 * PostgreSQL input). Run with the JDBC driver on the class path:
 * {@code java -cp postgresql.jar bench/PgWrites.java jdbc:postgresql://127.0.0.1:23000/postgres PASSWORD}, the
 * superuser's password from the data directory's {@code secrets/database-password}.
 */
public class PgWrites {
    public static void main(String[] args) throws Exception {
        try (var db = DriverManager.getConnection(args[0], "postgres", args[1]);
             var rows = db.createStatement().executeQuery(
                     "select sum(xact_commit), sum(tup_inserted + tup_updated + tup_deleted) from pg_stat_database")) {
            rows.next();
            System.out.println(rows.getLong(1) + " " + rows.getLong(2));
        }
    }
}
