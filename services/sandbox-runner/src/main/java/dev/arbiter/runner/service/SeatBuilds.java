package dev.arbiter.runner.service;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.proto.v1.BuildReport;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.runner.service.build.BuildOutcome;
import dev.arbiter.runner.service.build.SourceBuilder;
import dev.arbiter.sandbox.SandboxException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Builds the request's source seats (kind {@code source}) before the match: each one once per request, in its
 * own sandbox, the built tree stored in the blob store. The match then runs that tree as an {@code archive}, and
 * the result's {@code SeatResult.build} tells the scheduler which blob that is, so later matches never rebuild.
 */
final class SeatBuilds {

    static final String SOURCE = "source";

    private final SourceBuilder builder;
    private final BlobStore blobs;

    SeatBuilds(SourceBuilder builder, BlobStore blobs) {
        this.builder = builder;
        this.blobs = blobs;
    }

    /** Each source seat's build report by seat index (0-based); one build per distinct entry version. */
    Map<Integer, BuildReport> build(MatchRequest request, MatchWorkspace workspace)
            throws IOException, UnrunnableMatchException {
        var reports = new LinkedHashMap<Integer, BuildReport>();
        var byVersion = new LinkedHashMap<String, BuildReport>();
        for (int i = 0; i < request.getSeatsCount(); i++) {
            EntryRef entry = request.getSeats(i);
            if (!SOURCE.equals(entry.getKind())) {
                continue;
            }
            String key = entry.getEntryId() + "@" + entry.getVersion() + "@" + entry.getArtifactSha256();
            BuildReport report = byVersion.get(key);
            if (report == null) {
                report = buildOne("b" + (i + 1), entry, workspace);
                byVersion.put(key, report);
            }
            reports.put(i, report);
        }
        return reports;
    }

    private BuildReport buildOne(String label, EntryRef entry, MatchWorkspace workspace)
            throws IOException, UnrunnableMatchException {
        if (entry.getBuildCommandCount() == 0 || entry.getCommandCount() == 0) {
            throw new UnrunnableMatchException(label + ": a source entry needs a build command and a command");
        }
        Path sources = workspace.sources(label, entry.getArtifactSha256());
        BuildOutcome outcome;
        try {
            outcome = builder.build(sources, entry.getBuildCommandList(), workspace.buildScratch(label));
        } catch (SandboxException e) {
            throw new UnrunnableMatchException("the build sandbox could not start: " + e.getMessage(), e);
        }
        var report = BuildReport.newBuilder()
                .setOk(outcome.ok())
                .setFirstError(outcome.firstError())
                .setLog(outcome.log())
                .setLogTruncated(outcome.logTruncated())
                .setDurationMs(outcome.durationMs());
        if (outcome.ok()) {
            report.setArtifactSha256(blobs.put(outcome.builtTree()).hex());
        }
        return report.build();
    }

    /** The request with every successfully built seat turned into the archive it was built into. */
    static MatchRequest withBuiltSeats(MatchRequest request, Map<Integer, BuildReport> reports) {
        var built = request.toBuilder();
        reports.forEach((seat, report) -> built.setSeats(seat, request.getSeats(seat).toBuilder()
                .setKind("archive").setArtifactSha256(report.getArtifactSha256()).clearBuildCommand()));
        return built.build();
    }
}
