package dev.arbiter.judge;

import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.SandboxedProcess;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static dev.arbiter.judge.testkit.JudgeKit.fastLimits;
import static dev.arbiter.judge.testkit.JudgeKit.inProcess;
import static dev.arbiter.judge.testkit.JudgeKit.testPlayer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * The judge's clocks measure what happened, when it happened, and whose time it was: an answer counts from
 * when it was read, not from when a busy match got round to it; a program's own deadlines start when it is up;
 * a slow game is not a player's timeout, and the session limit blames only a seat that was itself overdue; a
 * silent game is not kept alive by its players; a game's last lines count; and one program that stops reading
 * stalls nobody else, not even while its match is still starting.
 */
class JudgeClocksTest {

    private static final String ALPHABET = "rock paper scissors";

    private static List<String> rockScorer(List<String> outputs) {
        var lines = new ArrayList<String>();
        for (int i = 0; i < outputs.size(); i++) {
            lines.add("@player " + (i + 1) + " @score " + ("rock".equals(outputs.get(i)) ? "1" : "-1"));
        }
        return lines;
    }

    /** A program written as a shell script (sh starts in milliseconds, and needs no interpreter of its own). */
    private static Participant shell(String name, String script) {
        try {
            Path file = Files.createTempFile("judge-clock-" + name + "-", ".sh");
            Files.writeString(file, "#!/bin/sh\n" + script);
            file.toFile().setExecutable(true);
            file.toFile().deleteOnExit();
            return new Participant.Program(ProcessSpec.of(name, List.of("/bin/sh", file.toString())), name);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aProgramsNameDeadlineRunsFromWhenItsOwnSandboxWasUp() {
        // The second seat's sandbox takes longer to start than the whole name deadline (a slow container engine).
        Sandbox slowSecondSeat = new Sandbox() {
            private final UnsandboxedBackend plain = new UnsandboxedBackend();
            private int started;

            @Override
            public String name() {
                return "slow";
            }

            @Override
            public SandboxedProcess start(ProcessSpec spec) throws SandboxException {
                if (++started == 2) {
                    try {
                        Thread.sleep(2_500);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return plain.start(spec);
            }
        };
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1, 2).rounds(2, JudgeClocksTest::rockScorer, 1, 2).end());
        var played = JudgeKit.play(slowSecondSeat, LmcProtocol.lmc1(), inProcess(game),
                List.of(testPlayer("--name", "first", "--answer", "fixed:rock"), testPlayer("--name", "second", "--answer", "fixed:rock")),
                fastLimits().withNameDeadline(Duration.ofSeconds(2)), Map.of(), 42);
        assertThat(played.result().seats()).extracting(SeatResult::verdict).containsExactly(Verdict.OK, Verdict.OK);
        assertThat(played.result().seats()).extracting(SeatResult::score).containsExactly(2.0, 2.0);
    }

    @Test
    void theSessionLimitRunningOutWhileAPlayerIsWithinItsDeadlineVoidsTheMatchInsteadOfBlamingThePlayer() {
        // Each answer takes 1.5 s of a 5 s move deadline: at the 2 s limit the second move is pending but not overdue.
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1).rounds(5, JudgeClocksTest::rockScorer, 1).end());
        var limits = fastLimits().withMoveDeadline(Duration.ofSeconds(5)).withAverage(100, Duration.ofSeconds(5))
                .withMatchDeadline(Duration.ofSeconds(2));
        var played = JudgeKit.play(LmcProtocol.lmc1(), inProcess(game),
                List.of(testPlayer("--answer", "fixed:rock", "--sleep-ms", "1500")), limits);
        assertThat(played.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(played.result().statusDetail()).isEqualTo("the game did not finish within the session time limit of 2 s");
        assertThat(played.result().seats().getFirst().verdict()).isEqualTo(Verdict.OK);
    }

    @Test
    void theSessionLimitFollowsTheMoveCountAsLmc2Says() {
        var game = new ScriptedGame(Script.create().open("a b", 1).end());
        var limits = JudgeLimits.defaults().withMatchDeadline(Duration.ofMinutes(30));
        var played = JudgeKit.play(LmcProtocol.lmc2(), inProcess(game), List.of(testPlayer()), limits, Map.of("moves", "1000"), 1);
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        // 2 × (1000 moves × 100 ms) + 60 s
        assertThat(played.notes()).noneMatch(n -> n.contains("time limit"));
        assertThat(LmcProtocol.sessionCap(limits, Map.of("moves", "1000"))).isEqualTo(Duration.ofSeconds(260));
        assertThat(LmcProtocol.sessionCap(limits.withMatchDeadline(Duration.ofSeconds(90)), Map.of("moves", "1000")))
                .isEqualTo(Duration.ofSeconds(90));
        assertThat(LmcProtocol.sessionCap(limits, Map.of())).isEqualTo(Duration.ofMinutes(30));
    }

    @Test
    void aGameIsSilentEvenWhileAPlayerKeepsWritingLinesThatAreNotAnswers() {
        var game = new ScriptedGame(Script.create().open("a b", 1).pause(4_000).end());
        var chatty = shell("chatty", "echo '@info name chatty'\nwhile :; do echo '@chat still here'; sleep 0.05; done\n");
        var played = JudgeKit.play(LmcProtocol.lmc1(), inProcess(game), List.of(chatty),
                fastLimits().withGameSilenceLimit(Duration.ofMillis(800)));
        assertThat(played.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(played.result().statusDetail()).isEqualTo("the game was silent for 800 ms while the judge waited for its next line");
    }

    @Test
    void aGameThatWritesItsScoresAndExitsHasEveryScoreCountedEveryTime() {
        var game = shell("quick-game", """
                echo '@info name quick'
                while read -r line; do case "$line" in '@info player 1 '*) break ;; esac; done
                echo '@player 1 @command new'
                echo '@player 1 @command alphabet a b'
                echo '@player 1 @score 1'
                echo '@player 1 @score 0.5'
                echo '@player 1 @score -0.25'
                exit 0
                """);
        var player = new Participant.InProcess(() -> new NamingPlayer("listener"), "listener");
        for (int i = 0; i < 200; i++) {
            var played = JudgeKit.play(LmcProtocol.lmc1(), game, List.of(player), fastLimits().withExitGrace(Duration.ofMillis(200)));
            assertThat(played.result().status()).as("match %d", i).isEqualTo(MatchStatus.COMPLETED);
            var seat = played.result().seats().getFirst();
            assertThat(seat.scoredMoves()).as("scores counted in match %d", i).isEqualTo(3);
            assertThat(seat.score()).as("match %d", i).isEqualTo(1.25);
        }
    }

    @Test
    void anAnswerIsJudgedOnWhenItWasReadNotOnWhenTheBusyMatchGotRoundToIt() {
        // Seat 1 is a real process that answers within a fraction of its deadline; the judge reads (and stamps) its
        // answer from the pipe while the game, told seat 2's answer first, holds the match's executor until seat 1's
        // deadline is long past. Judged on when the judge got round to it, seat 1's answer would be a timeout. (The
        // pause before answering lets the watchdog's tick queue up first, to be handled before the answer is.)
        var deadline = Duration.ofSeconds(2);
        var seat1 = new StdoutWatch();
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1, 2)
                .line("@player 2 @command move").line("@player 1 @command move").await(1)
                .compute(outputs -> {
                    long heldFrom = System.nanoTime();
                    await(seat1.answerRead);
                    sleepUntil(heldFrom + deadline.toNanos() + 200_000_000L);
                    return List.of();
                })
                .await(1).compute(outputs -> List.of("@player 1 @score " + ("rock".equals(outputs.getFirst()) ? "1" : "-1")))
                .end());
        var quick = shell("quick", """
                echo '@info name quick'
                while read -r line; do
                  case "$line" in '@command move') sleep 0.3; echo '@output rock' ;; '@command exit') exit 0 ;; esac
                done
                """);
        // Seat 2 names itself once seat 1's reader is back waiting for input, so the hold never runs on that reader.
        var second = new Answerer("second", Integer.MAX_VALUE, () -> await(seat1.readerWaitsAfterName));
        var played = JudgeKit.play(seat1.sandbox(), LmcProtocol.lmc1(), inProcess(game), List.of(quick, second.participant()),
                fastLimits().withMoveDeadline(deadline).withGameSilenceLimit(Duration.ofSeconds(30)), Map.of(), 42);
        assertThat(played.result().status()).as(played.result().statusDetail()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(game.relayed()).contains("@player 1 @output rock");
        var seat = played.result().seats().getFirst();
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.OK);
        assertThat(seat.incidents()).isEmpty();
        assertThat(seat.score()).isEqualTo(1.0);
    }

