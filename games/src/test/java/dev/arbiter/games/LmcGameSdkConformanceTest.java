package dev.arbiter.games;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.proto.v1.ProtocolId;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.arbiter.judge.testkit.JudgeKit.fastLimits;
import static dev.arbiter.judge.testkit.JudgeKit.testPlayer;
import static org.assertj.core.api.Assertions.assertThat;

/** lmc2.md §11 game-SDK items LMC2-G01 … G04, proven on every built-in game with real player processes. */
class LmcGameSdkConformanceTest {

    private static Played play(String name, int players) {
        var game = BuiltinGames.find(name).orElseThrow();
        var protocol = game.protocol() == ProtocolId.PROTOCOL_ID_LMC1 ? LmcProtocol.lmc1() : LmcProtocol.lmc2();
        var seats = new ArrayList<Participant>();
        for (int i = 1; i <= players; i++) {
            seats.add(testPlayer("--name", "player" + i, "--answer", "last-input"));
        }
        return JudgeKit.play(protocol, new Participant.InProcess(game.program(), name), seats, fastLimits(),
                Map.of("moves", "40"), 7);
    }

    /** The game's layer-1 lines for one player, envelope removed. */
    private static List<String> gameLinesFor(Played played, int player) {
        String prefix = "@player " + player + " ";
        return played.receivedFrom("game").stream().filter(l -> l.startsWith(prefix)).map(l -> l.substring(prefix.length())).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"rps", "imitate", "grammar"})
    void LMC2_G01_sendsNameNewAndAlphabetBeforeTheFirstInput(String name) {
        var played = play(name, 2);
        assertThat(played.receivedFrom("game").getFirst()).startsWith("@info name ");
        for (int p = 1; p <= 2; p++) {
            var lines = gameLinesFor(played, p);
            assertThat(lines.get(0)).isEqualTo("@command new");
            assertThat(lines.get(1)).startsWith("@command alphabet ");
            int firstPlay = indexOfFirst(lines, "@input", "@command move", "@score");
            assertThat(firstPlay).isEqualTo(2);
        }
    }

    private static int indexOfFirst(List<String> lines, String... prefixes) {
        for (int i = 0; i < lines.size(); i++) {
            for (String prefix : prefixes) {
                if (lines.get(i).startsWith(prefix)) {
                    return i;
                }
            }
        }
        return -1;
    }

    @ParameterizedTest
    @ValueSource(strings = {"rps", "imitate", "grammar"})
    void LMC2_G02_sendsOneScoreForEveryPlayerOutputItReceived(String name) {
        var played = play(name, 2);
        for (int p = 1; p <= 2; p++) {
            String relayed = "@player " + p + " @output";
            long outputs = played.sentTo("game").stream().filter(l -> l.startsWith(relayed)).count();
            long scores = gameLinesFor(played, p).stream().filter(l -> l.startsWith("@score ")).count();
            assertThat(outputs).isEqualTo(40);
            assertThat(scores).isEqualTo(outputs);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"imitate", "grammar"})
    void LMC2_G03_sendsEachHintAfterTheScoreOfTheMoveItRefersTo(String name) {
        var lines = gameLinesFor(play(name, 1), 1);
        int hints = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("@hint ")) {
                hints++;
                assertThat(lines.get(i - 1)).startsWith("@score ");
            }
        }
        assertThat(hints).isEqualTo(40);
    }

    @ParameterizedTest
    @ValueSource(strings = {"rps", "imitate", "grammar"})
    void LMC2_G04_endsTheSessionWithCommandEnd(String name) {
        var played = play(name, 1);
        assertThat(played.receivedFrom("game").getLast()).isEqualTo("@command end");
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(played.result().statusDetail()).isEmpty();
    }
}
