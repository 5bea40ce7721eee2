package dev.arbiter.runner.service;

import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.protocol.gvgai.GvgaiSettings;
import dev.arbiter.judge.protocol.rddl.RddlSettings;
import dev.arbiter.proto.v1.BuildReport;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.GvgaiLevelResult;
import dev.arbiter.proto.v1.GvgaiRun;
import dev.arbiter.proto.v1.RddlSession;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.TranscriptRef;
import dev.arbiter.proto.v1.Verdict;

import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;

/** The judge's result in the wire vocabulary of {@code match.proto}. */
final class ResultMapper {

    private ResultMapper() {
    }

    static dev.arbiter.proto.v1.MatchResult toProto(MatchRequest request, MatchResult result, TranscriptRef transcript,
                                                    String runnerId) {
        var builder = dev.arbiter.proto.v1.MatchResult.newBuilder()
                .setMatchId(request.getMatchId())
                .setAttempt(request.getAttempt())
                .setStatus(status(result.status()))
                .setStatusDetail(HostPaths.redact(result.statusDetail()))
                .setMoves(result.moves())
                .setDurationMs(result.durationMs())
                .setSeed(result.seed())
                .setTranscript(transcript)
                .setRunnerId(runnerId);
        for (SeatResult seat : result.seats()) {
            EntryRef entry = request.getSeats(seat.seat() - 1);
            var wire = dev.arbiter.proto.v1.SeatResult.newBuilder()
                    .setSeat(seat.seat())
                    .setEntryId(entry.getEntryId())
                    .setName(seat.name() == null ? "" : seat.name())
                    .setScore(seat.score())
                    .setScoredMoves(seat.scoredMoves())
                    .setVerdict(verdict(seat.verdict()))
                    .setDetail(HostPaths.redact(seat.detail()))
                    .setStderrHead(seat.stderrHead() == null ? "" : seat.stderrHead());
            switch (result.protocol()) {
                case PROTOCOL_ID_RDDL -> wire.setRddl(rddlSession(request, seat));
                case PROTOCOL_ID_GVGAI -> wire.setGvgai(gvgaiRun(request, seat));
                default -> {
                    // Other protocols report nothing beyond the score.
                }
            }
            builder.addSeats(wire);
        }
        return builder.build();
    }

    /** What IPPC scoring needs of an RDDL seat: the instance served and each counted round's reward. */
    static RddlSession rddlSession(MatchRequest request, SeatResult seat) {
        RddlSettings settings = RddlSettings.from(request.getGame().getOptionsMap());
        return RddlSession.newBuilder()
                .setInstance(settings.instance())
                .addAllRoundRewards(seat.rounds())
                .setTotalReward(seat.rounds().stream().mapToDouble(Double::doubleValue).sum())
                .setRounds(settings.rounds())
                .build();
    }

    /** Each built seat's result with its build report. */
    static dev.arbiter.proto.v1.MatchResult withBuilds(dev.arbiter.proto.v1.MatchResult result, Map<Integer, BuildReport> builds) {
        if (builds.isEmpty()) {
            return result;
        }
        var builder = result.toBuilder();
        builds.forEach((seat, report) -> builder.getSeatsBuilder(seat).setBuild(report));
        return builder.build();
    }

    /**
     * A match not played because a seat's build failed: that seat is to blame ({@code crash}, with the build's first
     * error), the others did nothing wrong and score nothing.
     */
    static dev.arbiter.proto.v1.MatchResult buildFailed(MatchRequest request, Map<Integer, BuildReport> builds, String runnerId) {
        var builder = dev.arbiter.proto.v1.MatchResult.newBuilder()
                .setMatchId(request.getMatchId())
                .setAttempt(request.getAttempt())
                .setStatus(MatchStatus.MATCH_STATUS_COMPLETED)
                .setStatusDetail("not played: a build failed")
                .setSeed(request.getSeed())
                .setRunnerId(runnerId);
        for (int i = 0; i < request.getSeatsCount(); i++) {
            var seat = dev.arbiter.proto.v1.SeatResult.newBuilder()
                    .setSeat(i + 1)
                    .setEntryId(request.getSeats(i).getEntryId())
                    .setName(request.getSeats(i).getName())
                    .setVerdict(Verdict.VERDICT_OK);
            BuildReport report = builds.get(i);
            if (report != null) {
                seat.setBuild(report);
                if (!report.getOk()) {
                    seat.setVerdict(Verdict.VERDICT_CRASH).setDetail(HostPaths.redact("build failed: " + report.getFirstError()));
                }
            }
            builder.addSeats(seat);
        }
        return builder.build();
    }

