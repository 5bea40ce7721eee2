package dev.arbiter.system;

import io.restassured.path.json.JsonPath;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * "Works at home" means judged as on the server: a match the platform played (scheduler, a runner in the local
 * sandbox, the leaderboard keeping its transcript) is replayed from the competition's contestant kit, downloaded through
 * the HTTP API and run as {@code java -jar lib/arbiter.jar match --competition competition.json} with the match's seed,
 * each seat's seed as the finished match reveals them, and the entries' programs, and the two transcripts must be equal.
 *
 * <p>Equal means: on every channel (judge to a program, a program to the judge, the judge's notes) the same protocol
 * lines in the same order, and the same result (status, moves, each seat's score and verdict); the game's channels
 * count each seat's lines ({@code @player N …}) apart. How two channels interleave is not compared: the two players
 * answer concurrently, and which answer the judge reads (and relays to the game) first is timing, not judging. Left out, because they are the machine and its clock rather
 * than the match: each line's {@code t} (microseconds since the start), the header (its wall-clock start and the
 * programs' paths) and stderr lines (private to each entry's owner, and when the OS delivers one pipe's line
 * relative to another's is not the judge's to fix).
 */
class KitReplaySystemIT {

    /** The seat a line between the judge and the game is about (LMC layer 0 multiplexes seats). */
    private static final java.util.regex.Pattern SEAT_PREFIX = java.util.regex.Pattern.compile("(@player \\d+) ");

    private static Platform platform;
    private static int leaderboard;

    @BeforeAll
    static void startPlatform() throws Exception {
        platform = new Platform();
        leaderboard = platform.startLeaderboard();
    }

    @AfterAll
    static void stopPlatform() throws Exception {
        if (platform != null) {
            platform.close();
        }
    }

    @Test
    void aKitDownloadedFromThePlatformReplaysOneOfItsMatchesLineForLine() throws Exception {
        String slug = "kit-" + System.nanoTime() % 100_000;
        // Clocks of the competition's own, so the replay proves the kit carries them.
        platform.organiser().body(Map.of("slug", slug, "title", "Kit replay", "game", "rps", "phase", "open",
                        "ladderConcurrency", 1, "gameOptions", Map.of("moves", "120"), "rankingMethod", "sum",
                        "moveDeadlineMs", 3000, "averageMoveLimitMs", 500))
                .post("/api/competitions").then().statusCode(201);
        platform.submit(slug, "dice");
        platform.submit(slug, "beat");

        // A ladder match between the two entries, finished, its transcript on the leaderboard.
        Map<String, Object> match = await().atMost(Duration.ofMinutes(3)).pollInterval(Duration.ofMillis(500)).until(
                () -> platform.get("/api/competitions/" + slug + "/matches?limit=50").<Map<String, Object>>getList("$").stream()
                        .filter(m -> "ladder".equals(m.get("kind")) && "finished".equals(m.get("state"))
                                && ((List<?>) m.get("seats")).size() == 2)
                        .findFirst().orElse(null), m -> m != null);
        String matchId = (String) match.get("id");
        Map<String, List<String>> platformLines = await().atMost(Duration.ofMinutes(1)).pollInterval(Duration.ofMillis(500))
                .until(() -> leaderboardTranscript(matchId), lines -> lines != null);

        Path kit = unpack(given().get("http://127.0.0.1:" + platform.schedulerPort() + "/api/competitions/" + slug + "/kit")
                .then().statusCode(200).contentType("application/zip").extract().asByteArray(), slug);
        assertThat(kit.resolve("arbiter")).isExecutable();
        assertThat(Files.readString(kit.resolve("README.md"))).contains("Java 21").contains("| move deadline (ms) | 3000 |");
        assertThat(kit.resolve("players/python/random_player.py")).isExecutable();

        // The entries' programs, seated as the platform seated them.
        List<Map<String, Object>> seats = new ArrayList<>(castList(match.get("seats")));
        seats.sort((a, b) -> Integer.compare((Integer) a.get("seat"), (Integer) b.get("seat")));
        // The kit's own launcher, as a contestant runs it, on this JVM: its output must be the JSON alone.
        var command = new ArrayList<>(List.of(kit.resolve("arbiter").toString(), "match", "--competition", kit.resolve("competition.json").toString(),
                "--seed", String.valueOf(match.get("seed")), "--json", "--transcript", kit.resolve("replay.jsonl").toString()));
        // Each program's own seed, revealed once the ladder match ended: with them the players play as they did.
        for (Object seatSeed : (List<?>) match.get("seatSeeds")) {
            command.addAll(List.of("--player-seed", String.valueOf(seatSeed)));
        }
        for (Map<String, Object> seat : seats) {
            String strategy = ((String) seat.get("entryId")).substring(slug.length() + 1);
            Path player = kit.resolve("entry-" + strategy + ".py");
            Files.write(player, Platform.strategyScript(strategy));
            Files.setPosixFilePermissions(player, PosixFilePermissions.fromString("rwxr-xr-x"));
            command.addAll(List.of("--player", player.toString()));
        }
        var launch = new ProcessBuilder(command).redirectErrorStream(true);
        launch.environment().put("JAVA_HOME", Path.of(ProcessHandle.current().info().command().orElseThrow())
                .getParent().getParent().toString());
        Process replay = launch.start();
        String output = new String(replay.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(replay.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(replay.exitValue()).as(output).isZero();

        Map<String, List<String>> kitLines = judged(Files.readAllLines(kit.resolve("replay.jsonl")).stream()
                .map(line -> JsonPath.from(line).<String, Object>getMap("$")).toList());
        assertThat(kitLines.keySet()).as("the channels of the kit's transcript").containsExactlyElementsOf(platformLines.keySet())
                .contains("judge > p1 line", "p2 > judge line", "judge > game line @player 1", "game > judge line @player 2");
        assertThat(kitLines.get("judge > p1 line")).as("what seat 1 was sent").hasSizeGreaterThan(3 * 120);
        kitLines.forEach((channel, lines) -> assertThat(lines).as(channel).containsExactlyElementsOf(platformLines.get(channel)));

        JsonPath result = JsonPath.from(output);
        JsonPath played = platform.get("/api/scheduler/matches/" + matchId);
        assertThat(result.getString("status")).isEqualTo("completed");
        assertThat(result.getLong("moves")).isEqualTo(played.getLong("moves"));
        assertThat(result.getList("seats.score", Double.class)).isEqualTo(played.getList("seats.score", Double.class));
        assertThat(result.getList("seats.verdict")).isEqualTo(played.getList("seats.verdict"));
    }

    /** The platform's transcript as the public sees it (no stderr), or null while the leaderboard has not stored it yet. */
    private static Map<String, List<String>> leaderboardTranscript(String matchId) {
        var objects = new ArrayList<Map<String, Object>>();
        for (int page = 0; ; page++) {
            var response = given().port(leaderboard).get("/api/matches/" + matchId + "/transcript?size=5000&page=" + page);
            if (response.statusCode() != 200) {
                return null;
            }
            JsonPath body = response.jsonPath();
            List<Map<String, Object>> lines = body.getList("lines");
            objects.addAll(lines);
            if (lines.isEmpty() || objects.size() >= body.getLong("total")) {
                break;
            }
        }
        return judged(objects);
    }

    /**
     * The protocol lines and judge notes of each channel ("src > dst kind") in their order, from the kit's JSONL (where
     * the kind is the text's key) or the leaderboard's API (where it is {@code type}); headers, stderr and times left
     * out. Per channel, because two programs answer concurrently: which of two answers the judge reads first is the
     * machine's timing, while what each program was sent and answered, and in which order, is the match. The game's
     * two directions carry every seat's lines ("@player N …"): each seat's are a channel of their own there too.
     */
    private static Map<String, List<String>> judged(List<Map<String, Object>> objects) {
        var channels = new TreeMap<String, List<String>>();
        for (Map<String, Object> o : objects) {
            for (String kind : List.of("line", "note")) {
                Object text = o.containsKey("type") ? (kind.equals(o.get("type")) ? o.get("text") : null) : o.get(kind);
                if (text != null) {
                    var seat = SEAT_PREFIX.matcher(text.toString());
                    String channel = o.get("src") + " > " + o.get("dst") + " " + kind + (seat.lookingAt() ? " " + seat.group(1) : "");
                    channels.computeIfAbsent(channel, c -> new ArrayList<>()).add(text.toString());
                }
            }
        }
        return channels;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> castList(Object o) {
        return (List<Map<String, Object>>) o;
    }

    /** Unpacks the zip into a temporary directory, keeping each entry's Unix mode as unzip would; returns the kit's top. */
    private static Path unpack(byte[] zip, String slug) throws Exception {
        Path dir = Files.createTempDirectory(Path.of("target").toAbsolutePath(), "kit-");
        try (var file = ZipFile.builder().setByteArray(zip).get()) {
            for (var entry : Collections.list(file.getEntries())) {
                Path target = dir.resolve(entry.getName()).normalize();
                assertThat(target.startsWith(dir)).as("inside the kit: %s", entry.getName()).isTrue();
                Files.createDirectories(target.getParent());
                try (InputStream in = file.getInputStream(entry)) {
                    Files.copy(in, target);
                }
                if ((entry.getUnixMode() & 0100) != 0) {
                    Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
                }
            }
        }
        return dir.resolve("arbiter-kit-" + slug);
    }
}
