package dev.arbiter.leaderboard.rest;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.service.Matches;
import dev.arbiter.leaderboard.service.Views;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/matches/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Matches", description = "Recorded matches and their transcripts")
public class MatchResource {

    private final LeaderboardConfig config;
    private final Matches matches;
    private final SecurityIdentity identity;

    public MatchResource(LeaderboardConfig config, Matches matches, SecurityIdentity identity) {
        this.config = config;
        this.matches = matches;
        this.identity = identity;
    }

    @GET
    @Operation(summary = "A recorded match", description = "Seats, scores, verdicts, status and the transcript's size.")
    @APIResponse(responseCode = "200", description = "The match",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Views.MatchDetail.class)))
    @APIResponse(responseCode = "404", description = "No such match recorded")
    public Views.MatchDetail match(@PathParam("id") String id) {
        return matches.find(id).orElseThrow(() -> new NotFoundException("no match " + id));
    }

    @GET
    @Path("/transcript")
    @Operation(summary = "A page of the match transcript",
            description = "Lines in order, filtered by q (case-insensitive). Everyone sees protocol lines, the judge's notes "
                    + "and the header; a program's stderr is included only for the signed-in contestant whose entry it is "
                    + "(the platform's session cookie).")
    @APIResponse(responseCode = "200", description = "The page",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Views.TranscriptPage.class)))
    @APIResponse(responseCode = "404", description = "No such match, or its transcript is not stored")
    public Views.TranscriptPage transcript(
            @PathParam("id") String id,
            @Parameter(description = "0-based page number") @QueryParam("page") @DefaultValue("0") int page,
            @Parameter(description = "Lines per page") @QueryParam("size") Integer size,
            @Parameter(description = "Only lines containing this text") @QueryParam("q") String query) {
        Views.MatchDetail match = match(id);
        return matches.transcript(match, Viewer.name(identity), query, Math.max(0, page),
                        Paging.size(size, config.transcriptPageSize(), config.maxPageSize() * 10))
                .orElseThrow(() -> new NotFoundException("no transcript stored for match " + id));
    }
}
