package dev.arbiter.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * The whole platform on one machine: PostgreSQL, a Kafka broker, the four services and the gateway,
 * started in dependency order with progress on the terminal, and stopped in reverse order on Ctrl-C,
 * SIGTERM, or when any part dies.
 */
public final class Platform implements AutoCloseable {

    /** The services in start order: the scheduler consumes what submission publishes, and so on. */
    static final List<String> SERVICES = List.of("submission", "scheduler", "sandbox-runner", "leaderboard");
    private static final List<String> WITH_DATABASE = List.of("submission", "scheduler", "leaderboard");

    private final PlatformSettings settings;
    private final PrintStream out;
    private final List<AutoCloseable> started = new ArrayList<>();
    private final Map<String, ServiceProcess> services = new LinkedHashMap<>();
    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile boolean closing;

    public Platform(PlatformSettings settings, PrintStream out) {
        this.settings = settings;
        this.out = out;
    }

    public void start() throws Exception {
        Files.createDirectories(settings.logDirectory());
        PostgresServer postgres = step("PostgreSQL", () -> PostgresServer.start(settings.dataDirectory().resolve("postgres"), settings.postgresPort()));
        started.add(postgres);
        KafkaBrokerProcess kafka = step("Kafka broker (KRaft)", () -> KafkaBrokerProcess.start(settings.kafkaBrokerJars(),
                settings.dataDirectory().resolve("kafka"), settings.kafkaPort(), settings.logDirectory().resolve("kafka.log"),
                Duration.ofSeconds(60)));
        started.add(kafka);
        PlatformSecrets secrets = PlatformSecrets.load(settings.dataDirectory());
        Map<String, Integer> ports = new LinkedHashMap<>();
        for (int i = 0; i < SERVICES.size(); i++) {
            String name = SERVICES.get(i);
            int port = settings.firstServicePort() + i;
            ports.put(name, port);
            var env = environment(name, postgres, kafka, secrets);
            ServiceProcess service = step(name, () -> {
                var process = ServiceProcess.start(name, settings.serviceJar(name), port, env, settings.logDirectory().resolve(name + ".log"));
                started.add(process);
                process.awaitReady(Duration.ofSeconds(90));
                return process;
            });
            services.put(name, service);
        }
        Gateway gateway = step("gateway on port " + settings.gatewayPort(), () -> Gateway.start(settings.gatewayPort(), Routes.platform(), ports));
        started.add(gateway);
        watch(kafka);
        out.printf("%nArbiter is up: http://127.0.0.1:%d/   (logs in %s; Ctrl-C stops everything)%n",
                gateway.port(), settings.logDirectory());
        out.printf("Organiser: sign in as '%s' with the password in %s%n", secrets.organiserUsername(),
                secrets.organiserPasswordFile());
    }

    /** Each service's configuration, as environment variables (Quarkus maps FOO_BAR_BAZ to foo.bar.baz). */
    private Map<String, String> environment(String service, PostgresServer postgres, KafkaBrokerProcess kafka,
                                            PlatformSecrets secrets) throws Exception {
        var env = new LinkedHashMap<String, String>();
        env.put("QUARKUS_PROFILE", "prod");
        env.put("KAFKA_BOOTSTRAP_SERVERS", kafka.bootstrapServers());
        // One origin, one session: every service reads the cookie the submission service's sign-in sets.
        env.put("ARBITER_SESSION_KEY", secrets.sessionKey());
        // One blob directory on one machine: uploads, game programs and transcripts, shared by name.
        String blobs = settings.dataDirectory().resolve("blobs").toString();
        switch (service) {
            case "submission" -> {
                env.put("ARBITER_SUBMISSION_BLOB_STORE", blobs);
                env.put("ARBITER_SUBMISSION_STORAGE_DIRECTORY", blobs);
                env.put("ARBITER_SUBMISSION_BOOTSTRAP_ORGANISER_USERNAME", secrets.organiserUsername());
                env.put("ARBITER_SUBMISSION_BOOTSTRAP_ORGANISER_PASSWORD", secrets.organiserPassword());
            }
            case "scheduler" -> {
                env.put("ARBITER_SCHEDULER_ORGANISER_USERNAME", secrets.organiserUsername());
                env.put("ARBITER_SCHEDULER_ORGANISER_PASSWORD", secrets.organiserPassword());
                env.put("ARBITER_SCHEDULER_BLOB_STORE", blobs);
            }
            case "sandbox-runner" -> {
                env.put("ARBITER_SANDBOX_RUNNER_BACKEND", settings.backend());
                env.put("ARBITER_SANDBOX_RUNNER_BLOB_STORE", blobs);
                // Scratch for matches stays in the system temp directory (the runner's default): sandboxed entries
                // run as an unprivileged uid that must reach it, and a checkout under a private home may not allow that.
            }
            case "leaderboard" -> env.put("ARBITER_LEADERBOARD_BLOB_STORE", blobs);
            default -> throw new IllegalArgumentException(service);
        }
        if (WITH_DATABASE.contains(service)) {
            env.put("QUARKUS_DATASOURCE_JDBC_URL", postgres.database(service.replace('-', '_')));
            env.put("QUARKUS_DATASOURCE_USERNAME", "postgres");
            env.put("QUARKUS_DATASOURCE_PASSWORD", "postgres");
        }
        return env;
    }

    /** A part that dies takes the platform down with a message naming it and its log. */
    private void watch(KafkaBrokerProcess kafka) {
        Thread.ofPlatform().daemon().name("platform-watch").start(() -> {
            while (!closing) {
                String dead = !kafka.isAlive() ? "the Kafka broker" : null;
                for (var service : services.values()) {
                    if (dead == null && !service.isAlive()) {
                        dead = service.name() + " (log: " + service.logFile() + ")";
                    }
                }
                if (dead != null && !closing) {
                    out.println("\n" + dead + " stopped unexpectedly; stopping the platform.");
                    close();
                    return;
                }
                try {
                    Thread.sleep(500);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
    }

    /** Blocks until the platform has been stopped. */
    public void awaitStop() throws InterruptedException {
        stopped.await();
    }

    @Override
    public synchronized void close() {
        if (closing && stopped.getCount() == 0) {
            return;
        }
        closing = true;
        out.println("Stopping…");
        for (int i = started.size() - 1; i >= 0; i--) {
            try {
                started.get(i).close();
            } catch (Exception e) {
                out.println("  while stopping: " + e.getMessage());
            }
        }
        started.clear();
        stopped.countDown();
    }

    private interface Step<T> {
        T run() throws Exception;
    }

    private <T> T step(String what, Step<T> action) throws Exception {
        out.printf("  %-28s starting…", what);
        out.flush();
        long start = System.nanoTime();
        try {
            T result = action.run();
            out.printf(" ready (%.1f s)%n", (System.nanoTime() - start) / 1e9);
            return result;
        } catch (Exception e) {
            out.printf(" failed%n");
            throw e;
        }
    }

    /** Where things are and which ports they use. */
    public record PlatformSettings(Path root, Path dataDirectory, int gatewayPort, int postgresPort, int kafkaPort,
                                   int firstServicePort, String backend) {

        Path logDirectory() {
            return dataDirectory.getParent().resolve("logs");
        }

        Path kafkaBrokerJars() {
            return root.resolve("launcher/kafka-broker/target/lib");
        }

        Path serviceJar(String service) {
            return root.resolve("services").resolve(service).resolve("target/quarkus-app/quarkus-run.jar");
        }

        static Path defaultDataDirectory(Path root) throws IOException {
            return root.resolve(".arbiter/data");
        }
    }
}
