package dev.arbiter.launcher;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The demo's seeding against a fake platform that misbehaves as a settling one does: connections closed
 * without an answer (what the JDK client reports as "EOF reached while reading") and 503s from a gateway
 * whose service is restarting. Pauses between tries are zero, so nothing here depends on timing.
 */
class DemoSeederTest {

    private static final Pattern ENTRY_NAME = Pattern.compile("name=\"name\"\r\n(?:[^\r\n]+\r\n)*\r\n([^\r]+)\r\n");

    @TempDir
    Path root;

    private HttpServer server;
    /** Every entry upload that was accepted, as "competition/name". */
    private final List<String> uploads = Collections.synchronizedList(new ArrayList<>());
    /** How many of the next requests to drop before answering. */
    private final AtomicInteger dropNext = new AtomicInteger();
    /** How many of the next requests to answer 503. */
    private final AtomicInteger unavailableNext = new AtomicInteger();
    /** Competition posts answered 403, as the scheduler does until it has heard the organiser's role. */
    private final AtomicInteger roleUnheardNext = new AtomicInteger();
    /** Drop every n-th request (0: none). */
    private volatile int dropEvery;
    private final AtomicInteger requests = new AtomicInteger();
    /** The bodies the organiser posted to create competitions. */
    private final List<String> competitions = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
    /** The bodies contestants posted to register. */
    private final List<String> accounts = Collections.synchronizedList(new ArrayList<>());

    @BeforeEach
    void fakePlatform() throws Exception {
        Path c = Files.createDirectories(root.resolve("examples/players/c/bin"));
        Path py = root.resolve("examples/players/python");
        Files.createDirectories(py.resolve("taboo_data"));
        for (String player : List.of("random", "constant", "imitate-last")) {
            Files.writeString(c.resolve(player), "#!/bin/sh\n");
        }
        for (String player : List.of("random_player.py", "imitate_learner.py", "imitate_last.py", "constant.py",
                "taboo_trivial.py", "taboo_guesser.py", "taboo_data/knowledge.json", "rddl_random_planner.py")) {
            Files.writeString(py.resolve(player), "#!/usr/bin/env python3\n");
        }
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::answer);
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void answer(HttpExchange exchange) throws IOException {
        byte[] body = exchange.getRequestBody().readAllBytes();
        int n = requests.incrementAndGet();
        if (dropNext.getAndUpdate(left -> Math.max(0, left - 1)) > 0 || (dropEvery > 0 && n % dropEvery == 0)) {
            // A handler that throws makes the server close the connection without a response.
            throw new IOException("dropped on purpose");
        }
        if (unavailableNext.getAndUpdate(left -> Math.max(0, left - 1)) > 0) {
            reply(exchange, 503, "{\"error\":\"restarting\"}");
            return;
        }
        String path = exchange.getRequestURI().getPath();
        String method = exchange.getRequestMethod();
        if (method.equals("POST") && path.equals("/api/competitions")) {
            // As the scheduler: an API token only (basic auth is refused there), and 403 until the role is heard.
            String authorization = String.valueOf(exchange.getRequestHeaders().getFirst("Authorization"));
            if (!authorization.startsWith("Bearer t-")) {
                reply(exchange, 401, "{}");
                return;
            }
            if (roleUnheardNext.getAndUpdate(left -> Math.max(0, left - 1)) > 0) {
                reply(exchange, 403, "{}");
                return;
            }
            competitions.add(new String(body, StandardCharsets.UTF_8));
        }
        if (method.equals("POST") && path.equals("/api/accounts")) {
            accounts.add(new String(body, StandardCharsets.UTF_8));
        }
        if (method.equals("POST") && (path.equals("/api/competitions") || path.equals("/api/accounts"))) {
            reply(exchange, 201, "{}");
        } else if (method.equals("POST") && path.equals("/api/tokens")) {
            // As the submission service: the label in the query, and only a POST that says it has no body
            // (Content-Length: 0) is a script's bare call; any other needs a CSRF token (libs/web's CsrfFilter).
            boolean asTheApiWantsIt = "label=demo".equals(exchange.getRequestURI().getRawQuery())
                    && "0".equals(exchange.getRequestHeaders().getFirst("Content-Length"));
            reply(exchange, asTheApiWantsIt ? 201 : 403, asTheApiWantsIt ? "{\"token\":\"t-" + n + "\"}" : "{}");
        } else if (method.equals("GET") && path.endsWith("/entries") && "mine=true".equals(exchange.getRequestURI().getRawQuery())) {
            String competition = path.split("/")[3];
            var rows = new StringBuilder("[");
            synchronized (uploads) {
                for (String upload : uploads) {
                    if (upload.startsWith(competition + "/")) {
                        rows.append(rows.length() > 1 ? "," : "").append("{\"name\":\"")
                                .append(upload.substring(competition.length() + 1)).append("\"}");
                    }
                }
            }
            reply(exchange, 200, rows.append("]").toString());
        } else if (method.equals("POST") && path.endsWith("/entries")) {
            var name = ENTRY_NAME.matcher(new String(body, StandardCharsets.ISO_8859_1));
            assertThat(name.find()).isTrue();
            uploads.add(path.split("/")[3] + "/" + name.group(1));
            reply(exchange, 201, "{\"id\":\"" + n + "\"}");
        } else {
            reply(exchange, 404, "{}");
        }
    }

