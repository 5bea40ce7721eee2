package dev.arbiter.leaderboard.rest;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.model.Views;
import dev.arbiter.leaderboard.service.LiveMatches;
import dev.arbiter.leaderboard.service.LiveUpdates;
import dev.arbiter.leaderboard.service.Matches;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestStreamElementType;

@Path("/api/matches/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Matches", description = "Matches in play and recorded, their transcripts and live updates")
public class MatchResource {

    /** A transcript past its competition's retention: gone for good, the match's result still there. */
    static final ProblemType TRANSCRIPT_EXPIRED = ProblemType.of("transcript-expired", "The transcript has expired");

    private final LeaderboardConfig config;
    private final Matches matches;
    private final LiveMatches liveMatches;
    private final LiveUpdates live;
    private final VisibleCompetitions visible;

    public MatchResource(LeaderboardConfig config, Matches matches, LiveMatches liveMatches,
                         LiveUpdates live, VisibleCompetitions visible) {
        this.visible = visible;
        this.config = config;
        this.matches = matches;
        this.liveMatches = liveMatches;
        this.live = live;
    }

    @GET
    @Path("/live")
    @Operation(summary = "A match's state, progress and timeline",
            description = "From the scheduler's request and the runner's heartbeats: requested, accepted or running, the "
                    + "runner, moves played and each seat's running score, and every state with its time. Kept once the "
                    + "result is recorded (recorded = true, state = the result's status).")
    @APIResponse(responseCode = "200", description = "The match",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Views.LiveMatch.class)))
    @APIResponse(responseCode = "404", description = "No request or heartbeat has named this match")
    public Views.LiveMatch live(@PathParam("id") String id) {
        return liveMatches.find(id).filter(m -> visible.maySee(m.competition()))
                .orElseThrow(() -> new NotFoundException("no match " + id + " in play"));
    }

    @GET
    @Path("/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    // Deciding who may follow it reads the database: not on the event loop.
    @io.smallrye.common.annotation.Blocking
    @RestStreamElementType(MediaType.APPLICATION_JSON)
    @Operation(summary = "Live updates of one match (server-sent events)",
            description = "One event each time the match moves: type progress with its whole live state (each replaces "
                    + "the last), then type recorded once its result is in.")
    public Multi<LiveUpdates.MatchUpdate> stream(@PathParam("id") String id) {
        // A match known to be of a competition the viewer may not see has no feed either.
        liveMatches.find(id).ifPresent(m -> visible.require(m.competition()));
        matches.find(id).ifPresent(m -> visible.require(m.competition()));
        return live.match(id);
    }

    @GET
    @Operation(summary = "A recorded match", description = "Seats, scores, verdicts, status and the transcript's size.")
    @APIResponse(responseCode = "200", description = "The match",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Views.MatchDetail.class)))
    @APIResponse(responseCode = "404", description = "No such match recorded")
    public Views.MatchDetail match(@PathParam("id") String id) {
        return matches.find(id).filter(m -> visible.maySee(m.competition()))
                .orElseThrow(() -> new NotFoundException("no match " + id));
    }

    @GET
    @Path("/transcript")
    @Operation(summary = "A page of the match transcript",
            description = "Lines in order, filtered by q (case-insensitive). Everyone sees protocol lines, the judge's notes "
                    + "and the header; a program's stderr is included only for the signed-in contestant whose entry it is "
                    + "(the platform's session cookie), and for organisers; stderr written on an organiser's private GVGAI "
                    + "levels only for organisers until the competition closes.")
    @APIResponse(responseCode = "200", description = "The page",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Views.TranscriptPage.class)))
    @APIResponse(responseCode = "404", description = "No such match, or its transcript is not stored")
    @APIResponse(responseCode = "410", description = "The transcript went past its competition's retention (problem "
            + "transcript-expired, the detail saying what was kept); the match's result stays")
    public Views.TranscriptPage transcript(
            @PathParam("id") String id,
            @Parameter(description = "0-based page number") @QueryParam("page") @DefaultValue("0") int page,
            @Parameter(description = "Lines per page") @QueryParam("size") Integer size,
            @Parameter(description = "Only lines containing this text") @QueryParam("q") String query) {
        Views.MatchDetail match = match(id);
        if (match.transcript() != null && match.transcript().expired()) {
            throw new WebApplicationException(Problems.response(TRANSCRIPT_EXPIRED, 410,
                    "The transcript of match " + id + " is no longer kept: " + match.transcript().expiry()
                            + ". Its result stays at /api/matches/" + id + "."));
        }
        return matches.transcript(match, visible.readsStderr(match.competition()), query, Math.max(0, page),
                        Paging.size(size, config.transcriptPageSize(), config.maxPageSize() * 10))
                .orElseThrow(() -> new NotFoundException("no transcript stored for match " + id));
    }
}
