package dev.arbiter.launcher;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * {@code arbiter up --demo}: a competition per built-in game, four sample contestants and their sample
 * players, created through the platform's public APIs exactly as an organiser and contestants would (so the
 * demo also proves those paths). Idempotent: a second run finds everything in place and adds nothing.
 *
 * <p>Every request is retried while the platform is not answering yet or is restarting a part (a dropped
 * connection, "EOF reached while reading", a 502/503 from the gateway): the seeder runs while the platform
 * settles, and a request that fails once is no reason to give up the demo.
 */
public final class DemoSeeder {

    /** A sample player a demo contestant uploads: which competition, under which entry name, from which file. */
    record DemoEntry(String contestant, String competition, String name, Path file) {
    }

    /**
     * A demo competition. The ranking method is spelled out although the scheduler defaults to the game's
     * own, so the demo shows organisers the choice (Taboo: fewest guesses wins).
     */
    record DemoCompetition(String title, String game, String rankingMethod) {
    }

    /** The demo competitions by slug. */
    static final Map<String, DemoCompetition> COMPETITIONS = new LinkedHashMap<>();

    static {
        COMPETITIONS.put("rps-ladder", new DemoCompetition("RoShamBo ladder (demo)", "rps", "mean-score-per-turn"));
        COMPETITIONS.put("imitate-ladder", new DemoCompetition("Imitate: learn the hidden rule (demo)", "imitate", "normalised-mean-per-move"));
        COMPETITIONS.put("grammar-ladder", new DemoCompetition("Hidden grammar (demo)", "grammar", "normalised-mean-per-move"));
        COMPETITIONS.put("taboo-cities", new DemoCompetition("Taboo: guess the city (demo)", "taboo", "lowest-total"));
    }

    /**
     * The demo's RDDL planning competition: two IPPC 2011 instances of different domains and few rounds, so a session
     * lasts seconds; the competition adds its no-op and random baselines itself and ranks by the IPPC normalised score.
     */
    record DemoRddlCompetition(String slug, String title, String set, List<String> instances, int rounds) {
    }

    static final DemoRddlCompetition RDDL = new DemoRddlCompetition("rddl-planning", "RDDL planning, IPPC 2011 (demo)",
            "ippc2011-mdp", List.of("sysadmin_inst_mdp__1", "game_of_life_inst_mdp__1"), 5);

    /**
     * The sample RDDL planners the demo contestants enter: one line per planner, its files by path under
     * examples/players. A planner any of whose files is not there (yet) is skipped, so the list may name planners
     * before they exist.
     */
    static final List<DemoPlanner> RDDL_PLANNERS = List.of(
            new DemoPlanner("dave", "python-random", List.of("python/rddl_random_planner.py"), List.of()),
            new DemoPlanner("alice", "python-rollout", List.of("python/rddl_rollout_planner.py", "python/rddl_subset.py",
                    "python/rddl_random_planner.py"), List.of("python3", "rddl_rollout_planner.py")));

    /**
     * A sample RDDL planner a demo contestant enters: one file uploaded as it is, or several uploaded as an archive
     * (flat, with a manifest naming {@code command}).
     */
    record DemoPlanner(String contestant, String name, List<String> files, List<String> command) {
    }

    static final List<String> CONTESTANTS = List.of("alice", "bob", "carol", "dave");

    private static final Pattern TOKEN = Pattern.compile("\"token\"\\s*:\\s*\"([^\"]+)\"");

    private final URI gateway;
    private final Path root;
    private final PlatformSecrets secrets;
    private final PrintStream out;
    // HTTP/1.1: the default HTTP/2 client first asks a plain-text server to upgrade the connection, one more
    // thing that can go wrong through a proxy and gains nothing on loopback.
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final Retry retry;
    private String organiserToken;

    public DemoSeeder(URI gateway, Path root, PlatformSecrets secrets, PrintStream out) {
        this(gateway, root, secrets, out, Retry.PATIENT);
    }

    DemoSeeder(URI gateway, Path root, PlatformSecrets secrets, PrintStream out, Retry retry) {
        this.gateway = gateway;
        this.root = root;
        this.secrets = secrets;
        this.out = out;
        this.retry = retry;
    }