    private static void reply(HttpExchange exchange, int status, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private DemoSeeder seeder(int attempts) throws IOException {
        var secrets = PlatformSecrets.load(root.resolve("data"));
        return new DemoSeeder(URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/"), root, secrets,
                new PrintStream(new ByteArrayOutputStream()), new PlatformClient.Retry(attempts, n -> Duration.ZERO));
    }

    @Test
    void seedingThroughDroppedConnectionsAndUnavailableServicesUploadsEveryEntryExactlyOnce() throws Exception {
        dropNext.set(3);
        unavailableNext.set(2);
        dropEvery = 4;

        seeder(10).seed();

        assertThat(uploads).hasSize(13).doesNotHaveDuplicates().contains("rddl-planning/python-random");
    }

    @Test
    void theOrganiserCreatesCompetitionsWithItsTokenOnceTheSchedulerHasHeardItsRole() throws Exception {
        roleUnheardNext.set(3);

        seeder(10).seed();

        assertThat(competitions).hasSize(DemoCompetitions.all().size());
        assertThat(uploads).hasSize(13);
    }

    @Test
    void anRddlPlannerOfSeveralFilesIsEnteredOnceThemAllAreThere() throws Exception {
        Path py = root.resolve("examples/players/python");
        Files.writeString(py.resolve("rddl_rollout_planner.py"), "#!/usr/bin/env python3\n");
        Files.writeString(py.resolve("rddl_subset.py"), "\n");

        seeder(10).seed();

        assertThat(uploads).hasSize(14).contains("rddl-planning/python-random", "rddl-planning/python-rollout");
    }

    @Test
    void anRddlPlannerWhoseFileIsNotThereYetIsSkipped() throws Exception {
        Files.delete(root.resolve("examples/players/python/rddl_random_planner.py"));

        seeder(10).seed();

        assertThat(uploads).hasSize(12).noneMatch(upload -> upload.startsWith("rddl-planning/"));
    }

    @Test
    void theGvgaiCompetitionIsMadeFromItsGamesAndTheSampleAgentsAreEnteredWithTheirClient() throws Exception {
        Path py = root.resolve("examples/players/python");
        for (String file : List.of("gvgai_random.py", "gvgai_learner.py", "gvgai_client.py")) {
            Files.writeString(py.resolve(file), "#!/usr/bin/env python3\n");
        }

        seeder(10).seed();

        assertThat(competitions).anySatisfy(body -> assertThat(body).contains("\"slug\":\"gvgai-learning\"")
                .contains("\"gvgaiGames\":[\"aliens\",\"testgame1\"]"));
        assertThat(uploads).hasSize(15).contains("gvgai-learning/python-random", "gvgai-learning/python-learner");
        assertThat(root.resolve("data/demo/gvgai-learning-python-learner.zip")).isRegularFile();
    }

    @Test
    void seedingAgainAddsNothing() throws Exception {
        seeder(10).seed();
        seeder(10).seed();

        assertThat(uploads).hasSize(13).doesNotHaveDuplicates();
    }

    @Test
    void aPlatformThatNeverAnswersFailsTheSeedingInOneLineWithoutThrowing() throws Exception {
        dropNext.set(Integer.MAX_VALUE);
        var err = new ByteArrayOutputStream();

        boolean seeded = DemoSeeding.run(seeder(3), new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(seeded).isFalse();
        assertThat(err.toString(StandardCharsets.UTF_8).strip())
                .startsWith("arbiter up --demo: could not create the demo data")
                .contains("3 attempts")
                .contains("the platform keeps running")
                .doesNotContain("\n");
        assertThat(uploads).isEmpty();
    }

    @Test
    void theOrganiserPostsEachCompetitionAsJsonWithOnlyTheFieldsItSets() throws Exception {
        seeder(10).seed();

        var json = new ObjectMapper();
        var bySlug = new java.util.HashMap<String, JsonNode>();
        for (String body : competitions) {
            JsonNode competition = json.readTree(body);
            bySlug.put(competition.path("slug").asText(), competition);
        }
        assertThat(bySlug).containsOnlyKeys("rps-ladder", "imitate-ladder", "grammar-ladder", "taboo-cities",
                "rddl-planning", "gvgai-learning");
        assertThat(bySlug.get("taboo-cities").path("game").asText()).isEqualTo("taboo");
        assertThat(bySlug.get("taboo-cities").path("rankingMethod").asText()).isEqualTo("lowest-total");
        assertThat(bySlug.get("rddl-planning").has("game")).isFalse();
        assertThat(bySlug.get("rddl-planning").path("rddlRounds").asInt()).isEqualTo(5);
        assertThat(bySlug.get("gvgai-learning").path("gameOptions").path("gvgai.training-ms").asText()).isEqualTo("10000");
    }

    @Test
    void aKeptPasswordWithQuotesAndBackslashesIsRegisteredAsItIs() throws Exception {
        String password = "pa\"ss\\word";
        Path passwords = Files.createDirectories(root.resolve("data/secrets")).resolve("demo-contestants");
        Files.writeString(passwords, "alice " + password + "\n");

        seeder(10).seed();

        assertThat(accounts).anySatisfy(body -> {
            JsonNode account = new ObjectMapper().readTree(body);
            assertThat(account.path("username").asText()).isEqualTo("alice");
            assertThat(account.path("password").asText()).isEqualTo(password);
        });
    }
}
