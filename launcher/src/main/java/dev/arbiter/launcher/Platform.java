package dev.arbiter.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * The whole platform on one machine: PostgreSQL, a Kafka broker, the four services and the gateway,
 * started in dependency order with progress on the terminal, kept running by a {@link Supervisor} (a part
 * that dies is restarted), and stopped in reverse order on Ctrl-C or SIGTERM, or when a part cannot be
 * started at all.
 */
public final class Platform implements AutoCloseable {

    /** The services in start order: the scheduler consumes what submission publishes, and so on. */
    static final List<String> SERVICES = List.of("submission", "scheduler", "sandbox-runner", "leaderboard");
    private static final List<String> WITH_DATABASE = List.of("submission", "scheduler", "leaderboard");
    private static final Duration SERVICE_READY = Duration.ofSeconds(120);

    private final PlatformSettings settings;
    private final PrintStream out;
    private final Supervisor supervisor;
    private final CountDownLatch stopped = new CountDownLatch(1);
    /** The broker's users for this start: one per service. */
    private final KafkaUsers kafkaUsers = KafkaUsers.forThisStart(SERVICES);
    private volatile boolean closing;

    public Platform(PlatformSettings settings, PrintStream out) {
        this.settings = settings;
        this.out = out;
        this.supervisor = new Supervisor(out, this::close);
    }

    public void start() throws Exception {
        Path logs = settings.logDirectory();
        Files.createDirectories(logs);
        var taken = PortCheck.firstTaken(ports());
        if (taken.isPresent()) {
            throw new IOException(taken.get());
        }
        PlatformSecrets secrets = PlatformSecrets.load(settings.dataDirectory());
        ServiceAccount account = ServiceAccount.forThisStart(childTrees(), out);
        // Where the services write: theirs. The data directory itself and its secrets stay root's.
        account.own(blobDirectory(), settings.dataDirectory().resolve("kits"), settings.dataDirectory().resolve("uploads"));
        // PostgreSQL's files are its own account's, which runs it: never root (PostgresAccount).
        ServiceAccount databaseAccount = account.demoted()
                ? ServiceAccount.forThisStart(PostgresAccount.DEFAULT_NAME, childTrees(), out) : account;
        Supervised.Starter startPostgres = () -> PostgresAccount.start(settings.dataDirectory().resolve("postgres"),
                settings.postgresPort(), logs.resolve("postgres.log"), secrets.databasePassword(), databaseAccount,
                temporaryDirectory("postgres"));
        PostgresServer postgres = (PostgresServer) supervise("PostgreSQL", startPostgres);
        Supervised.Starter startKafka = () -> KafkaBrokerProcess.start(settings.kafkaBrokerJars(),
                settings.dataDirectory().resolve("kafka"), settings.kafkaPort(), logs.resolve("kafka.log"),
                Duration.ofSeconds(60), account, kafkaUsers);
        KafkaBrokerProcess kafka = (KafkaBrokerProcess) supervise("Kafka broker (KRaft)", startKafka);
        Map<String, Integer> ports = new LinkedHashMap<>();
        for (int i = 0; i < SERVICES.size(); i++) {
            String name = SERVICES.get(i);
            int port = settings.firstServicePort() + i;
            int managementPort = settings.managementPort(port);
            ports.put(name, port);
            // The runner alone keeps root: it makes the sandboxes (cgroups, namespaces, the entries' uid).
            ServiceAccount runAs = name.equals("sandbox-runner") ? ServiceAccount.launcherUser() : account;
            var env = environment(name, postgres, kafka, secrets, runAs);
            supervise(name, () -> startService(name, name, port, managementPort, env, runAs));
        }
        startExtraRunners(postgres, kafka, secrets);
        supervise("gateway on port " + settings.gatewayPort(), () -> GatewayProcess.start(settings.gatewayPort(), ports,
                logs.resolve("gateway.log"), Duration.ofSeconds(60), account, temporaryDirectory("gateway"),
                secrets.edgeSecret()));
        supervisor.start();
        out.printf("%nArbiter is up: http://127.0.0.1:%d/   (logs in %s; Ctrl-C stops everything)%n",
                settings.gatewayPort(), logs);
        out.printf("Organiser: sign in as '%s' with the password in %s%n", secrets.organiserUsername(),
                secrets.organiserPasswordFile());
    }

    /**
     * Runners 2 … N ({@code --runners N}): more runner processes in the same two consumer groups, as more runner
     * pods would be on a cluster, so one machine can show how matches per hour grow with runners. Each has
     * its own port ({@link PlatformSettings#extraRunnerPort}) and id; the gateway routes /api/runner to the first.
     */
    private void startExtraRunners(PostgresServer postgres, KafkaBrokerProcess kafka, PlatformSecrets secrets) throws Exception {
        for (int k = 2; k <= settings.runners(); k++) {
            String name = "sandbox-runner-" + k;
            int port = settings.extraRunnerPort(k);
            var env = environment("sandbox-runner", postgres, kafka, secrets, ServiceAccount.launcherUser());
            env.put("ARBITER_SANDBOX_RUNNER_RUNNER_ID", name);
            supervise(name, () -> startService(name, "sandbox-runner", port, settings.managementPort(port), env,
                    ServiceAccount.launcherUser()));
        }
    }

