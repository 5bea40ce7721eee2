package dev.arbiter.system;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.FileSystemBlobStore;
import com.google.protobuf.ByteString;
import dev.arbiter.messaging.AccountRoleSeal;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.AccountRole;
import dev.arbiter.proto.v1.EntrySubmitted;
import dev.arbiter.web.auth.ApiTokenClaims;
import dev.arbiter.web.auth.ApiTokenSeal;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.restassured.RestAssured.given;

/**
 * The scheduler and two runners (local sandbox backend) as separate JVMs (their Quarkus fast-jars), a Kafka
 * broker process and a PostgreSQL server, all on loopback, sharing one blob-store directory: the platform as it runs on one
 * machine, with handles to break each part.
 */
final class Platform implements AutoCloseable {

    /**
     * The platform's shared session key, as ./arbiter up hands it to every service: the scheduler verifies API
     * tokens and believes account facts sealed under it. There is no submission service here, so this class
     * issues the organiser's token and announces its role as that service would.
     */
    private static final String SESSION_KEY = "system-test-session-key-system-test";
    /** An account the (absent) submission service announced as an organiser. */
    private static final String ORGANISER = "organiser";
    private static final Path APPS = Path.of("target");

    final Path root;
    /** Match folders: outside {@link #root} (owner-only), where the sandbox's uid can reach its seat's folder. */
    final Path scratch;
    final Path logs;
    final BlobStore blobs;
    final RestartablePostgres postgres;
    final KafkaBrokerProcess kafka;
    private final ManagedProcess scheduler;
    private final int schedulerPort;
    private final List<ManagedProcess> runners = new ArrayList<>();
    private final List<ManagedProcess> others = new ArrayList<>();
    private final ReliableProducer producer;
    private final String organiserToken;