    /**
     * How often a request is tried and how long to pause between tries.
     *
     * @param attempts tries per request before the seeding fails
     * @param pause    the pause after the n-th failed try
     */
    record Retry(int attempts, java.util.function.IntFunction<Duration> pause) {
        /** About three minutes per request: a part restarting with back-off is back well within it. */
        static final Retry PATIENT = new Retry(45, n -> Duration.ofMillis(Math.min(5000, 250L * n)));

        void sleep(int attempt) throws InterruptedException {
            Thread.sleep(pause.apply(attempt));
        }
    }

    /** The sample players each contestant enters, per competition. */
    List<DemoEntry> entries() throws IOException {
        Path c = root.resolve("examples/players/c/bin");
        Path py = root.resolve("examples/players/python");
        var entries = new java.util.ArrayList<>(List.of(
                new DemoEntry("alice", "rps-ladder", "random-c", c.resolve("random")),
                new DemoEntry("bob", "rps-ladder", "constant-c", c.resolve("constant")),
                new DemoEntry("carol", "rps-ladder", "imitate-last-c", c.resolve("imitate-last")),
                new DemoEntry("dave", "rps-ladder", "random-python", py.resolve("random_player.py")),
                new DemoEntry("alice", "imitate-ladder", "learner", py.resolve("imitate_learner.py")),
                new DemoEntry("bob", "imitate-ladder", "imitate-last", py.resolve("imitate_last.py")),
                new DemoEntry("carol", "imitate-ladder", "constant", py.resolve("constant.py")),
                new DemoEntry("alice", "grammar-ladder", "learner", py.resolve("imitate_learner.py")),
                new DemoEntry("bob", "grammar-ladder", "random", py.resolve("random_player.py")),
                new DemoEntry("carol", "grammar-ladder", "imitate-last-c", c.resolve("imitate-last")),
                new DemoEntry("alice", "taboo-cities", "trivial", py.resolve("taboo_trivial.py")),
                new DemoEntry("bob", "taboo-cities", "gazetteer", tabooGuesserArchive(py))));
        addPlanners(entries, RDDL.slug(), RDDL_PLANNERS);
        addPlanners(entries, DemoGvgai.SLUG, DemoGvgai.AGENTS);
        return entries;
    }

    /** Enters each program of several files whose files are all there; one file as it is, several as an archive. */
    private void addPlanners(List<DemoEntry> entries, String competition, List<DemoPlanner> planners) throws IOException {
        for (DemoPlanner planner : planners) {
            List<Path> files = planner.files().stream().map(f -> root.resolve("examples/players").resolve(f)).toList();
            if (files.stream().allMatch(Files::isRegularFile)) {
                entries.add(new DemoEntry(planner.contestant(), competition, planner.name(),
                        files.size() == 1 ? files.getFirst() : plannerArchive(competition, planner, files)));
            }
        }
    }

    /** A planner of several files: an archive with a manifest, as a contestant would upload it. */
    private Path plannerArchive(String competition, DemoPlanner planner, List<Path> files) throws IOException {
        Path archive = secrets.organiserPasswordFile().getParent().getParent().resolve("demo/" + competition + "-" + planner.name() + ".zip");
        Files.createDirectories(archive.getParent());
        String command = String.join(", ", planner.command().stream().map(c -> "\"" + c + "\"").toList());
        try (var zip = new ZipOutputStream(Files.newOutputStream(archive))) {
            entry(zip, "arbiter.json", ("{\"command\": [" + command + "]}").getBytes(StandardCharsets.UTF_8));
            for (Path file : files) {
                entry(zip, file.getFileName().toString(), Files.readAllBytes(file));
            }
        }
        return archive;
    }

    public void seed() throws Exception {
        for (var competition : COMPETITIONS.entrySet()) {
            createCompetition(competition.getKey(), competition.getValue());
        }
        createRddlCompetition(RDDL);
        postCompetition(DemoGvgai.SLUG, DemoGvgai.competitionJson());
        Map<String, String> tokens = new LinkedHashMap<>();
        for (String contestant : CONTESTANTS) {
            tokens.put(contestant, account(contestant));
        }
        int uploaded = 0;
        for (DemoEntry entry : entries()) {
            if (upload(entry, tokens.get(entry.contestant()))) {
                uploaded++;
            }
        }
        out.printf("Demo: %d competitions, %d contestants (passwords in %s), %d new entries.%n",
                COMPETITIONS.size() + 2, CONTESTANTS.size(), passwordsFile(), uploaded);
        out.printf("      Watch the ladders fill: %s%n", gateway);
    }

