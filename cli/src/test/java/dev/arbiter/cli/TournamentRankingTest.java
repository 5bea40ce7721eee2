package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.rating.aggregate.ScoreRanking;
import dev.arbiter.rating.aggregate.ScoreStanding;
import dev.arbiter.rating.aggregate.SeatScore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter tournament} ranks as the protocol's spec does, by libs/rating, not by the players' totals. */
class TournamentRankingTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * An LMC1 game whose length the player decides: "stop" scores a whole point and ends the game at once,
     * "go" scores half a point a turn for ten turns. Going on sums higher; stopping scores more per turn.
     */
    private static final String STOP_OR_GO = """
            import sys
            def send(line):
                sys.stdout.write(line + "\\n")
                sys.stdout.flush()
            send("@info name StopOrGo")
            turns = 0
            for raw in sys.stdin:
                line = raw.rstrip("\\r\\n")
                if line.startswith("@info player 1 "):
                    send("@player 1 @command new")
                    send("@player 1 @command alphabet stop go")
                    send("@player 1 @command move")
                elif line.startswith("@player 1 @output"):
                    answer = line.split("@output", 1)[1].strip()
                    turns += 1
                    send("@player 1 @score " + ("1" if answer == "stop" else "0.5"))
                    if answer == "stop" or turns == 10:
                        send("@command end")
                    else:
                        send("@player 1 @command move")
                elif line.startswith("@command exit"):
                    break
            """;

    @TempDir
    Path dir;

    private Path executable(String name, String command) throws Exception {
        Path script = dir.resolve(name);
        Files.writeString(script, "#!/bin/sh\nexec " + command + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    private Path player(String name, String answer) throws Exception {
        return executable(name, JudgeKit.PYTHON + " -u " + JudgeKit.resource("test_player.py") + " --name " + name
                + " --answer fixed:" + answer);
    }

    /** What libs/rating makes of the tournament's completed matches, read back from its own JSON. */
    private static List<ScoreStanding> libsRatingOf(JsonNode matches) {
        var seats = new ArrayList<SeatScore>();
        for (JsonNode match : matches) {
            if ("completed".equals(match.get("status").asText())) {
                for (JsonNode seat : match.get("seats")) {
                    seats.add(new SeatScore(match.get("game").asText(), match.get("seed").asText(), seat.get("path").asText(),
                            null, seat.get("score").asDouble(), seat.get("scoredMoves").asInt()));
                }
            }
        }
        return ScoreRanking.MEAN_SCORE_PER_TURN.rank(seats);
    }

    @Test
    void anLmc1TournamentRanksByLibsRatingsMeanScorePerTurnNotByTheTotal() throws Exception {
        Path gameScript = dir.resolve("stop_or_go.py");
        Files.writeString(gameScript, STOP_OR_GO);
        Path game = executable("stop-or-go", JudgeKit.PYTHON + " -u " + gameScript);
        var run = CliRun.of("tournament", "--game", game.toString(), "--protocol", "lmc1", "--seats", "1", "--seed", "3",
                "--json", "--player", player("goer", "go").toString(), "--player", player("stopper", "stop").toString());

        assertThat(run.status()).as(run.err()).isZero();
        JsonNode out = JSON.readTree(run.out());
        assertThat(out.get("ranking").asText()).isEqualTo("mean-score-per-turn");
        JsonNode standings = out.get("standings");
        assertThat(standings).extracting(s -> s.get("name").asText()).containsExactly("stopper", "goer");
        assertThat(standings).extracting(s -> s.get("score").asDouble()).as("the totals would rank goer first")
                .containsExactly(1.0, 5.0);
        assertThat(standings).extracting(s -> s.get("rankingScore").asDouble()).containsExactly(1.0, 0.5);
        List<ScoreStanding> expected = libsRatingOf(out.get("matches"));
        assertThat(standings).extracting(s -> s.get("path").asText())
                .containsExactlyElementsOf(expected.stream().map(ScoreStanding::entryId).toList());
        assertThat(standings).extracting(s -> s.get("rank").asInt())
                .containsExactlyElementsOf(expected.stream().map(ScoreStanding::rank).toList());
    }
}