    /**
     * What the track's ranking needs of a GVGAI seat: the judge's validation stats ({@code victories},
     * {@code mean-score} …, and {@code level<N>.*} per validation level) as a typed message.
     */
    static GvgaiRun gvgaiRun(MatchRequest request, SeatResult seat) {
        Map<String, Double> s = seat.stats();
        var run = GvgaiRun.newBuilder()
                .setGame(GvgaiSettings.gameName(request.getGame().getOptionsMap()))
                .setVictories(s.getOrDefault("victories", 0.0).intValue())
                .setMeanScore(s.getOrDefault("mean-score", 0.0))
                .setMeanTicks(s.getOrDefault("mean-ticks", 0.0))
                .setPlays(s.getOrDefault("plays", 0.0).intValue())
                .setDisqualified(s.getOrDefault("disqualified", 0.0).intValue())
                .setTrainingPlays(s.getOrDefault("training-plays", 0.0).intValue());
        var levels = new TreeSet<Integer>();
        for (String key : s.keySet()) {
            var m = LEVEL_KEY.matcher(key);
            if (m.matches()) {
                levels.add(Integer.parseInt(m.group(1)));
            }
        }
        for (int level : levels) {
            String p = "level" + level + ".";
            run.addLevels(GvgaiLevelResult.newBuilder().setLevel(level)
                    .setVictories(s.getOrDefault(p + "victories", 0.0).intValue())
                    .setMeanScore(s.getOrDefault(p + "mean-score", 0.0))
                    .setMeanTicks(s.getOrDefault(p + "mean-ticks", 0.0))
                    .setPlays(s.getOrDefault(p + "plays", 0.0).intValue())
                    .setDisqualified(s.getOrDefault(p + "disqualified", 0.0).intValue()));
        }
        return run.build();
    }

    private static final Pattern LEVEL_KEY = Pattern.compile("level(\\d+)\\.plays");

    /** A match that could not be played at all: no seat is to blame, nothing is rated. */
    static dev.arbiter.proto.v1.MatchResult unrunnable(MatchRequest request, String reason, String runnerId) {
        var builder = dev.arbiter.proto.v1.MatchResult.newBuilder()
                .setMatchId(request.getMatchId())
                .setAttempt(request.getAttempt())
                .setStatus(MatchStatus.MATCH_STATUS_INFRASTRUCTURE_ERROR)
                .setStatusDetail(HostPaths.redact(reason))
                .setSeed(request.getSeed())
                .setRunnerId(runnerId);
        for (int i = 0; i < request.getSeatsCount(); i++) {
            builder.addSeats(dev.arbiter.proto.v1.SeatResult.newBuilder()
                    .setSeat(i + 1)
                    .setEntryId(request.getSeats(i).getEntryId())
                    .setName(request.getSeats(i).getName()));
        }
        return builder.build();
    }

    static MatchStatus status(dev.arbiter.judge.MatchStatus status) {
        return switch (status) {
            case COMPLETED -> MatchStatus.MATCH_STATUS_COMPLETED;
            case GAME_ERROR -> MatchStatus.MATCH_STATUS_GAME_ERROR;
            case INFRASTRUCTURE_ERROR -> MatchStatus.MATCH_STATUS_INFRASTRUCTURE_ERROR;
            case CANCELLED -> MatchStatus.MATCH_STATUS_CANCELLED;
        };
    }

    static Verdict verdict(dev.arbiter.judge.Verdict verdict) {
        return switch (verdict) {
            case OK -> Verdict.VERDICT_OK;
            case TIMEOUT -> Verdict.VERDICT_TIMEOUT;
            case CRASH -> Verdict.VERDICT_CRASH;
            case MEMORY -> Verdict.VERDICT_MEMORY;
            case PROTOCOL -> Verdict.VERDICT_PROTOCOL;
            case NO_NAME -> Verdict.VERDICT_NO_NAME;
            case OUTPUT_LIMIT -> Verdict.VERDICT_OUTPUT_LIMIT;
            case DISQUALIFIED -> Verdict.VERDICT_DISQUALIFIED;
        };
    }
}