    private void createCompetition(String slug, DemoCompetition c) throws Exception {
        String body = "{\"slug\":\"%s\",\"title\":\"%s\",\"game\":\"%s\",\"rankingMethod\":\"%s\"}"
                .formatted(slug, c.title(), c.game(), c.rankingMethod());
        postCompetition(slug, body);
    }

    private void createRddlCompetition(DemoRddlCompetition c) throws Exception {
        String instances = String.join(",", c.instances().stream().map(i -> "\"" + i + "\"").toList());
        String body = "{\"slug\":\"%s\",\"title\":\"%s\",\"rddlSet\":\"%s\",\"rddlInstances\":[%s],\"rddlRounds\":%d,\"ladderConcurrency\":2}"
                .formatted(c.slug(), c.title(), c.set(), instances, c.rounds());
        postCompetition(c.slug(), body);
    }

    /**
     * Creates a competition from its JSON; one that exists already is left as it is. As the organiser, by an API
     * token: the scheduler accepts no password. It learns that the account is an organiser from the submission
     * service over Kafka, so a 403 right after start is tried again for a while.
     */
    private void postCompetition(String slug, String body) throws Exception {
        for (int attempt = 1; ; attempt++) {
            var response = send(HttpRequest.newBuilder(gateway.resolve("/api/competitions"))
                    .header("Authorization", "Bearer " + organiserToken())
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)));
            if (response.statusCode() == 201 || response.statusCode() == 409) {
                return;
            }
            if (response.statusCode() != 403 || attempt >= retry.attempts()) {
                throw new IOException("creating competition " + slug + ": HTTP " + response.statusCode() + " " + response.body());
            }
            retry.sleep(attempt);
        }
    }

    /** The organiser's API token, made once with its password. */
    private String organiserToken() throws Exception {
        if (organiserToken == null) {
            organiserToken = apiToken(secrets.organiserUsername(), secrets.organiserPassword());
        }
        return organiserToken;
    }

    /** Registers the contestant when new and returns a fresh API token. */
    private String account(String name) throws Exception {
        String password = password(name);
        String body = "{\"username\":\"%s\",\"password\":\"%s\",\"email\":\"%s@demo.invalid\"}".formatted(name, password, name);
        var registered = send(HttpRequest.newBuilder(gateway.resolve("/api/accounts"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
        if (registered.statusCode() != 201 && registered.statusCode() != 409) {
            throw new IOException("registering " + name + ": HTTP " + registered.statusCode() + " " + registered.body());
        }
        return apiToken(name, password);
    }

    /** A fresh API token of the account: basic auth is accepted only here, on {@code POST /api/tokens}. */
    private String apiToken(String name, String password) throws Exception {
        var token = send(HttpRequest.newBuilder(gateway.resolve("/api/tokens?label=demo"))
                .header("Authorization", basic(name, password)).POST(HttpRequest.BodyPublishers.noBody()));
        Matcher m = TOKEN.matcher(token.body());
        if (token.statusCode() != 201 || !m.find()) {
            throw new IOException("API token for " + name + ": HTTP " + token.statusCode() + " " + token.body());
        }
        return m.group(1);
    }

    /**
     * Uploads the entry unless the contestant already has one of that name. The submission service learns of
     * new competitions from Kafka, so a 404 right after creating one is retried for a while. An upload is not
     * idempotent, so after a failed one the seeder looks again whether it arrived before trying again.
     */
    private boolean upload(DemoEntry entry, String token) throws Exception {
        for (int attempt = 1; ; attempt++) {
            var mine = send(HttpRequest.newBuilder(gateway.resolve("/api/competitions/" + entry.competition() + "/entries?mine=true"))
                    .header("Authorization", "Bearer " + token).GET());
            if (mine.statusCode() == 200) {
                if (mine.body().contains("\"name\":\"" + entry.name() + "\"")) {
                    return false;
                }
                String failure = tryUpload(entry, token);
                if (failure == null) {
                    return true;
                }
                if (attempt >= retry.attempts()) {
                    throw new IOException(failure);
                }
            } else if (attempt >= retry.attempts()) {
                throw new IOException("competition " + entry.competition() + " never reached the submission service: HTTP "
                        + mine.statusCode() + " " + mine.body());
            }
            retry.sleep(attempt);
        }
    }

    /** One upload; null when it was accepted, else what went wrong. */
    private String tryUpload(DemoEntry entry, String token) throws IOException, InterruptedException {
        String boundary = "arbiter-demo-" + UUID.randomUUID();
        var body = new ByteArrayOutputStream();
        part(body, boundary, "name", null, entry.name().getBytes(StandardCharsets.UTF_8));
        part(body, boundary, "file", entry.file().getFileName().toString(), Files.readAllBytes(entry.file()));
        body.write(("--" + boundary + "--\r\n").getBytes(StandardCharsets.US_ASCII));
        String what = "uploading " + entry.name() + " for " + entry.contestant() + " to " + entry.competition();
        try {
            var response = http.send(HttpRequest.newBuilder(gateway.resolve("/api/competitions/" + entry.competition() + "/entries"))
                    .header("Authorization", "Bearer " + token)
                    .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                    .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
                    .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 201 ? null : what + ": HTTP " + response.statusCode() + " " + response.body();
        } catch (IOException e) {
            return what + ": " + Failure.oneLine(e);
        }
    }

    private static void part(ByteArrayOutputStream body, String boundary, String field, String filename, byte[] content)
            throws IOException {
        String header = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + field + "\""
                + (filename != null ? "; filename=\"" + filename + "\"\r\nContent-Type: application/octet-stream" : "")
                + "\r\n\r\n";
        body.write(header.getBytes(StandardCharsets.UTF_8));
        body.write(content);
        body.write("\r\n".getBytes(StandardCharsets.US_ASCII));
    }

    /** The word-association guesser needs its knowledge file beside it: an archive with a manifest. */
    private Path tabooGuesserArchive(Path python) throws IOException {
        Path archive = secrets.organiserPasswordFile().getParent().getParent().resolve("demo/taboo-gazetteer.zip");
        Files.createDirectories(archive.getParent());
        try (var zip = new ZipOutputStream(Files.newOutputStream(archive))) {
            entry(zip, "arbiter.json", "{\"command\": [\"python3\", \"taboo_guesser.py\"]}".getBytes(StandardCharsets.UTF_8));
            entry(zip, "taboo_guesser.py", Files.readAllBytes(python.resolve("taboo_guesser.py")));
            entry(zip, "taboo_data/knowledge.json", Files.readAllBytes(python.resolve("taboo_data/knowledge.json")));
        }
        return archive;
    }

    private static void entry(ZipOutputStream zip, String name, byte[] content) throws IOException {
        var e = new ZipEntry(name);
        e.setTime(0);
        zip.putNextEntry(e);
        zip.write(content);
        zip.closeEntry();
    }

    private Path passwordsFile() {
        return secrets.organiserPasswordFile().resolveSibling("demo-contestants");
    }

    /** Each demo contestant's password, made once and kept beside the organiser's. */
    private String password(String name) throws IOException {
        Path file = passwordsFile();
        var lines = Files.exists(file) ? Files.readAllLines(file) : List.<String>of();
        for (String line : lines) {
            if (line.startsWith(name + " ")) {
                return line.substring(name.length() + 1).strip();
            }
        }
        String password = "demo-" + UUID.randomUUID().toString().substring(0, 13);
        Files.writeString(file, name + " " + password + "\n", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        return password;
    }

    /**
     * Sends a request that may be repeated (reads, and creations that answer 409 when repeated), trying again
     * while the platform does not answer or answers that it cannot yet (5xx).
     */
    private HttpResponse<String> send(HttpRequest.Builder builder) throws IOException, InterruptedException {
        HttpRequest request = builder.timeout(Duration.ofSeconds(30)).build();
        for (int attempt = 1; ; attempt++) {
            try {
                var response = http.send(request, HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() < 500 || attempt >= retry.attempts()) {
                    return response;
                }
            } catch (IOException e) {
                if (attempt >= retry.attempts()) {
                    throw new IOException(request.method() + " " + request.uri().getPath() + ": " + Failure.oneLine(e)
                            + " (" + attempt + " attempts)", e);
                }
            }
            retry.sleep(attempt);
        }
    }

    private static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }
}