    /**
     * The directories the services, the broker and the gateway start from, which their account must reach: the
     * checkout (jars, the contestant kit), the data directory, the JDK and the launcher's classpath (the gateway's).
     */
    private List<Path> childTrees() {
        var trees = new java.util.ArrayList<>(List.of(settings.root(), settings.dataDirectory(),
                Path.of(System.getProperty("java.home"))));
        trees.addAll(GatewayProcess.classpathEntries());
        return trees;
    }

    /**
     * Every port the platform listens on, by what listens there. PostgreSQL's is left out while a postmaster of
     * this data directory still runs (a launcher killed outright leaves it): the library stops that one itself.
     */
    private Map<String, Integer> ports() throws IOException {
        var ports = new LinkedHashMap<String, Integer>();
        Path postgresData = settings.dataDirectory().resolve("postgres");
        var postmaster = PostgresServer.postmasterPid(postgresData);
        if (postmaster.isEmpty() || !Pids.running(postmaster.getAsLong())) {
            ports.put("PostgreSQL", settings.postgresPort());
        }
        ports.put("Kafka broker", settings.kafkaPort());
        ports.put("Kafka controller", settings.kafkaPort() + 1);
        for (int i = 0; i < SERVICES.size(); i++) {
            int port = settings.firstServicePort() + i;
            ports.put(SERVICES.get(i), port);
            ports.put(SERVICES.get(i) + " management", settings.managementPort(port));
        }
        for (int k = 2; k <= settings.runners(); k++) {
            ports.put("sandbox-runner-" + k, settings.extraRunnerPort(k));
            ports.put("sandbox-runner-" + k + " management", settings.managementPort(settings.extraRunnerPort(k)));
        }
        ports.put("gateway", settings.gatewayPort());
        return ports;
    }

    /** Starts one service process ({@code name}, running {@code service}'s jar) and waits until it is ready. */
    private ServiceProcess startService(String name, String service, int port, int managementPort,
                                        Map<String, String> env, ServiceAccount account) throws Exception {
        var process = ServiceProcess.start(name, settings.serviceJar(service), port, managementPort, env,
                settings.logDirectory().resolve(name + ".log"), account, temporaryDirectory(name),
                service.equals("sandbox-runner"));
        try {
            process.awaitReady(SERVICE_READY);
        } catch (Exception e) {
            process.close();
            throw e;
        }
        return process;
    }

    /** Starts a part with progress on the terminal and hands it to the supervisor. */
    private Supervised supervise(String what, Supervised.Starter starter) throws Exception {
        Supervised part = step(what, starter::start);
        supervisor.add(what, starter, part);
        return part;
    }

