package dev.arbiter.runner;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.GameRef;
import dev.arbiter.proto.v1.MatchHeartbeat;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RunnerPhase;
import dev.arbiter.proto.v1.Verdict;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The runner as the scheduler sees it: requests in on {@code match.requested}, heartbeats and results out,
 * with a real broker and real player processes (the Python sample players, by digest from the blob store).
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
class MatchRequestsTest {

    private static final Path PLAYERS = Path.of("../../examples/players/python");

    @Inject
    BlobStore blobs;

    @Inject
    MeterRegistry registry;

    private final KafkaTestBroker broker = KafkaTestBroker.shared();

    private EntryRef entry(String id, String file) throws Exception {
        Digest digest = putPython(Files.readString(PLAYERS.resolve(file)));
        return EntryRef.newBuilder().setEntryId(id).setVersion(1).setName(file)
                .setArtifactSha256(digest.hex()).setKind("script").build();
    }

    /**
     * A Python program as uploaded, its shebang naming the interpreter the tests resolve ({@link JudgeKit#PYTHON}):
     * {@code #!/usr/bin/env python3} would take whatever PATH finds, which may be a version manager's slow shim.
     */
    private Digest putPython(String source) throws Exception {
        String body = source.startsWith("#!") ? source.substring(source.indexOf('\n') + 1) : source;
        return blobs.put(new ByteArrayInputStream(("#!" + JudgeKit.PYTHON + "\n" + body).getBytes(StandardCharsets.UTF_8)));
    }

    private static MatchRequest.Builder rps(String matchId) {
        return MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(42)
                .setGame(GameRef.newBuilder().setBuiltin("rps").setProtocol(ProtocolId.PROTOCOL_ID_LMC1).putOptions("moves", "30"));
    }

    private void request(String key, byte[] value) throws Exception {
        try (var producer = new ReliableProducer(broker.bootstrapServers(), "test-scheduler", Duration.ofSeconds(10))) {
            producer.send(Topics.MATCH_REQUESTED, key, value);
        }
    }

    private MatchResult awaitResult(String matchId) throws Exception {
        ConsumerRecord<String, byte[]> record = broker.awaitRecord(Topics.MATCH_FINISHED, r -> matchId.equals(r.key()),
                Duration.ofSeconds(60)).orElseThrow(() -> new AssertionError("no match.finished for " + matchId));
        return MatchResult.parseFrom(record.value());
    }

