package dev.arbiter.scheduler;

import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.EntrySubmitted;
import dev.arbiter.proto.v1.MatchHeartbeat;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.RunnerPhase;
import dev.arbiter.proto.v1.SeatResult;
import dev.arbiter.proto.v1.Verdict;
import dev.arbiter.testing.KafkaTestBroker;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Plays the runners' side of the wire for scheduler tests: reads {@code match.requested} and
 * {@code match.requested.priority} for one competition and answers with heartbeats and a result chosen by the
 * test (or stays silent, like a runner that was killed, or keeps the match playing for as long as the test
 * runs). Real broker, real protobuf: only the judge is missing.
 */
final class RunnerDouble implements AutoCloseable {

    private final KafkaTestBroker broker = KafkaTestBroker.shared();
    private final ReliableProducer producer = new ReliableProducer(broker.bootstrapServers(), "runner-double", Duration.ofSeconds(10));
    private final String competition;
    private final String runnerId;
    private final BiFunction<String, MatchRequest, Optional<MatchResult>> behaviour;
    private final boolean keepsPlaying;
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final List<MatchRequest> playing = new ArrayList<>();
    private final Thread thread;
    private volatile boolean running = true;

    /** A request as it arrived, and on which topic. */
    record Request(String topic, MatchRequest request) {
    }

    /** @param behaviour the result for a request, or empty to go silent after the first heartbeats */
    RunnerDouble(String competition, String runnerId, Function<MatchRequest, Optional<MatchResult>> behaviour) {
        this(competition, runnerId, (topic, request) -> behaviour.apply(request), false);
    }

    /**
     * @param behaviour    the result for a request arriving on a topic, or empty for none
     * @param keepsPlaying whether a request without a result keeps its lease with a heartbeat each half second
     *                     (a match that plays until the test ends) rather than going silent
     */
    RunnerDouble(String competition, String runnerId, BiFunction<String, MatchRequest, Optional<MatchResult>> behaviour,
                 boolean keepsPlaying) {
        this.competition = competition;
        this.runnerId = runnerId;
        this.behaviour = behaviour;
        this.keepsPlaying = keepsPlaying;
        this.thread = Thread.ofPlatform().daemon().name("runner-double-" + runnerId).start(this::run);
    }

    private void run() {
        try (KafkaConsumer<String, byte[]> consumer = broker.newConsumer()) {
            consumer.subscribe(List.of(Topics.MATCH_REQUESTED, Topics.MATCH_REQUESTED_PRIORITY));
            long nextBeat = 0;
            while (running) {
                for (ConsumerRecord<String, byte[]> record : consumer.poll(Duration.ofMillis(100))) {
                    MatchRequest request = parse(record.value());
                    if (request.getCompetition().equals(competition)) {
                        requests.add(new Request(record.topic(), request));
                        heartbeat(request.getMatchId(), request.getAttempt(), runnerId, RunnerPhase.RUNNER_PHASE_ACCEPTED);
                        heartbeat(request.getMatchId(), request.getAttempt(), runnerId, RunnerPhase.RUNNER_PHASE_RUNNING);
                        Optional<MatchResult> result = behaviour.apply(record.topic(), request);
                        result.ifPresent(this::finish);
                        if (result.isEmpty() && keepsPlaying) {
                            playing.add(request);
                        }
                    }
                }
                if (System.nanoTime() > nextBeat) {
                    playing.forEach(r -> heartbeat(r.getMatchId(), r.getAttempt(), runnerId, RunnerPhase.RUNNER_PHASE_RUNNING));
                    nextBeat = System.nanoTime() + Duration.ofMillis(500).toNanos();
                }
            }
        }
    }

    List<MatchRequest> seen() {
        return requests.stream().map(Request::request).toList();
    }

    List<Request> requests() {
        return requests;
    }

    void heartbeat(String matchId, int attempt, String runner, RunnerPhase phase) {
        send(Topics.MATCH_HEARTBEAT, matchId, MatchHeartbeat.newBuilder().setMatchId(matchId).setAttempt(attempt)
                .setRunnerId(runner).setPhase(phase).setSentAtMs(System.currentTimeMillis()).build().toByteArray());
    }

    void finish(MatchResult result) {
        send(Topics.MATCH_FINISHED, result.getMatchId(), result.toByteArray());
    }

    void submit(EntrySubmitted entry) {
        send(Topics.ENTRY_SUBMITTED, entry.getEntryId(), entry.toByteArray());
    }

    private void send(String topic, String key, byte[] value) {
        try {
            producer.send(topic, key, value);
        } catch (Exception e) {
            throw new AssertionError("broker did not take " + topic, e);
        }
    }

    /** A completed result in which seat i scores {@code scores[i]} with verdict ok, every move scored. */
    static MatchResult completed(MatchRequest request, String runnerId, double... scores) {
        var result = MatchResult.newBuilder().setMatchId(request.getMatchId()).setAttempt(request.getAttempt())
                .setStatus(MatchStatus.MATCH_STATUS_COMPLETED).setSeed(request.getSeed()).setRunnerId(runnerId)
                .setMoves(10).setDurationMs(5);
        for (int i = 0; i < request.getSeatsCount(); i++) {
            result.addSeats(SeatResult.newBuilder().setSeat(i + 1).setEntryId(request.getSeats(i).getEntryId())
                    .setName(request.getSeats(i).getName()).setScore(scores.length > i ? scores[i] : 0).setScoredMoves(10)
                    .setVerdict(Verdict.VERDICT_OK));
        }
        return result.build();
    }

    static EntrySubmitted entry(String competition, String name, int version) {
        return EntrySubmitted.newBuilder().setEntryId(competition + "-" + name).setVersion(version).setCompetition(competition)
                .setContestant("contestant-" + name).setName(name).setArtifactSha256("a".repeat(63) + version)
                .setKind("script").setSizeBytes(100).build();
    }

    static String slug(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        thread.join(5000);
        producer.close();
    }

    private static MatchRequest parse(byte[] bytes) {
        try {
            return MatchRequest.parseFrom(bytes);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
