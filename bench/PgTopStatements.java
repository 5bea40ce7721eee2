import java.sql.DriverManager;

/**
 * Prints PostgreSQL's statements by total execution time (pg_stat_statements, which ./arbiter up loads), one line
 * each: total ms, calls, mean ms, rows, the database and the statement's first 160 characters. With "reset" it
 * empties the statistics instead, so a window can be measured on its own. Run with the JDBC driver on the class
 * path: {@code java -cp postgresql.jar bench/PgTopStatements.java URL PASSWORD [reset|N]}.
 */
public class PgTopStatements {
    public static void main(String[] args) throws Exception {
        try (var db = DriverManager.getConnection(args[0], "postgres", args[1]); var s = db.createStatement()) {
            if (args.length > 2 && args[2].equals("reset")) {
                s.execute("select pg_stat_statements_reset()");
                return;
            }
            int top = args.length > 2 ? Integer.parseInt(args[2]) : 15;
            try (var rows = s.executeQuery("""
                    select total_exec_time, calls, mean_exec_time, rows, d.datname,
                           regexp_replace(query, '\\s+', ' ', 'g') as query
                    from pg_stat_statements p join pg_database d on d.oid = p.dbid
                    order by total_exec_time desc limit %d""".formatted(top))) {
                System.out.printf("%10s %9s %8s %9s  %-12s %s%n", "total ms", "calls", "mean ms", "rows", "database", "statement");
                while (rows.next()) {
                    String query = rows.getString("query");
                    System.out.printf("%10.0f %9d %8.3f %9d  %-12s %s%n", rows.getDouble(1), rows.getLong(2), rows.getDouble(3),
                            rows.getLong(4), rows.getString(5), query.length() > 160 ? query.substring(0, 160) + "…" : query);
                }
            }
        }
    }
}
