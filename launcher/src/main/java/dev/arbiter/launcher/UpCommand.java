package dev.arbiter.launcher;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code arbiter up}: the whole platform on this machine, on embedded defaults. */
@Command(name = "up", mixinStandardHelpOptions = true,
        description = "Start the whole platform on this machine: PostgreSQL, Kafka, the four services, one public port.")
public final class UpCommand implements Callable<Integer> {

    @Option(names = "--root", paramLabel = "DIR", description = "The Arbiter checkout (default: $ARBITER_HOME or the current directory).")
    Path root;

    @Option(names = "--data", paramLabel = "DIR", description = "Where data is kept between runs (default: <root>/.arbiter/data).")
    Path data;

    @Option(names = "--port", defaultValue = "8080", description = "The public port on 127.0.0.1 (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--internal-ports-from", defaultValue = "15432", hidden = true, paramLabel = "PORT",
            description = "First of the loopback ports behind the gateway: PostgreSQL, then Kafka (+1, +2 for its controller), "
                    + "then the four services (+10 … +13) and their management ports (+20 … +23: health, metrics). Lets a second platform (the end-to-end test) run beside yours.")
    int internalPortsFrom;

    @Option(names = "--backend", defaultValue = "local", paramLabel = "local|docker",
            description = "Sandbox backend for the runner (default: ${DEFAULT-VALUE}).")
    String backend;

    @Option(names = "--runners", defaultValue = "1", paramLabel = "N",
            description = "Runner processes sharing the match queue, as runner pods would on a cluster (default: ${DEFAULT-VALUE}).")
    int runners;

    @Option(names = "--demo", description = "Create an organiser, a competition per built-in game and sample contestants.")
    boolean demo;

    @Override
    public Integer call() throws Exception {
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        // Restarting a PostgreSQL that was killed first "stops" the dead one, which logs a stack trace; what
        // matters reaches the terminal as the supervisor's own line, or as the exception of a failed start.
        System.setProperty("org.slf4j.simpleLogger.log.io.zonky", "off");
        Path home = root != null ? root : Path.of(System.getenv().getOrDefault("ARBITER_HOME", ".")).toAbsolutePath().normalize();
        Path dataDirectory = data != null ? data : home.resolve(".arbiter/data");
        var settings = new Platform.PlatformSettings(home, dataDirectory, port, internalPortsFrom,
                internalPortsFrom == 15432 ? 19092 : internalPortsFrom + 1, internalPortsFrom == 15432 ? 18081 : internalPortsFrom + 10, backend,
                Math.max(1, runners));
        var platform = new Platform(settings, System.out);
        Runtime.getRuntime().addShutdownHook(new Thread(platform::close, "platform-shutdown"));
        System.out.println("Starting Arbiter (data in " + dataDirectory + ")");
        try {
            platform.start();
        } catch (Exception e) {
            System.err.println("arbiter up: " + Failure.oneLine(e));
            platform.close();
            return 1;
        }
        // Starting the parts left garbage this supervisor will not make again: one full collection hands the heap
        // it grew for that back (./arbiter runs up with -XX:-ShrinkHeapInSteps, so at once); idle, it never would.
        System.gc();
        if (demo) {
            DemoSeeding.inBackground(new DemoSeeder(java.net.URI.create("http://127.0.0.1:" + port + "/"), home,
                    PlatformSecrets.load(dataDirectory), System.out), System.err);
        }
        platform.awaitStop();
        return 0;
    }
}
