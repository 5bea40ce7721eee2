package dev.arbiter.runner.service;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.judge.Judge;
import dev.arbiter.judge.MatchProgress;
import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.MatchSpec;
import dev.arbiter.proto.v1.BuildReport;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.TranscriptRef;
import dev.arbiter.runner.config.RunnerConfig;
import dev.arbiter.runner.service.build.BuildLimits;
import dev.arbiter.runner.service.build.SourceBuilder;
import dev.arbiter.sandbox.Sandbox;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.nio.file.Files;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Plays one requested match: builds its source entries ({@link SeatBuilds}), installs its programs in a fresh
 * workspace, runs the judge, stores the
 * transcript in the blob store and returns the wire result. Never throws for anything in the request:
 * a match that cannot be played comes back as {@code infrastructure-error} with the reason.
 */
// Built at startup, not on the first match: its gauge must be on /q/metrics before any match arrives.
@Startup
@ApplicationScoped
public class MatchPlayer {

    private static final Logger LOG = Logger.getLogger(MatchPlayer.class);

    /** Told when the judge starts playing, so the heartbeat can say "running" and report the match's progress. */
    public interface PhaseListener {
        void running(Supplier<MatchProgress> progress);
    }

    private final Judge judge;
    private final BlobStore blobs;
    private final RunnerConfig config;
    private final RunnerIdentity identity;
    private final MeterRegistry registry;
    private final MatchSpecFactory specs;
    private final SeatBuilds builds;
    private final AtomicInteger busySlots = new AtomicInteger();
    private final Timer sandboxStart;
    private final Timer moveTime;
    /** Made at the first match, once the work directory has been made the runner's own. */
    private ProgramShelf programs;

    public MatchPlayer(Judge judge, BlobStore blobs, RunnerConfig config, RunnerIdentity identity, MeterRegistry registry) {
        this.judge = judge;
        this.blobs = blobs;
        this.config = config;
        this.identity = identity;
        this.registry = registry;
        this.specs = new MatchSpecFactory();
        this.builds = new SeatBuilds(new SourceBuilder(judge.sandbox().forBuilds(), BuildLimits.of(config.build())), blobs);
        registry.gauge("arbiter.runner.busy.slots", busySlots);
        this.sandboxStart = Timer.builder("arbiter.runner.sandbox.start")
                .description("From the judge's start to every program of the match being up in its sandbox")
                .publishPercentileHistogram().register(registry);
        FunctionCounter.builder("arbiter.runner.sandbox.spare.starts", judge.sandbox(), Sandbox::spareStarts)
                .description("Programs started in a sandbox prepared ahead for them rather than a new one")
                .register(registry);
        this.moveTime = Timer.builder("arbiter.runner.move")
                .description("Mean wall time of one move through the judge (relay both ways and the players' thinking), per match")
                .publishPercentileHistogram().register(registry);
    }

    private synchronized ProgramShelf programs() throws java.io.IOException {
        if (programs == null) {
            programs = new ProgramShelf(MatchWorkspace.programsFolder(config.workDirectory()), blobs,
                    MatchWorkspace.archiveLimits());
        }
        return programs;
    }

    public dev.arbiter.proto.v1.MatchResult play(MatchRequest request, PhaseListener phases) {
        busySlots.incrementAndGet();
        try (var workspace = new MatchWorkspace(config.workDirectory(), request.getMatchId(), request.getAttempt(), blobs, programs())) {
            Map<Integer, BuildReport> built = builds.build(request, workspace);
            if (built.values().stream().anyMatch(b -> !b.getOk())) {
                record("completed", 0);
                return ResultMapper.buildFailed(request, built, identity.id());
            }
            MatchSpec spec = withOutOfProtocolBudget(specs.spec(SeatBuilds.withBuiltSeats(request, built), workspace));
            long begun = System.nanoTime();
            var upAfterNanos = new java.util.concurrent.atomic.AtomicLong(-1);
            MatchResult result = judge.play(spec, progress -> {
                upAfterNanos.compareAndSet(-1, System.nanoTime() - begun);
                phases.running(progress);
            });
            timeStartAndMoves(upAfterNanos.get(), result);
            TranscriptRef transcript = storeTranscript(result);
            record(result.status().wireName(), result.durationMs());
            LOG.infof("Match %s attempt %d: %s in %d ms, %d moves", request.getMatchId(), request.getAttempt(),
                    result.status().wireName(), result.durationMs(), result.moves());
            return ResultMapper.withBuilds(ResultMapper.toProto(request, result, transcript, identity.id()), built);
        } catch (UnrunnableMatchException e) {
            return unrunnable(request, e.getMessage());
        } catch (Exception e) {
            LOG.errorf(e, "Match %s attempt %d could not be played", request.getMatchId(), request.getAttempt());
            return unrunnable(request, "runner " + identity.id() + " failed: " + e);
        } finally {
            busySlots.decrementAndGet();
        }
    }

    /** The result of a request that cannot be played at all, with the reason. */
    public dev.arbiter.proto.v1.MatchResult unrunnable(MatchRequest request, String reason) {
        LOG.warnf("Match %s attempt %d is unrunnable: %s", request.getMatchId(), request.getAttempt(), reason);
        record("infrastructure-error", 0);
        return ResultMapper.unrunnable(request, reason, identity.id());
    }

    /** The runner's budget for what players write outside the protocol, over the game's limits. */
    private MatchSpec withOutOfProtocolBudget(MatchSpec spec) {
        return new MatchSpec(spec.gameName(), spec.protocol(), spec.game(), spec.players(), spec.seed(), spec.gameOptions(),
                spec.limits().withOutOfProtocolBudget(config.outOfProtocolBudget().asLongValue()), spec.transcriptFile(),
                spec.playerSeeds());
    }

    private TranscriptRef storeTranscript(MatchResult result) throws java.io.IOException {
        var summary = result.transcript();
        if (summary == null || summary.file() == null || !Files.exists(summary.file())) {
            return TranscriptRef.getDefaultInstance();
        }
        Digest digest = blobs.put(summary.file());
        return TranscriptRef.newBuilder()
                .setSha256(digest.hex())
                .setLines(summary.lines())
                .setBytes(summary.bytes())
                .setTruncated(summary.truncated())
                .setOutOfProtocolDroppedLines(summary.outOfProtocolDroppedLines())
                .setOutOfProtocolDroppedBytes(summary.outOfProtocolDroppedBytes())
                .build();
    }

    /** Sandbox start and per-move time: the scale model's inputs (deploy/k8s/README.md), measured on every match. */
    private void timeStartAndMoves(long upAfterNanos, MatchResult result) {
        if (upAfterNanos < 0) {
            return;
        }
        sandboxStart.record(upAfterNanos, TimeUnit.NANOSECONDS);
        long playingNanos = TimeUnit.MILLISECONDS.toNanos(result.durationMs()) - upAfterNanos;
        if (result.moves() > 0 && playingNanos > 0) {
            moveTime.record(playingNanos / result.moves(), TimeUnit.NANOSECONDS);
        }
    }

    private void record(String status, long durationMs) {
        registry.counter("arbiter.runner.matches", "status", status).increment();
        Timer.builder("arbiter.runner.match.duration").tag("status", status).register(registry)
                .record(durationMs, TimeUnit.MILLISECONDS);
    }
}
