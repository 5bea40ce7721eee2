package dev.arbiter.scheduler.service;

import dev.arbiter.proto.v1.BuildReport;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.SeatResult;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.MatchSeat;

import java.util.ArrayList;

/**
 * What the scheduler does with a source entry's build, reported by the runner in its validation match: a
 * successful build's archive becomes the version's artefact (so every later match runs it and nothing is built
 * twice); a failed one fails the entry as {@value #BUILD_FAILED}.
 */
final class SourceBuilds {

    /** The verdict announced for an entry whose build failed. */
    static final String BUILD_FAILED = "build-failed";
    static final String SOURCE = "source";

    private SourceBuilds() {
    }

    /** The seat's build report; the default (not ok, no error) when the seat was not built. */
    static BuildReport report(MatchResult result, MatchSeat seat) {
        if (result == null) {
            return BuildReport.getDefaultInstance();
        }
        return result.getSeatsList().stream().filter(s -> s.getSeat() == seat.seat).findFirst()
                .filter(SeatResult::hasBuild).map(SeatResult::getBuild).orElse(BuildReport.getDefaultInstance());
    }

    /**
     * What a seat's public detail says: a failed build's report (its first error line quotes the source) is for the
     * entry's owner and organisers alone (libs/web Visibility), so a build-failed seat says only that; the owner
     * gets the report in the entry's status fact.
     */
    static String publicDetail(SeatResult seat) {
        if (seat.hasBuild() && failed(seat.getBuild())) {
            return BUILD_FAILED_DETAIL;
        }
        return seat.getDetail();
    }

    /** A failed build's seat detail in every public view: no line of the build's output. */
    static final String BUILD_FAILED_DETAIL = "build failed (the build report is for the entry's owner)";

    static boolean failed(BuildReport build) {
        return !build.getOk() && !build.getFirstError().isEmpty();
    }

    /** The built archive replaces the sources as what the version runs; the sources' digest is kept. */
    static void keepBuilt(Entry entry, BuildReport build) {
        if (!SOURCE.equals(entry.kind) || build.getArtifactSha256().isEmpty()) {
            return;
        }
        entry.sourceSha256 = entry.artifactSha256;
        entry.artifactSha256 = build.getArtifactSha256();
        entry.kind = "archive";
        entry.buildCommand = new ArrayList<>();
    }
}
