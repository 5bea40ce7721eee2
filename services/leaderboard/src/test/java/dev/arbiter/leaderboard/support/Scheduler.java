package dev.arbiter.leaderboard.support;

import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.EntryStatus;
import dev.arbiter.proto.v1.EntryStatusChanged;
import dev.arbiter.proto.v1.MatchHeartbeat;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.RunnerPhase;
import dev.arbiter.proto.v1.MatchKind;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.RecordedSeat;
import dev.arbiter.proto.v1.RoundPublished;
import dev.arbiter.proto.v1.SeatResult;
import dev.arbiter.proto.v1.TranscriptRef;
import dev.arbiter.proto.v1.Verdict;
import dev.arbiter.testing.KafkaTestBroker;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;

import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;

/** Plays the scheduler in tests: sends what it would send, on the real broker. */
public final class Scheduler {

    private static final AtomicLong MATCHES = new AtomicLong();
    private static KafkaProducer<String, byte[]> producer;

    private Scheduler() {
    }

    private static synchronized KafkaProducer<String, byte[]> producer() {
        if (producer == null) {
            producer = new KafkaProducer<>(Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                    KafkaTestBroker.shared().bootstrapServers(), ProducerConfig.ACKS_CONFIG, "all"),
                    new StringSerializer(), new ByteArraySerializer());
        }
        return producer;
    }

    public static void send(String topic, String key, byte[] value) {
        try {
            producer().send(new ProducerRecord<>(topic, key, value)).get();
        } catch (InterruptedException | ExecutionException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void competition(String slug, String rankingMethod, int seats) {
        competition(slug, rankingMethod, seats, seats == 1 ? "taboo" : "rps", seats == 1 ? "taboo" : "lmc1");
    }

    /**
     * @param method a ranking method's name, a rating system's (elo, glicko2, trueskill) chosen for the ladder, or
     *               empty for none
     */
    public static void competition(String slug, String method, int seats, String game, String protocol) {
        competition(slug, method, seats, game, protocol, true);
    }

    /** An unlisted competition ({@code public} false): hidden from everyone but organisers. */
    public static void unlistedCompetition(String slug) {
        competition(slug, "elo", 2, "rps", "lmc1", false);
    }

    private static void competition(String slug, String method, int seats, String game, String protocol, boolean listed) {
        var message = CompetitionUpdated.newBuilder().setSlug(slug).setTitle("Test " + slug)
                .setGame(game).setProtocol(Vocabulary.protocol(protocol)).setPhase("open").setPublic(listed).setSeats(seats);
        if (!method.isEmpty()) { // empty: the scheduler named no method at all
            Vocabulary.findRankingMethod(method).ifPresentOrElse(message::setRankingMethod,
                    () -> message.setLadderMethod(Vocabulary.ladderMethod(method)));
        }
        send(Topics.COMPETITION_UPDATED, slug, message.build().toByteArray());
    }

    /** The scheduler asks the runners to play a match between these entries (version 1, named "Entry " + id). */
    public static void requested(String competition, String matchId, int attempt, String... entryIds) {
        requested(Topics.MATCH_REQUESTED, competition, matchId, attempt, entryIds);
    }

    /** As {@link #requested}, for a match that jumps the queue (a new entry's validation or first ladder match). */
    public static void requestedFirst(String competition, String matchId, int attempt, String... entryIds) {
        requested(Topics.MATCH_REQUESTED_PRIORITY, competition, matchId, attempt, entryIds);
    }

    /** As {@link #requested}, committing to the match's seeds as the scheduler does. */
    public static void requestedCommitted(String competition, String matchId, String seedCommitment, String... entryIds) {
        send(Topics.MATCH_REQUESTED, matchId, request(competition, matchId, 1, entryIds).setSeedCommitment(seedCommitment)
                .build().toByteArray());
    }

    private static void requested(String topic, String competition, String matchId, int attempt, String... entryIds) {
        send(topic, matchId, request(competition, matchId, attempt, entryIds).build().toByteArray());
    }

    private static MatchRequest.Builder request(String competition, String matchId, int attempt, String... entryIds) {
        MatchRequest.Builder request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(attempt)
                .setCompetition(competition).setSeed(7);
        for (String entryId : entryIds) {
            request.addSeats(EntryRef.newBuilder().setEntryId(entryId).setVersion(1).setName("Entry " + entryId));
        }
        return request;
    }

    /** A runner's heartbeat, as the sandbox runner sends it. */
    public static void heartbeat(String matchId, int attempt, RunnerPhase phase, long moves, double... scores) {
        MatchHeartbeat.Builder beat = MatchHeartbeat.newBuilder().setMatchId(matchId).setAttempt(attempt)
                .setRunnerId("runner-test").setPhase(phase).setSentAtMs(System.currentTimeMillis()).setMoves(moves);
        for (double score : scores) {
            beat.addScores(score);
        }
        send(Topics.MATCH_HEARTBEAT, matchId, beat.build().toByteArray());
    }

    /** The organiser disqualified this entry version (the scheduler's wording of the detail). */
    public static void disqualified(String competition, String entryId, int version, String reason) {
        send(Topics.ENTRY_STATUS, entryId, EntryStatusChanged.newBuilder().setEntryId(entryId).setVersion(version)
                .setCompetition(competition).setStatus(EntryStatus.ENTRY_STATUS_DISQUALIFIED)
                .setDetail("disqualified: " + reason).setCountsAgainstQuota(true).setAtMs(System.currentTimeMillis())
                .build().toByteArray());
    }

    public static void recorded(MatchRecorded message) {
        send(Topics.MATCH_RECORDED, message.getResult().getMatchId(), message.toByteArray());
    }

    public static void round(RoundPublished message) {
        send(Topics.ROUND_PUBLISHED, message.getRoundId(), message.toByteArray());
    }

    public static String newMatchId() {
        return "m-" + ProcessHandle.current().pid() + "-" + MATCHES.incrementAndGet();
    }

    /** A completed, rated ladder match between two entries (version 1 each, contestant = "c-" + entry). */
    public static MatchRecorded ladder(String competition, String first, double firstScore, String second, double secondScore) {
        return match(competition, newMatchId(), MatchKind.MATCH_KIND_LADDER, true, MatchStatus.MATCH_STATUS_COMPLETED,
                new Seat(first, firstScore, Verdict.VERDICT_OK), new Seat(second, secondScore, Verdict.VERDICT_OK));
    }

    public static MatchRecorded match(String competition, String matchId, MatchKind kind, boolean rated, MatchStatus status,
                                      Seat... seats) {
        MatchResult.Builder result = MatchResult.newBuilder().setMatchId(matchId).setAttempt(1).setStatus(status)
                .setMoves(100).setDurationMs(1234).setSeed(7).setRunnerId("runner-test");
        MatchRecorded.Builder recorded = MatchRecorded.newBuilder().setCompetition(competition).setKind(kind)
                .setRated(rated).setRecordedAtMs(System.currentTimeMillis());
        for (int i = 0; i < seats.length; i++) {
            Seat seat = seats[i];
            result.addSeats(SeatResult.newBuilder().setSeat(i + 1).setEntryId(seat.entryId()).setName(seat.entryId())
                    .setScore(seat.score()).setScoredMoves(100).setVerdict(seat.verdict())
                    .setDetail(seat.verdict() == Verdict.VERDICT_OK ? "" : "move 3: too slow"));
            recorded.addSeats(RecordedSeat.newBuilder().setSeat(i + 1).setEntryId(seat.entryId()).setVersion(seat.version())
                    .setContestant("c-" + seat.entryId()).setEntryName("Entry " + seat.entryId()));
        }
        return recorded.setResult(result).build();
    }

    /** The same message with another seed: which instance of the game it played, as the scheduler seeds instances. */
    public static MatchRecorded withSeed(MatchRecorded message, long seed) {
        return message.toBuilder().setResult(message.getResult().toBuilder().setSeed(seed)).build();
    }

    /** The same message with a transcript reference. */
    public static MatchRecorded withTranscript(MatchRecorded message, String sha256, long lines, long bytes) {
        return message.toBuilder().setResult(message.getResult().toBuilder().setTranscript(TranscriptRef.newBuilder()
                .setSha256(sha256).setLines(lines).setBytes(bytes))).build();
    }

    public record Seat(String entryId, double score, Verdict verdict, int version) {
        public Seat(String entryId, double score, Verdict verdict) {
            this(entryId, score, verdict, 1);
        }
    }
}