    /**
     * Each service's configuration, as environment variables (Quarkus maps FOO_BAR_BAZ to foo.bar.baz); paths as
     * {@code runAs}'s children see them.
     */
    private Map<String, String> environment(String service, PostgresServer postgres, KafkaBrokerProcess kafka,
                                            PlatformSecrets secrets, ServiceAccount runAs) throws Exception {
        var env = new LinkedHashMap<String, String>();
        env.put("QUARKUS_PROFILE", "prod");
        env.put("KAFKA_BOOTSTRAP_SERVERS", kafka.bootstrapServers());
        // Every service signs in to the broker as itself; extra runners as the runner.
        env.putAll(kafkaUsers.clientEnvironment(service));
        // Two event loops a service, not two per core: one machine's traffic, and a laptop's 16 cores would
        // otherwise mean 32 threads a service doing nothing.
        env.put("QUARKUS_VERTX_EVENT_LOOPS_SIZE", "2");
        // One origin, one session: every service reads the cookie the submission service's sign-in sets.
        env.put("ARBITER_SESSION_KEY", secrets.sessionKey());
        // Trust at the edge only: every local process reaches a service from loopback, as the gateway does, so
        // no loopback address is a trusted proxy here; the client address is believed only from a request that
        // carries the gateway's secret (libs/web ClientAddresses).
        env.put("QUARKUS_HTTP_PROXY_PROXY_ADDRESS_FORWARDING", "false");
        env.put("ARBITER_WEB_EDGE_SECRET", secrets.edgeSecret());
        String blobs = runAs.path(blobDirectory()).toString();
        switch (service) {
            case "submission" -> {
                env.put("ARBITER_SUBMISSION_BLOB_STORE", blobs);
                env.put("QUARKUS_HTTP_BODY_UPLOADS_DIRECTORY", uploadsDirectory(service, runAs));
                env.put("ARBITER_SUBMISSION_BOOTSTRAP_ORGANISER_USERNAME", secrets.organiserUsername());
                env.put("ARBITER_SUBMISSION_BOOTSTRAP_ORGANISER_PASSWORD", secrets.organiserPassword());
            }
            case "scheduler" -> {
                env.put("ARBITER_SCHEDULER_BLOB_STORE", blobs);
                env.put("ARBITER_SCHEDULER_SEED_KEY", secrets.seedKey());
                env.put("QUARKUS_HTTP_BODY_UPLOADS_DIRECTORY", uploadsDirectory(service, runAs));
                // The contestant kit: this checkout's CLI jar (the runners' judge), sample players and SDKs.
                env.put("ARBITER_SCHEDULER_KIT_CLI_JAR", runAs.path(settings.root().resolve("cli/target/arbiter.jar")).toString());
                env.put("ARBITER_SCHEDULER_KIT_SAMPLES", runAs.path(settings.root().resolve("examples/players")).toString());
                env.put("ARBITER_SCHEDULER_KIT_SDK", runAs.path(settings.root().resolve("sdk")).toString());
                env.put("ARBITER_SCHEDULER_KIT_CACHE_DIRECTORY", runAs.path(settings.dataDirectory().resolve("kits")).toString());
            }
            case "sandbox-runner" -> {
                env.put("ARBITER_SANDBOX_RUNNER_BACKEND", settings.backend());
                env.put("ARBITER_SANDBOX_RUNNER_BLOB_STORE", blobs);
                // The runners of one machine share its cores: each counts a match as its share of them, so together
                // they take no more timed programs at once than there are cores (at least one match each).
                env.put("ARBITER_SANDBOX_RUNNER_CORES_PER_MATCH", Integer.toString(2 * settings.runners()));
                // Scratch for matches: the runner's default (/var/lib/arbiter/runner-work) when we are root. Not under
                // the checkout: the local backend's sandbox uids must pass through it, and a private home may not
                // let them. Anyone else cannot run the local backend, so the data directory serves (never a
                // predictable path in /tmp that another user could make first).
                if (!"root".equals(System.getProperty("user.name"))) {
                    env.put("ARBITER_SANDBOX_RUNNER_WORK_DIRECTORY", settings.dataDirectory().resolve("runner-work").toString());
                }
            }
            case "leaderboard" -> env.put("ARBITER_LEADERBOARD_BLOB_STORE", blobs);
            default -> throw new IllegalArgumentException(service);
        }
        if (WITH_DATABASE.contains(service)) {
            // Its own role and database, no superuser: a service taken over reaches its own tables, not the host.
            var database = postgres.serviceDatabase(service, secrets.serviceDatabasePassword(service));
            env.put("QUARKUS_DATASOURCE_JDBC_URL", database.jdbcUrl());
            env.put("QUARKUS_DATASOURCE_USERNAME", database.user());
            env.put("QUARKUS_DATASOURCE_PASSWORD", database.password());
            // One machine, two cores: eight connections a service are plenty, and each one is a PostgreSQL
            // backend process holding memory of its own.
            env.put("QUARKUS_DATASOURCE_JDBC_MAX_SIZE", "8");
            // ...and an idle platform holds few: a connection unused for 30 s is closed (Agroal's default keeps
            // it 5 min), so the backends a burst opened go away with it.
            env.put("QUARKUS_DATASOURCE_JDBC_MIN_SIZE", "0");
            env.put("QUARKUS_DATASOURCE_JDBC_IDLE_REMOVAL_INTERVAL", "30s");
        }
        return env;
    }

    /** A part's own directory for temporary files: none shares one, and no other account can enter it. */
    private Path temporaryDirectory(String part) {
        return settings.dataDirectory().resolve("tmp").resolve(part);
    }

    /** One blob directory on one machine: uploads, game programs and transcripts, shared by name. */
    private Path blobDirectory() {
        return settings.dataDirectory().resolve("blobs");
    }

    /**
     * Where a service's HTTP layer spools request bodies: in the data directory, the service's own, rather than
     * the services' default of one predictable path in /tmp that anyone could create first.
     */
    private String uploadsDirectory(String service, ServiceAccount runAs) {
        return runAs.path(settings.dataDirectory().resolve("uploads").resolve(service)).toString();
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
        supervisor.close();
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
                                   int firstServicePort, String backend, int runners) {

        public PlatformSettings(Path root, Path dataDirectory, int gatewayPort, int postgresPort, int kafkaPort,
                                int firstServicePort, String backend) {
            this(root, dataDirectory, gatewayPort, postgresPort, kafkaPort, firstServicePort, backend, 1);
        }

        /**
         * Runner k (2 … N) listens 30 + k above the first service, its management port ten above that: clear of
         * the four services' ports (+0 … +3) and their management ports (+10 … +13).
         */
        int extraRunnerPort(int k) {
            return firstServicePort + 30 + k;
        }

        /**
         * A service's management port (health, metrics, OpenAPI): ten above its public one, so that
         * {@code --internal-ports-from N} puts the services at N+10 … N+13 and their management at N+20 … N+23.
         */
        int managementPort(int servicePort) {
            return servicePort + 10;
        }

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
