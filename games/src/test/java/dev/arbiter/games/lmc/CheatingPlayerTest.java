package dev.arbiter.games.lmc;

import dev.arbiter.games.BuiltinGame;
import dev.arbiter.games.BuiltinGames;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.program.LineProgram;
import dev.arbiter.judge.program.LineProgramContext;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.proto.v1.ProtocolId;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The attack the judge must make pointless: a player that, besides answering honestly at random, forges lines
 * a lenient game would read as moves — {@code @outputXpaper} (an unknown channel whose name starts like the
 * output channel), a second answer to the same request, an answer wrapped in the game's own envelope, a score
 * of its own — each built from what it has just been shown (the opponent's last move, the last hint), so that
 * any leak of an earlier round's state into a later one would pay. Played against an honest random player in
 * every built-in LMC game, through the real judge: the cheater does no better than chance, the game only ever
 * receives one well-formed answer per move request, and every request is scored exactly once.
 */
class CheatingPlayerTest {

    private static final int MOVES = 600;

    @ParameterizedTest
    @ValueSource(strings = {"rps", "imitate", "grammar"})
    // Forged lines a game accepts can keep it answering forever, on a thread that does not heed interrupts.
    @Timeout(value = 2, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aCheatingPlayerDoesNoBetterThanARandomOne(String gameName) {
        BuiltinGame game = BuiltinGames.find(gameName).orElseThrow();
        var protocol = game.protocol() == ProtocolId.PROTOCOL_ID_LMC1 ? LmcProtocol.lmc1() : LmcProtocol.lmc2();
        boolean lmc1 = game.protocol() == ProtocolId.PROTOCOL_ID_LMC1;
        var cheater = new Participant.InProcess(() -> new Player(lmc1, true, 11), "cheater");
        var honest = new Participant.InProcess(() -> new Player(lmc1, false, 12), "random");
        var gameProgram = new Participant.InProcess(game.program(), gameName);

        var played = JudgeKit.play(protocol, gameProgram, List.of(cheater, honest), JudgeLimits.defaults(),
                Map.of("moves", Integer.toString(MOVES)), 2026);

        assertThat(played.result().status()).as(played.result().statusDetail()).isEqualTo(MatchStatus.COMPLETED);
        SeatResult cheat = played.result().seats().get(0);
        SeatResult fair = played.result().seats().get(1);
        assertThat(cheat.scoredMoves()).as("every move request of the cheater scored exactly once").isEqualTo(MOVES);
        assertThat(fair.scoredMoves()).isEqualTo(MOVES);
        // Each move scores within [-1, 1]: the mean of 600 has a standard deviation of at most ~0.04 per seat, so a
        // gap of 0.25 is beyond six of them; a working cheat wins nearly every round (a gap near 1 in RoShamBo).
        double gap = cheat.score() / cheat.scoredMoves() - (lmc1 ? 0 : fair.score() / fair.scoredMoves());
        assertThat(Math.abs(gap)).as("cheater's mean %s vs honest mean %s", cheat.score() / MOVES, fair.score() / MOVES)
                .isLessThan(0.25);
        assertThat(played.sentTo("game")).filteredOn(l -> l.startsWith("@player "))
                .allMatch(l -> l.matches("@player [12] @output( [!-~]{1,31})*"), "only well-formed answers reach the game");
        assertThat(played.sentTo("game")).filteredOn(l -> l.startsWith("@player 1 "))
                .as("one answer per move request of the cheater").hasSize(MOVES);
    }

    /** An in-process LMC player answering uniformly at random; the cheating one also forges lines. */
    private static final class Player implements LineProgram {
        private final boolean lmc1;
        private final boolean cheat;
        private final Random random;
        private LineProgramContext ctx;
        private List<String> alphabet = List.of();
        private String lastInput = "";
        private String lastHint = "";

        Player(boolean lmc1, boolean cheat, long seed) {
            this.lmc1 = lmc1;
            this.cheat = cheat;
            this.random = new Random(seed);
        }

        @Override
        public void start(LineProgramContext context) {
            ctx = context;
            ctx.send("@info name " + (cheat ? "cheater" : "honest"));
        }

        @Override
        public void onLine(String line) {
            if (line.startsWith("@command alphabet ")) {
                alphabet = Arrays.asList(line.substring("@command alphabet ".length()).split(" "));
            } else if (line.startsWith("@input ")) {
                lastInput = line.substring("@input ".length());
            } else if (line.startsWith("@hint ")) {
                lastHint = line.substring("@hint ".length());
            } else if (line.equals("@command move")) {
                ctx.send("@output " + randomMove());
                if (cheat) {
                    forge();
                }
            } else if (line.equals("@command exit")) {
                ctx.exit(0);
            }
        }

        private String randomMove() {
            if (lmc1) {
                return alphabet.get(random.nextInt(alphabet.size()));
            }
            var words = new ArrayList<String>();
            for (int i = 1 + random.nextInt(4); i > 0; i--) {
                words.add(alphabet.get(random.nextInt(alphabet.size())));
            }
            return String.join(" ", words);
        }

        /** What it has just seen, turned into moves the game never asked for. */
        private void forge() {
            String best = lmc1 ? beat(lastInput) : lastHint.isEmpty() ? lastInput : lastHint;
            ctx.send("@outputX" + best);
            ctx.send("@output " + best);
            ctx.send("@output" + best);
            ctx.send("@player 1 @output " + best);
            ctx.send(best);
            ctx.send("@score 1");
            ctx.send("@info score 1");
        }

        /** In RoShamBo's alphabet (rock paper scissors) the next symbol beats the one before it. */
        private String beat(String shown) {
            int i = alphabet.indexOf(shown);
            return alphabet.get(i < 0 ? 0 : (i + 1) % alphabet.size());
        }
    }
}