    @Test
    void theSessionLimitRunningOutWhileASeatsMoveIsOverdueBlamesThatSeat() {
        // The game holds the match past the session limit while seat 1 owes move 2 and seat 2 owes move 1. Seat 1's
        // lapse is settled first (an empty move), and seat 2's answer is read only then, long after its deadline.
        var limits = fastLimits().withMatchDeadline(Duration.ofSeconds(2)).withGameSilenceLimit(Duration.ofSeconds(30));
        var first = new Answerer("first", 1, null);
        var second = new Answerer("second", 0, null);
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1, 2)
                .line("@player 2 @command move").line("@player 1 @command move").line("@player 1 @command move")
                .await(1).compute(outputs -> {
                    sleepUntil(System.nanoTime() + limits.matchDeadline().toNanos() + 100_000_000L);
                    return List.of();
                })
                .await(1).compute(outputs -> {
                    second.answerNow();
                    return List.of();
                })
                .build());
        var played = JudgeKit.play(LmcProtocol.lmc1(), inProcess(game), List.of(first.participant(), second.participant()), limits);
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(played.result().statusDetail()).isEqualTo("the session time limit of 2 s ran out");
        var seat1 = played.result().seats().get(0);
        assertThat(seat1.verdict()).as(seat1.detail()).isEqualTo(Verdict.OK);
        assertThat(seat1.incidents()).containsExactly("move 2: no answer within 500 ms");
        var seat2 = played.result().seats().get(1);
        assertThat(seat2.verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat2.detail()).isEqualTo("the session time limit of 2 s ran out while move 1 was overdue");
    }

    @Test
    void anAnswerReadInTimeButNotYetHandledWhenTheSessionLimitRunsOutBlamesNoSeat() {
        // Seat 2 answers well within its deadline while the game holds the match past the session limit: its answer
        // is read and stamped, but waits behind the hold and behind the tick that finds the limit gone. Judged on
        // when it was handled, seat 2 would be overdue.
        var deadline = Duration.ofMillis(1500);
        var limits = fastLimits().withMoveDeadline(deadline).withMatchDeadline(Duration.ofSeconds(2))
                .withGameSilenceLimit(Duration.ofSeconds(30));
        // Seat 1 names itself a moment after the match started, on a thread of its own: the hold runs there, while
        // the judge's clocks tick (they do once the match's start-up has been handled).
        var first = new Answerer("first", 1, () -> sleepUntil(System.nanoTime() + 100_000_000L));
        var second = new Answerer("second", 0, null);
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1, 2)
                .line("@player 2 @command move").line("@player 1 @command move")
                .await(1).compute(outputs -> {
                    long heldFrom = System.nanoTime();
                    sleepUntil(heldFrom + 200_000_000L); // the watchdog's next tick queues behind the hold meanwhile
                    join(Thread.ofVirtual().start(second::answerNow));
                    sleepUntil(heldFrom + limits.matchDeadline().toNanos() + 100_000_000L);
                    return List.of();
                })
                .build());
        var played = JudgeKit.play(LmcProtocol.lmc1(), inProcess(game), List.of(first.participant(), second.participant()), limits);
        assertThat(played.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(played.result().statusDetail()).isEqualTo("the game did not finish within the session time limit of 2 s");
        assertThat(played.result().seats()).extracting(SeatResult::verdict).containsExactly(Verdict.OK, Verdict.OK);
        assertThat(played.result().seats().get(1).incidents()).isEmpty();
    }

    @Test
    // A judge whose shared watchdog blocks on the deaf player's pipe never detects it: every match hangs.
    @Timeout(value = 3, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPlayerThatStopsReadingStallsOnlyItsOwnMatch() throws Exception {
        // Nineteen matches whose players miss move 2 once (a 4.5 s answer against a 3 s deadline, with seconds to spare
        // for every other move on a loaded machine): their results depend on the judge's clocks running, and on their
        // seeds. Played on one judge, then again on another together with a twentieth match, whose player never reads
        // while its game writes it far more than a pipe holds, first in answer to a timeout that only a tick can notice.
        var bigHint = "@player 1 @hint " + "x".repeat(3_000);
        var deafGame = new ScriptedGame(Script.create().open("a b", 1).line("@player 1 @command move").await(1)
                .compute(outputs -> java.util.Collections.nCopies(60, bigHint)).end());
        var deaf = shell("deaf", "echo '@info name deaf'\nexec sleep 3600\n");
        List<Played> alone = playTheNineteen(null);
        assertThat(alone.getFirst().result().seats().getFirst().incidents()).containsExactly("move 2: no answer within 3000 ms");
        assertThat(alone.stream().map(p -> p.result().seats().getFirst().score()).distinct().count())
                .as("results that differ by seed").isGreaterThan(1);

        List<Played> withTheDeaf = playTheNineteen(deafGame, deaf);
        for (int i = 0; i < NINETEEN; i++) {
            var expected = alone.get(i).result();
            var result = withTheDeaf.get(i).result();
            assertThat(result.status()).as("match %d", i).isEqualTo(expected.status());
            assertThat(result.moves()).as("match %d", i).isEqualTo(expected.moves());
            assertThat(result.seats()).as("match %d", i)
                    .extracting(SeatResult::score, SeatResult::scoredMoves, SeatResult::verdict, SeatResult::incidents)
                    .isEqualTo(expected.seats().stream().map(s -> tuple(s.score(), s.scoredMoves(), s.verdict(), s.incidents())).toList());
        }
        var deafSeat = withTheDeaf.getLast().result().seats().getFirst();
        assertThat(deafSeat.verdict()).as(deafSeat.detail()).isIn(Verdict.PROTOCOL, Verdict.TIMEOUT);
    }

    @Test
    // Without the watchdog ticking while the match starts, the thread starting it waits on the deaf player forever.
    @Timeout(value = 2, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPlayerThatNeverReadsIsCaughtEvenWhileItsMatchIsStillStarting() throws Exception {
        // The player's name has been read before the session starts, so the built-in game's opening, far more than a
        // pipe holds, is written to it by the thread that starts the match, before that thread has anything else to do.
        var bigHint = "@player 1 @hint " + "x".repeat(3_000);
        var game = new ScriptedGame(Script.create().open("a b", 1).compute(outputs -> java.util.Collections.nCopies(60, bigHint))
                .line("@player 1 @command move").end());
        var watch = new StdoutWatch();
        var deaf = shell("deaf", "echo '@info name deaf'\nexec sleep 3600\n");
        Path transcript = Files.createTempFile("judge-test-", ".jsonl");
        try (var judge = new Judge(watch.sandbox())) {
            var spec = new MatchSpec("test", LmcProtocol.lmc1(), inProcess(game), List.of(deaf), 42, Map.of(), fastLimits(), transcript);
            var result = judge.play(spec, progress -> await(watch.readerWaitsAfterName));
            assertThat(result.status()).as(result.statusDetail()).isEqualTo(MatchStatus.COMPLETED);
            var seat = result.seats().getFirst();
            assertThat(seat.verdict()).isEqualTo(Verdict.PROTOCOL);
            assertThat(seat.detail()).endsWith("stopped reading its input for 5 s");
        } finally {
            Files.deleteIfExists(transcript);
        }
    }

    private static final int NINETEEN = 19;

    /**
     * The nineteen matches at once on one judge (their seeds 1000…1018, in that order), and when {@code deafGame} is
     * given the deaf player's match as well, last.
     */
    private static List<Played> playTheNineteen(ScriptedGame deafGame, Participant... deaf) throws Exception {
        try (var judge = new Judge(new UnsandboxedBackend()); var pool = Executors.newFixedThreadPool(NINETEEN + 1)) {
            var matches = new ArrayList<CompletableFuture<Played>>();
            if (deafGame != null) {
                matches.add(CompletableFuture.supplyAsync(() -> JudgeKit.play(judge, LmcProtocol.lmc2(), inProcess(deafGame),
                        List.of(deaf), fastLimits(), Map.of(), 7), pool));
            }
            for (int i = 0; i < NINETEEN; i++) {
                long seed = 1000 + i;
                matches.add(CompletableFuture.supplyAsync(() -> playOneOfTheNineteen(judge, seed), pool));
            }
            var played = new ArrayList<Played>();
            for (var match : matches) {
                played.add(match.get());
            }
            if (deafGame != null) {
                played.add(played.removeFirst());
            }
            return played;
        }
    }

    /** Four rounds scored against targets drawn from the seed, so each seed has its own result. */
    private static Played playOneOfTheNineteen(Judge judge, long seed) {
        var targets = new Random(seed);
        var symbols = List.of(ALPHABET.split(" "));
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1).rounds(4, outputs -> {
            String target = symbols.get(targets.nextInt(symbols.size()));
            String score = target.equals(outputs.getFirst()) ? "1" : "-0." + (1 + targets.nextInt(9));
            return List.of("@player 1 @score " + score);
        }, 1).end());
        return JudgeKit.play(judge, LmcProtocol.lmc1(), inProcess(game),
                List.of(testPlayer("--answer", "cycle:rock,paper,scissors", "--sleep-at", "2:4500")),
                fastLimits().withMoveDeadline(Duration.ofSeconds(3)), Map.of(), seed);
    }

    /**
     * Runs programs plainly and watches what the judge reads from their stdout: when a name has been read and the
     * reader is back for more (so it is no longer handing the name on), and when an answer has been read.
     */
    private static final class StdoutWatch {
        final CountDownLatch readerWaitsAfterName = new CountDownLatch(1);
        final CountDownLatch answerRead = new CountDownLatch(1);

        Sandbox sandbox() {
            var plain = new UnsandboxedBackend();
            return new Sandbox() {
                @Override
                public String name() {
                    return "watched";
                }

                @Override
                public SandboxedProcess start(ProcessSpec spec) throws SandboxException {
                    return watched(plain.start(spec));
                }
            };
        }

        private SandboxedProcess watched(SandboxedProcess process) {
            InputStream stdout = new FilterInputStream(process.stdout()) {
                private boolean named;

                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    if (named) {
                        readerWaitsAfterName.countDown();
                    }
                    int n = super.read(b, off, len);
                    String text = n > 0 ? new String(b, off, n, StandardCharsets.ISO_8859_1) : "";
                    named |= text.contains("@info name");
                    if (text.contains("@output")) {
                        answerRead.countDown();
                    }
                    return n;
                }
            };
            return new SandboxedProcess() {
                @Override
                public OutputStream stdin() {
                    return process.stdin();
                }

                @Override
                public InputStream stdout() {
                    return stdout;
                }

                @Override
                public InputStream stderr() {
                    return process.stderr();
                }

                @Override
                public CompletableFuture<dev.arbiter.sandbox.ExitInfo> exit() {
                    return process.exit();
                }

                @Override
                public void kill() {
                    process.kill();
                }

                @Override
                public String describe() {
                    return process.describe();
                }
            };
        }
    }

    private static void sleepUntil(long nanos) {
        try {
            for (long left; (left = nanos - System.nanoTime()) > 0; ) {
                TimeUnit.NANOSECONDS.sleep(left);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(60, TimeUnit.SECONDS)).as("the event the game waits for").isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void join(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * An in-process player: answers "rock" to its first {@code answers} move requests, and whenever a test says so.
     * With {@code beforeNaming} it names itself on a thread of its own once that has run, as a process would.
     */
    private static final class Answerer implements dev.arbiter.judge.program.LineProgram {
        private final String name;
        private final int answers;
        private final Runnable beforeNaming;
        private int asked;
        private volatile dev.arbiter.judge.program.LineProgramContext context;

        Answerer(String name, int answers, Runnable beforeNaming) {
            this.name = name;
            this.answers = answers;
            this.beforeNaming = beforeNaming;
        }

        Participant participant() {
            return new Participant.InProcess(() -> this, name);
        }

        @Override
        public void start(dev.arbiter.judge.program.LineProgramContext context) {
            this.context = context;
            if (beforeNaming == null) {
                context.send("@info name " + name);
            } else {
                Thread.ofVirtual().start(() -> {
                    beforeNaming.run();
                    context.send("@info name " + name);
                });
            }
        }

        @Override
        public void onLine(String line) {
            if (line.equals("@command move") && ++asked <= answers) {
                answerNow();
            } else if (line.equals("@command exit")) {
                context.exit(0);
            }
        }

        /** Sends an answer from the calling thread: the judge stamps it now. */
        void answerNow() {
            context.send("@output rock");
        }
    }

    /** An in-process player that names itself and leaves when told to. */
    private static final class NamingPlayer implements dev.arbiter.judge.program.LineProgram {
        private final String name;
        private dev.arbiter.judge.program.LineProgramContext context;

        NamingPlayer(String name) {
            this.name = name;
        }

        @Override
        public void start(dev.arbiter.judge.program.LineProgramContext context) {
            this.context = context;
            context.send("@info name " + name);
        }

        @Override
        public void onLine(String line) {
            if (line.equals("@command exit")) {
                context.exit(0);
            }
        }
    }
}
