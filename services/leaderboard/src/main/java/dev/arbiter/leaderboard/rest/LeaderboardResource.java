package dev.arbiter.leaderboard.rest;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.model.Views;
import dev.arbiter.leaderboard.service.LeaderboardCache;
import dev.arbiter.leaderboard.service.LeaderboardPage;
import dev.arbiter.leaderboard.service.LiveUpdates;
import dev.arbiter.leaderboard.service.Rounds;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestStreamElementType;

/** A competition's standings: the ladder (paged, served from memory), the newest official round, live updates. */
@Path("/api/competitions/{slug}/leaderboard")
@Tag(name = "Leaderboards", description = "Ladder standings, official rounds and live updates per competition")
public class LeaderboardResource {

    private final LeaderboardConfig config;
    private final LeaderboardCache cache;
    private final Rounds rounds;
    private final LiveUpdates live;
    private final VisibleCompetitions visible;

    public LeaderboardResource(LeaderboardConfig config, LeaderboardCache cache, Rounds rounds, LiveUpdates live,
                               VisibleCompetitions visible) {
        this.visible = visible;
        this.config = config;
        this.cache = cache;
        this.rounds = rounds;
        this.live = live;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "A page of the ladder leaderboard",
            description = "Rows best first: rank, entryId, entry, contestant, rating, uncertainty, matches (and provisional, "
                    + "lastChange, version). Two-seat competitions are rated by Elo, Glicko-2 or TrueSkill (μ − 3σ); "
                    + "single-player competitions are ranked by mean score with a 95 % interval.")
    @APIResponse(responseCode = "200", description = "The page",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = LeaderboardPage.class)))
    @APIResponse(responseCode = "404", description = "No such competition")
    public Response leaderboard(
            @PathParam("slug") String slug,
            @Parameter(description = "0-based page number") @QueryParam("page") @DefaultValue("0") int page,
            @Parameter(description = "Rows per page (default from configuration, at most max-page-size)") @QueryParam("size") Integer size) {
        visible.require(slug);
        int rows = Paging.size(size, config.pageSize(), config.maxPageSize());
        byte[] body = cache.pageJson(slug, Math.max(0, page), rows)
                .orElseThrow(() -> new NotFoundException("no competition " + slug));
        return Response.ok(body, MediaType.APPLICATION_JSON_TYPE).build();
    }

    @GET
    @Path("/official")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The newest official round",
            description = "The scheduler's published standings, each with this service's estimate and its 95 % interval: "
                    + "Bradley–Terry strength in Elo points (two-seat games) or the score total (single-player games).")
    @APIResponse(responseCode = "200", description = "The round",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Views.RoundView.class)))
    @APIResponse(responseCode = "404", description = "No round published for this competition")
    public Views.RoundView official(@PathParam("slug") String slug) {
        visible.require(slug);
        return rounds.latest(slug).orElseThrow(() -> new NotFoundException("no official round of " + slug));
    }

    @GET
    @Path("/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    // Deciding who may follow it reads the database: not on the event loop.
    @io.smallrye.common.annotation.Blocking
    @RestStreamElementType(MediaType.APPLICATION_JSON)
    @Operation(summary = "Live updates of this leaderboard (server-sent events)",
            description = "One event each time the leaderboard changes (a result applied, a round published). Events are "
                    + "hints: re-read the leaderboard. Also at /api/leaderboard/competitions/{slug}/stream.")
    public Multi<LiveUpdates.Update> stream(@PathParam("slug") String slug) {
        visible.require(slug);
        return live.competition(slug);
    }
}
