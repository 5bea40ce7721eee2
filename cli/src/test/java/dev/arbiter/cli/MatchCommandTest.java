package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.judge.testkit.JudgeKit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter match} as a user meets it: the JSON it prints, and one clear line for every mistake. */
class MatchCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** A player script: the judge's configurable test player behind a shebang, as a contestant would upload it. */
    private Path player(String name, String... flags) throws Exception {
        Path script = dir.resolve(name);
        Files.writeString(script, "#!/bin/sh\nexec " + JudgeKit.PYTHON + " -u " + JudgeKit.resource("test_player.py") + " --name " + name
                + " " + String.join(" ", flags) + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    @Test
    void matchWithJsonPrintsOneObjectWithGameSeedMovesDurationAndSeats() throws Exception {
        var run = CliRun.of("match", "--game", "rps", "--player", player("rocky", "--answer", "fixed:rock").toString(),
                "--player", player("papery", "--answer", "fixed:paper").toString(), "--seed", "7", "--moves", "50", "--json");
        assertThat(run.status()).isZero();
        JsonNode result = JSON.readTree(run.out());
        assertThat(result.get("game").asText()).isEqualTo("rps");
        assertThat(result.get("seed").asLong()).isEqualTo(7);
        assertThat(result.get("moves").asLong()).isEqualTo(50);
        assertThat(result.get("durationMs").asLong()).isPositive();
        assertThat(result.get("seats")).hasSize(2);
        assertThat(result.get("seats").get(0).get("name").asText()).isEqualTo("rocky");
        assertThat(result.get("seats").get(0).get("score").asDouble()).isEqualTo(-50.0);
        assertThat(result.get("seats").get(1).get("score").asDouble()).isEqualTo(50.0);
        assertThat(result.get("seats").get(1).get("verdict").asText()).isEqualTo("ok");
        assertThat(result.get("seats").get(1).get("path").asText()).endsWith("papery");
        assertThat(result.get("seats").get(1).has("detail")).isTrue();
    }

    @Test
    void eachPlayerGetsTheSeedGivenWithPlayerSeedSoARevealedMatchReplaysMoveForMove() throws Exception {
        String random = Path.of("../examples/players/python/random_player.py").toAbsolutePath().normalize().toString();
        String[] match = {"match", "--game", "rps", "--player", random, "--player", random, "--seed", "7", "--moves", "200",
            "--player-seed", "101", "--player-seed", "-202", "--json"};
        JsonNode first = JSON.readTree(CliRun.of(match).out());
        JsonNode again = JSON.readTree(CliRun.of(match).out());

        assertThat(first.get("playerSeeds").toString()).isEqualTo("[101,-202]");
        for (int seat = 0; seat < 2; seat++) {
            // Everything but the name: two copies of one program name themselves in the order they start, and
            // the second to announce gets the " (2)" (the LMC dialect's duplicate-names rule).
            for (String field : new String[] {"score", "scoredMoves", "verdict", "stderr"}) {
                assertThat(again.get("seats").get(seat).get(field)).as("seat %d %s", seat + 1, field)
                        .isEqualTo(first.get("seats").get(seat).get(field));
            }
        }
        assertThat(first.get("seats").get(0).get("score").asDouble()).as("two seeds, two different games").isNotEqualTo(0.0);
    }

    @Test
    void withoutPlayerSeedsEachPlayerGetsASeedNoOtherCanComputeAndTheResultSaysWhich() throws Exception {
        String random = Path.of("../examples/players/python/random_player.py").toAbsolutePath().normalize().toString();
        String[] match = {"match", "--game", "rps", "--player", random, "--player", random, "--seed", "7", "--moves", "20", "--json"};
        JsonNode seeds = JSON.readTree(CliRun.of(match).out()).get("playerSeeds");
        JsonNode otherRun = JSON.readTree(CliRun.of(match).out()).get("playerSeeds");

        assertThat(seeds).hasSize(2);
        assertThat(seeds.get(1).asLong() - seeds.get(0).asLong()).as("no fixed offset between seats").isNotIn(1L, -1L);
        assertThat(otherRun).as("a random key each run").isNotEqualTo(seeds);
    }

    @Test
    void aMatchWhosePlayerCrashesStillExitsZeroWithTheVerdict() throws Exception {
        var run = CliRun.of("match", "--game", "imitate", "--player", player("crasher", "--crash-at", "2").toString(),
                "--moves", "10", "--json");
        assertThat(run.status()).isZero();
        var seat = JSON.readTree(run.out()).get("seats").get(0);
        assertThat(seat.get("verdict").asText()).isEqualTo("crash");
        assertThat(seat.get("detail").asText()).isEqualTo("move 2: ended with exit code 3 before the session ended");
    }

    @Test
    void theTranscriptOptionKeepsEveryLineAsJsonLines() throws Exception {
        Path transcript = dir.resolve("t.jsonl");
        var run = CliRun.of("match", "--game", "grammar", "--player", player("g").toString(), "--moves", "5",
                "--transcript", transcript.toString());
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("transcript: " + transcript);
        var lines = Files.readAllLines(transcript);
        assertThat(JSON.readTree(lines.getFirst()).get("type").asText()).isEqualTo("header");
        assertThat(lines).anyMatch(l -> l.contains("\"line\":\"@command move\""));
    }

    @Test
    void usageMistakesExitTwoWithOneClearLine() throws Exception {
        Path notExecutable = dir.resolve("plain.py");
        Files.writeString(notExecutable, "#!" + JudgeKit.PYTHON + "\nprint('@info name x')\n");
        Path pe32 = dir.resolve("old.exe");
        byte[] header = new byte[512];
        header[0] = 'M';
        header[1] = 'Z';
        header[0x3c] = (byte) 0x80;
        header[0x80] = 'P';
        header[0x81] = 'E';
        header[0x80 + 24] = 0x0b;
        header[0x80 + 25] = 0x01;
        Files.write(pe32, header);
        Path text = dir.resolve("notes.txt");
        Files.writeString(text, "hello");
        String ok = player("fine").toString();

        assertError(CliRun.of("match", "--game", "chess", "--player", ok), "--game chess: neither a built-in game");
        assertError(CliRun.of("match", "--game", "rps", "--player", notExecutable.toString()), "not executable (try: chmod +x");
        assertError(CliRun.of("match", "--game", "rps", "--player", pe32.toString()), "32-bit Windows programs (PE32) are not supported");
        assertError(CliRun.of("match", "--game", "rps", "--player", text.toString()), "not a program the platform can run");
        assertError(CliRun.of("match", "--game", "rps", "--player", dir.resolve("missing").toString()), "no such file");
        assertError(CliRun.of("match", "--game", "rps", "--player", ok, "--player", ok, "--player", ok), "rps takes 1–2 players; 3 given");
        assertError(CliRun.of("match", "--game", "rps", "--player", ok, "--backend", "vm"), "--backend vm: no sandbox backend 'vm'; there are local, docker, none");
    }

    /** Mistakes picocli finds while parsing: its message and one hint, never the whole help after it. */
    @Test
    void parseMistakesExitTwoWithTheMessageAndOneHintLine() throws Exception {
        String ok = player("fine").toString();

        assertParseError(CliRun.of("match", "--game", "rps"), "arbiter: Missing required option: '--player=PATH'",
                "Try: arbiter match --help");
        assertParseError(CliRun.of("match", "--game", "rps", "--player", ok, "--seed", "seven"),
                "arbiter: Invalid value for option '--seed': 'seven' is not a long", "Try: arbiter match --help");
        assertParseError(CliRun.of("match", "--game", "rps", "--player", ok, "--sed", "7"),
                "arbiter: Unknown options: '--sed', '7'", "Try: arbiter match --help");
        assertParseError(CliRun.of("tournament", "--game", "rps", "--player", ok, "--repeat", "x"),
                "arbiter: Invalid value for option '--repeat': 'x' is not an int", "Try: arbiter tournament --help");
        assertParseError(CliRun.of("submit", "entry.zip"), "arbiter: Missing required option: '--competition=SLUG'",
                "Try: arbiter submit --help");
    }

    private static void assertError(CliRun run, String message) {
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).startsWith("arbiter: ").contains(message);
        assertThat(run.err().lines()).as(run.err()).hasSize(1);
        assertThat(run.out()).isEmpty();
    }

    private static void assertParseError(CliRun run, String message, String hint) {
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        var lines = run.err().lines().toList();
        assertThat(lines).as(run.err()).hasSize(2);
        assertThat(lines.get(0)).isEqualTo(message);
        assertThat(lines.get(1)).endsWith(hint);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void tournamentPlaysEveryPairInBothSeatsAndRanksByScore() throws Exception {
        var run = CliRun.of("tournament", "--game", "rps", "--moves", "20", "--seed", "1", "--json",
                "--player", player("rock", "--answer", "fixed:rock").toString(),
                "--player", player("paper", "--answer", "fixed:paper").toString(),
                "--player", player("scissors", "--answer", "fixed:scissors").toString());
        assertThat(run.status()).isZero();
        JsonNode out = JSON.readTree(run.out());
        assertThat(out.get("matches")).hasSize(6);
        var standings = out.get("standings");
        assertThat(standings).hasSize(3);
        for (JsonNode s : standings) {
            assertThat(s.get("matches").asInt()).isEqualTo(4);
            assertThat(s.get("wins").asInt()).isEqualTo(2);
            assertThat(s.get("losses").asInt()).isEqualTo(2);
        }
    }
}