    Platform() throws Exception {
        root = Files.createTempDirectory(APPS.toAbsolutePath(), "platform-");
        scratch = Files.createTempDirectory("arbiter-system-work-");
        Files.setPosixFilePermissions(scratch, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        logs = APPS.toAbsolutePath().resolve("system-logs");
        blobs = new FileSystemBlobStore(root.resolve("blobs"));
        postgres = new RestartablePostgres(root.resolve("postgres")).start();
        kafka = new KafkaBrokerProcess(root.resolve("kafka"), logs).start();
        schedulerPort = ManagedProcess.freePort();
        int schedulerManagementPort = ManagedProcess.freePort();
        scheduler = ManagedProcess.java("scheduler", logs, List.of("-Xmx256m",
                "-Dquarkus.http.port=" + schedulerPort,
                // Health and metrics answer on a management port of their own (9000 unless told otherwise).
                "-Dquarkus.management.port=" + schedulerManagementPort,
                "-Dkafka.bootstrap.servers=" + kafka.bootstrapServers(),
                "-Dquarkus.datasource.jdbc.url=" + postgres.jdbcUrl("scheduler"),
                "-Dquarkus.datasource.username=postgres",
                "-Dquarkus.datasource.password=postgres",
                "-Dquarkus.http.auth.session.encryption-key=" + SESSION_KEY,
                "-Darbiter.scheduler.seed-key=system-test-seed-key-system-test",
                "-Darbiter.scheduler.lease-duration=4s",
                "-Darbiter.scheduler.lease-sweep-interval=500ms",
                "-Darbiter.scheduler.kafka.requested-partitions=8",
                // The one blob store of the machine: what the scheduler stores (an RDDL competition's baselines) runners fetch.
                "-Darbiter.scheduler.blob-store=" + root.resolve("blobs"),
                // Contestant kits from this build: its CLI jar and the repository's sample players.
                "-Darbiter.scheduler.kit.cli-jar=" + System.getProperty("arbiter.cli.jar"),
                "-Darbiter.scheduler.kit.samples=" + Path.of("../../examples/players").toAbsolutePath().normalize(),
                "-Darbiter.scheduler.kit.cache-directory=" + root.resolve("kits"),
                "-jar", System.getProperty("arbiter.scheduler.app"))).start();
        producer = new ReliableProducer(kafka.bootstrapServers(), "system-test", Duration.ofSeconds(10));
        for (int i = 1; i <= 2; i++) {
            runners.add(startRunner("runner-" + i));
        }
        awaitReady(schedulerManagementPort, scheduler);
        organiserToken = new ApiTokenSeal(SESSION_KEY).mint(new ApiTokenClaims(1, 1, ORGANISER));
        announceOrganiser();
    }

    /** Announces the organiser's role as the submission service does, and waits until the scheduler honours it. */
    private void announceOrganiser() throws Exception {
        long now = System.currentTimeMillis();
        var fact = AccountRole.newBuilder().setUsername(ORGANISER).setRole("organiser").setChangedAtMs(now)
                .setSeal(ByteString.copyFrom(new AccountRoleSeal(SESSION_KEY).seal(ORGANISER, "organiser", now)));
        producer.send(Topics.ACCOUNT_ROLE, ORGANISER, fact.build().toByteArray());
        Instant deadline = Instant.now().plusSeconds(60);
        while (organiser().get("/organiser").statusCode() != 200) {
            if (Instant.now().isAfter(deadline)) {
                throw new IllegalStateException("the scheduler did not make " + ORGANISER + " an organiser in 60 s; see " + scheduler.log());
            }
            Thread.sleep(300);
        }
    }

    /**
     * A runner JVM with one worker slot and the sandbox a machine's runners use ({@code local}: bubblewrap,
     * cgroups, entries as an unprivileged uid), so what is killed mid-match is a real sandboxed match.
     */
    ManagedProcess startRunner(String id) throws Exception {
        int port = ManagedProcess.freePort();
        int managementPort = ManagedProcess.freePort();
        var runner = ManagedProcess.java(id, logs, List.of("-Xmx192m",
                "-Dquarkus.http.port=" + port,
                "-Dquarkus.management.port=" + managementPort,
                "-Dkafka.bootstrap.servers=" + kafka.bootstrapServers(),
                "-Darbiter.sandbox-runner.backend=local",
                "-Darbiter.sandbox-runner.worker-slots=1",
                "-Darbiter.sandbox-runner.runner-id=" + id,
                "-Darbiter.sandbox-runner.blob-store=" + root.resolve("blobs"),
                "-Darbiter.sandbox-runner.work-directory=" + scratch.resolve("work-" + id),
                "-Darbiter.sandbox-runner.heartbeat-interval=500ms",
                "-Darbiter.sandbox-runner.consumer.session-timeout=6s",
                "-Darbiter.sandbox-runner.consumer.requested-partitions=8",
                "-jar", System.getProperty("arbiter.runner.app"))).start();
        awaitReady(managementPort, runner);
        runners.removeIf(r -> r.name().equals(id));
        runners.add(runner);
        return runner;
    }

    /**
     * The leaderboard JVM on the same broker, database server and blob store (started on demand: the fault tests
     * do not need it). Returns its HTTP port.
     */
    int startLeaderboard() throws Exception {
        int port = ManagedProcess.freePort();
        int managementPort = ManagedProcess.freePort();
        var leaderboard = ManagedProcess.java("leaderboard", logs, List.of("-Xmx256m",
                "-Dquarkus.http.port=" + port,
                "-Dquarkus.management.port=" + managementPort,
                "-Dkafka.bootstrap.servers=" + kafka.bootstrapServers(),
                "-Dquarkus.datasource.jdbc.url=" + postgres.jdbcUrl("leaderboard"),
                "-Dquarkus.datasource.username=postgres",
                "-Dquarkus.datasource.password=postgres",
                "-Darbiter.leaderboard.blob-store=" + root.resolve("blobs"),
                "-Dquarkus.http.auth.session.encryption-key=" + SESSION_KEY,
                "-jar", System.getProperty("arbiter.leaderboard.app"))).start();
        awaitReady(managementPort, leaderboard);
        others.add(leaderboard);
        return port;
    }

    ManagedProcess runner(String id) {
        return runners.stream().filter(r -> r.name().equals(id)).findFirst().orElseThrow();
    }

    private static void awaitReady(int managementPort, ManagedProcess process) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(90));
        while (Instant.now().isBefore(deadline)) {
            if (!process.alive()) {
                throw new IllegalStateException(process.name() + " exited; see " + process.log());
            }
            try {
                if (given().port(managementPort).get("/q/health/ready").statusCode() == 200) {
                    return;
                }
            } catch (Exception notYet) {
                // Not listening yet.
            }
            Thread.sleep(300);
        }
        throw new IllegalStateException(process.name() + " not ready in 90 s; see " + process.log());
    }

    RequestSpecification organiser() {
        return given().port(schedulerPort).header("Authorization", "Bearer " + organiserToken).contentType("application/json");
    }

    /** The scheduler's HTTP port (its public API, as the gateway forwards it). */
    int schedulerPort() {
        return schedulerPort;
    }

    /** The strategy player's script (deterministic given its seed) that {@link #submit} enters. */
    static byte[] strategyScript(String strategy) throws IOException {
        String template = new String(Platform.class.getResourceAsStream("/strategy_player.py").readAllBytes(), StandardCharsets.UTF_8);
        return template.replace("@STRATEGY@", strategy).getBytes(StandardCharsets.UTF_8);
    }

    /** Stores a strategy player's script in the shared blob store and announces it as a new entry. */
    void submit(String competition, String strategy) throws Exception {
        byte[] script = strategyScript(strategy);
        String digest = blobs.put(new java.io.ByteArrayInputStream(script)).hex();
        var entry = EntrySubmitted.newBuilder().setEntryId(competition + "-" + strategy).setVersion(1)
                .setCompetition(competition).setContestant(strategy + "-team").setName(strategy)
                .setArtifactSha256(digest).setKind("script").setSizeBytes(script.length).build();
        producer.send(Topics.ENTRY_SUBMITTED, entry.getEntryId(), entry.toByteArray());
    }

    void createCompetition(String slug) {
        organiser().body(Map.of("slug", slug, "title", slug, "game", "rps", "phase", "official", "ladderConcurrency", 0,
                        "gameOptions", Map.of("moves", "200"), "rankingMethod", "sum"))
                .post("/api/competitions").then().statusCode(201);
    }

    JsonPath get(String path) {
        return organiser().get(path).then().statusCode(200).extract().jsonPath();
    }

    /** Polls through outages: a refused connection or a 5xx counts as "not yet". */
    JsonPath getWhenUp(String path) {
        while (true) {
            try {
                var response = organiser().get(path);
                if (response.statusCode() == 200) {
                    return response.jsonPath();
                }
            } catch (Exception down) {
                // The scheduler is answering slowly or its database is restarting.
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    @Override
    public void close() throws Exception {
        for (ManagedProcess runner : runners) {
            runner.close();
        }
        for (ManagedProcess other : others) {
            other.close();
        }
        scheduler.close();
        producer.close();
        kafka.close();
        postgres.close();
        // The logs stay in target/system-logs; the data (blobs, broker and database files) goes.
        deleteQuietly(root);
        deleteQuietly(scratch);
    }

    static void deleteQuietly(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