    @Test
    void aRequestedMatchIsPlayedAndItsResultAndTranscriptArePublished() throws Exception {
        String matchId = "m-" + UUID.randomUUID();
        var request = rps(matchId).addSeats(entry("constant", "constant.py")).addSeats(entry("imitate", "imitate_last.py")).build();

        request(matchId, request.toByteArray());
        MatchResult result = awaitResult(matchId);

        assertThat(result.getStatus()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        assertThat(result.getAttempt()).isEqualTo(1);
        assertThat(result.getRunnerId()).isEqualTo("test-runner");
        assertThat(result.getSeed()).isEqualTo(42);
        assertThat(result.getSeatsList()).extracting(s -> s.getEntryId()).containsExactly("constant", "imitate");
        assertThat(result.getSeatsList()).extracting(s -> s.getVerdict()).containsOnly(Verdict.VERDICT_OK);
        // RoShamBo is zero-sum, and every one of the 30 moves was scored for both seats.
        assertThat(result.getSeats(0).getScore() + result.getSeats(1).getScore()).isZero();
        assertThat(result.getSeatsList()).extracting(s -> s.getScoredMoves()).containsOnly(30);
        Digest transcript = Digest.parse(result.getTranscript().getSha256());
        assertThat(blobs.size(transcript)).isEqualTo(result.getTranscript().getBytes()).isPositive();
        try (InputStream in = blobs.open(transcript)) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).contains("\"seed\":42").contains("python-constant");
        }
    }

    @Test
    void anEntrysNextMatchStartsItInTheSandboxPreparedForIt() throws Exception {
        var constant = entry("constant", "constant.py");
        var imitate = entry("imitate", "imitate_last.py");
        double before = spareStarts();
        // A sandbox is prepared after each start, in the background: a later match of the same entries takes it.
        // Match after match until one did, so that a slow machine only takes longer (each takes under a second).
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        while (spareStarts() == before && System.nanoTime() < deadline) {
            String matchId = "m-" + UUID.randomUUID();
            request(matchId, rps(matchId).addSeats(constant).addSeats(imitate).build().toByteArray());
            assertThat(awaitResult(matchId).getStatus()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
            Thread.sleep(500);
        }

        assertThat(spareStarts()).as("starts that took a sandbox prepared ahead").isGreaterThan(before);
    }

    private double spareStarts() {
        return registry.get("arbiter.runner.sandbox.spare.starts").functionCounter().count();
    }

    @Test
    void anUploadedGameProgramIsFetchedByDigestAndPlayed() throws Exception {
        String matchId = "m-" + UUID.randomUUID();
        Digest game = putPython(Files.readString(JudgeKit.resource("test_game.py")));
        var request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(3)
                .setGame(GameRef.newBuilder().setArtifactSha256(game.hex()).setProtocol(ProtocolId.PROTOCOL_ID_LMC2))
                .addSeats(entry("solo", "constant.py")).build();

        request(matchId, request.toByteArray());
        MatchResult result = awaitResult(matchId);

        assertThat(result.getStatus()).as(result.getStatusDetail()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        // The test game scores +1 for each of its 5 rounds answered with its first symbol, which constant plays.
        assertThat(result.getSeats(0).getScore()).isEqualTo(5.0);
        assertThat(result.getSeats(0).getVerdict()).isEqualTo(Verdict.VERDICT_OK);
    }

    @Test
    void aCompetitionsDialectAndShorterMoveDeadlineArePlayedByTheJudgeAndTheBuiltInGame() throws Exception {
        // A player that answers only the competition's keyword, and takes a second over its third move.
        String speaker = """
                import sys, time
                print("@info name speaker", flush=True)
                moves = 0
                for line in sys.stdin:
                    line = line.strip()
                    if line == "@command speak":
                        moves += 1
                        if moves == 3:
                            time.sleep(1.0)
                        print("@output rock", flush=True)
                    elif line == "@command exit":
                        break
                """;
        Digest digest = putPython(speaker);
        var seat = EntryRef.newBuilder().setVersion(1).setName("speaker").setArtifactSha256(digest.hex()).setKind("script");
        String matchId = "m-" + UUID.randomUUID();
        var request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(5)
                .setGame(GameRef.newBuilder().setBuiltin("rps").setProtocol(ProtocolId.PROTOCOL_ID_LMC1).putOptions("moves", "10")
                        .putDialect("lmc2.cmd.moveRequest", "speak"))
                .setLimits(dev.arbiter.proto.v1.Limits.newBuilder().setMoveDeadlineMs(400))
                .addSeats(seat.clone().setEntryId("one")).addSeats(seat.clone().setEntryId("two")).build();

        request(matchId, request.toByteArray());
        MatchResult result = awaitResult(matchId);

        assertThat(result.getStatus()).as(result.getStatusDetail()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        for (var s : result.getSeatsList()) {
            assertThat(s.getVerdict()).isEqualTo(Verdict.VERDICT_OK);
            assertThat(s.getScoredMoves()).as("the game asked with 'speak' and the judge took the answers").isEqualTo(10);
        }
        try (InputStream in = blobs.open(Digest.parse(result.getTranscript().getSha256()))) {
            String transcript = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertThat(transcript).as("the built-in game spoke the competition's keyword").contains("@command speak")
                    .doesNotContain("@command move");
            assertThat(transcript).as("the 400 ms move deadline applied").contains("move 3: no answer within 400 ms");
        }
    }

    @Test
    void anRddlSessionIsServedByTheJudgeToThePlannerAndItsRoundsComeBackForScoring() throws Exception {
        String matchId = "m-" + UUID.randomUUID();
        var request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(13)
                .setGame(GameRef.newBuilder().setProtocol(ProtocolId.PROTOCOL_ID_RDDL).putOptions("instance", "sysadmin_inst_mdp__1")
                        .putOptions("rddl.rounds", "3"))
                .addSeats(entry("planner", "rddl_random_planner.py")).build();

        request(matchId, request.toByteArray());
        MatchResult result = awaitResult(matchId);

        assertThat(result.getStatus()).as(result.getStatusDetail()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        var seat = result.getSeats(0);
        assertThat(seat.getVerdict()).as(seat.getDetail() + " / " + seat.getStderrHead()).isEqualTo(Verdict.VERDICT_OK);
        assertThat(seat.getName()).as("its client-name, from the entry's name").isEqualTo("rddl_random_planner.py");
        assertThat(seat.getRddl().getInstance()).isEqualTo("sysadmin_inst_mdp__1");
        assertThat(seat.getRddl().getRounds()).isEqualTo(3);
        assertThat(seat.getRddl().getRoundRewardsList()).hasSize(3).allMatch(r -> r > 0); // sysadmin pays running computers
        assertThat(seat.getRddl().getTotalReward()).isEqualTo(seat.getScore())
                .isCloseTo(seat.getRddl().getRoundRewardsList().stream().mapToDouble(Double::doubleValue).sum(),
                        org.assertj.core.data.Offset.offset(1e-9));
        try (InputStream in = blobs.open(Digest.parse(result.getTranscript().getSha256()))) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).contains("session-end");
        }
    }

    @Test
    void anRddlSessionOnAnUploadedDomainSetIsServedFromItsZip() throws Exception {
        var set = dev.arbiter.rddl.DomainSet.builtin("ippc2011-mdp").restrictedTo(List.of("game_of_life_inst_mdp__1"));
        Digest zip = blobs.put(new ByteArrayInputStream(set.toZip()));
        String matchId = "m-" + UUID.randomUUID();
        var request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(17)
                .setGame(GameRef.newBuilder().setProtocol(ProtocolId.PROTOCOL_ID_RDDL).setArtifactSha256(zip.hex())
                        .putOptions("instance", "game_of_life_inst_mdp__1").putOptions("rddl.rounds", "2"))
                .addSeats(entry("planner", "rddl_random_planner.py")).build();

        request(matchId, request.toByteArray());
        MatchResult result = awaitResult(matchId);

        assertThat(result.getStatus()).as(result.getStatusDetail()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        assertThat(result.getSeats(0).getVerdict()).as(result.getSeats(0).getDetail()).isEqualTo(Verdict.VERDICT_OK);
        assertThat(result.getSeats(0).getRddl().getRoundRewardsList()).hasSize(2);
    }

    @Test
    void aSilentPlannerIsEndedByTheGuardAtTimeAllowedPlusGrace() throws Exception {
        Digest silent = blobs.put(new ByteArrayInputStream("#!/bin/sh\nexec sleep 3600\n".getBytes(StandardCharsets.UTF_8)));
        String matchId = "m-" + UUID.randomUUID();
        var request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(1)
                .setGame(GameRef.newBuilder().setProtocol(ProtocolId.PROTOCOL_ID_RDDL).putOptions("instance", "sysadmin_inst_mdp__1")
                        .putOptions("rddl.time-allowed-ms", "1000").putOptions("rddl.grace-ms", "500"))
                .addSeats(EntryRef.newBuilder().setEntryId("silent").setVersion(1).setName("silent")
                        .setArtifactSha256(silent.hex()).setKind("script")).build();

        request(matchId, request.toByteArray());
        MatchResult result = awaitResult(matchId);

        assertThat(result.getStatus()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        assertThat(result.getSeats(0).getVerdict()).isEqualTo(Verdict.VERDICT_TIMEOUT);
        assertThat(result.getSeats(0).getDetail()).contains("RDDL-C27");
        assertThat(result.getSeats(0).getRddl().getRoundRewardsList()).isEmpty();
        assertThat(result.getDurationMs()).as("ended by the guard, not the match deadline").isLessThan(30_000);
    }

    @Test
    void anRddlRequestForAnInstanceTheFilesLackCannotBePlayed() throws Exception {
        String matchId = "m-" + UUID.randomUUID();
        var request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(1)
                .setGame(GameRef.newBuilder().setProtocol(ProtocolId.PROTOCOL_ID_RDDL).putOptions("instance", "no_such_inst_mdp__1"))
                .addSeats(entry("planner", "rddl_random_planner.py")).build();

        request(matchId, request.toByteArray());
        MatchResult result = awaitResult(matchId);

        assertThat(result.getStatus()).isEqualTo(MatchStatus.MATCH_STATUS_INFRASTRUCTURE_ERROR);
        assertThat(result.getStatusDetail()).contains("no RDDL instance 'no_such_inst_mdp__1'");
    }

    @Test
    void aTabooMatchIsRefereedByTheJudgeWithNoGameProgram() throws Exception {
        String matchId = "m-" + UUID.randomUUID();
        var request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(11)
                .setGame(GameRef.newBuilder().setBuiltin("taboo").setProtocol(ProtocolId.PROTOCOL_ID_TABOO))
                .addSeats(entry("guesser", "taboo_trivial.py")).build();

        request(matchId, request.toByteArray());
        MatchResult result = awaitResult(matchId);

        assertThat(result.getStatus()).as(result.getStatusDetail()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        assertThat(result.getSeats(0).getVerdict()).isEqualTo(Verdict.VERDICT_OK);
        // A Taboo score is the guesses one game took (a miss costs hints + 10): never below one.
        assertThat(result.getSeats(0).getScore()).isGreaterThanOrEqualTo(1.0);
    }

    @Test
    void aTabooSessionEndsWhenItsSetBudgetRunsOutAndLosesEveryGame() throws Exception {
        // A guesser that never answers, against a guess clock far longer than the 2 s budget: the budget, taken
        // from the same Taboo configuration a competition round uses, is what ends the match.
        Path silent = java.nio.file.Files.createTempFile("silent-guesser-", ".sh");
        java.nio.file.Files.writeString(silent, "#!/bin/sh\nexec sleep 3600\n");
        silent.toFile().deleteOnExit();
        EntryRef guesser = EntryRef.newBuilder().setEntryId("silent").setVersion(1).setName("silent.sh")
                .setArtifactSha256(blobs.put(silent).hex()).setKind("script").build();
        String matchId = "m-" + UUID.randomUUID();
        var request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(11)
                .setGame(GameRef.newBuilder().setBuiltin("taboo").setProtocol(ProtocolId.PROTOCOL_ID_TABOO)
                        .putOptions("taboo.process", "session").putOptions("taboo.games", "2")
                        .putOptions("taboo.guessDeadlineMs", "60000").putOptions("taboo.setBudgetMs", "2000"))
                .addSeats(guesser).build();

        request(matchId, request.toByteArray());
        MatchResult result = awaitResult(matchId);

        assertThat(result.getStatus()).as(result.getStatusDetail()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        assertThat(result.getSeats(0).getVerdict()).isEqualTo(Verdict.VERDICT_TIMEOUT);
        assertThat(result.getSeats(0).getDetail()).isEqualTo("the match's time budget of 2000 ms ran out");
        // Both games unsolved, each at its hints + 10.
        assertThat(result.getSeats(0).getScore()).isGreaterThanOrEqualTo(2 * 11.0);
    }

    @Test
    void heartbeatsNameTheRunnerWhenItTakesAMatchAndWhileItPlays() throws Exception {
        String matchId = "m-" + UUID.randomUUID();
        request(matchId, rps(matchId).addSeats(entry("a", "constant.py")).addSeats(entry("b", "random_player.py")).build().toByteArray());

        awaitResult(matchId);
        List<MatchHeartbeat> beats = new ArrayList<>();
        broker.awaitRecord(Topics.MATCH_HEARTBEAT, r -> {
            if (matchId.equals(r.key())) {
                try {
                    beats.add(MatchHeartbeat.parseFrom(r.value()));
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            }
            return beats.stream().anyMatch(b -> b.getPhase() == RunnerPhase.RUNNER_PHASE_RUNNING);
        }, Duration.ofSeconds(30));

        assertThat(beats).extracting(MatchHeartbeat::getPhase)
                .startsWith(RunnerPhase.RUNNER_PHASE_ACCEPTED).contains(RunnerPhase.RUNNER_PHASE_RUNNING);
        assertThat(beats).extracting(MatchHeartbeat::getRunnerId).containsOnly("test-runner");
        assertThat(beats).extracting(MatchHeartbeat::getAttempt).containsOnly(1);
    }

    @Test
    void heartbeatsWhileTheJudgePlaysCarryTheMovesAndEachSeatsRunningScore() throws Exception {
        String matchId = "m-" + UUID.randomUUID();
        // The constant player, taking 5 ms over each line it writes: 600 moves last at least 3 s on any machine,
        // several 500 ms heartbeats, however fast the judge plays (6000 quick moves once took only 454 ms).
        String constant = Files.readString(PLAYERS.resolve("constant.py"));
        String unhurried = constant.replace("def send(line):\n", "def send(line):\n    __import__('time').sleep(0.005)\n");
        assertThat(unhurried).as("the sample player still has its send()").isNotEqualTo(constant);
        EntryRef slow = EntryRef.newBuilder().setEntryId("a").setVersion(1).setName("unhurried constant.py")
                .setArtifactSha256(putPython(unhurried).hex()).setKind("script").build();
        request(matchId, rps(matchId).setGame(GameRef.newBuilder().setBuiltin("rps").setProtocol(ProtocolId.PROTOCOL_ID_LMC1).putOptions("moves", "600"))
                .addSeats(slow).addSeats(entry("b", "random_player.py")).build().toByteArray());

        List<MatchHeartbeat> playing = new ArrayList<>();
        broker.awaitRecord(Topics.MATCH_HEARTBEAT, r -> {
            if (matchId.equals(r.key())) {
                try {
                    MatchHeartbeat beat = MatchHeartbeat.parseFrom(r.value());
                    if (beat.getMoves() > 0) {
                        playing.add(beat);
                    }
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            }
            return !playing.isEmpty();
        }, Duration.ofSeconds(60));
        MatchResult result = awaitResult(matchId);

        MatchHeartbeat beat = playing.getFirst();
        assertThat(beat.getPhase()).isEqualTo(RunnerPhase.RUNNER_PHASE_RUNNING);
        assertThat(beat.getMoves()).isBetween(1L, result.getMoves());
        assertThat(beat.getScoresList()).hasSize(2);
    }

    @Test
    void anUnrunnableRequestIsReportedAsInfrastructureErrorAndTheRunnerCarriesOn() throws Exception {
        String missingArtefact = "m-" + UUID.randomUUID();
        String unknownGame = "m-" + UUID.randomUUID();
        String garbage = "m-" + UUID.randomUUID();
        String good = "m-" + UUID.randomUUID();
        var absent = EntryRef.newBuilder().setEntryId("ghost").setArtifactSha256("0".repeat(64)).setKind("elf").build();

        request(missingArtefact, rps(missingArtefact).addSeats(absent).build().toByteArray());
        request(unknownGame, rps(unknownGame).setGame(GameRef.newBuilder().setBuiltin("chess")).addSeats(entry("a", "constant.py")).build().toByteArray());
        request(garbage, "not protobuf at all \u0000\u00ff".getBytes(StandardCharsets.ISO_8859_1));
        request(good, rps(good).addSeats(entry("a", "constant.py")).build().toByteArray());

        MatchResult missing = awaitResult(missingArtefact);
        assertThat(missing.getStatus()).isEqualTo(MatchStatus.MATCH_STATUS_INFRASTRUCTURE_ERROR);
        assertThat(missing.getStatusDetail()).contains("0".repeat(64)).contains("not in the blob store");
        assertThat(missing.getSeatsList()).extracting(s -> s.getEntryId()).containsExactly("ghost");
        MatchResult chess = awaitResult(unknownGame);
        assertThat(chess.getStatus()).isEqualTo(MatchStatus.MATCH_STATUS_INFRASTRUCTURE_ERROR);
        assertThat(chess.getStatusDetail()).contains("unknown built-in game 'chess'");
        assertThat(awaitResult(garbage).getStatusDetail()).contains("not a MatchRequest");
        MatchResult alone = awaitResult(good);
        assertThat(alone.getStatus()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        assertThat(alone.getSeatsCount()).as("rps with one seat plays against the built-in bot").isEqualTo(1);
        assertThat(alone.getSeats(0).getVerdict()).isEqualTo(Verdict.VERDICT_OK);
    }
}
