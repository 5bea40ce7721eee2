package dev.arbiter.leaderboard.rest;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.service.LiveUpdates;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.PathParam;
import org.jboss.resteasy.reactive.RestStreamElementType;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/leaderboard")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Service info", description = "Identity and configuration of this service")
public class LeaderboardInfoResource {

    private final String name;
    private final String version;
    private final LeaderboardConfig config;
    private final LiveUpdates live;
    private final VisibleCompetitions visible;

    public LeaderboardInfoResource(
            @ConfigProperty(name = "quarkus.application.name") String name,
            @ConfigProperty(name = "quarkus.application.version") String version,
            LeaderboardConfig config, LiveUpdates live, VisibleCompetitions visible) {
        this.visible = visible;
        this.live = live;
        this.name = name;
        this.version = version;
        this.config = config;
    }

    @GET
    @Path("/info")
    @Operation(summary = "Describe the leaderboard",
            description = "Returns the service name, its build version and the standings display policy in force.")
    @APIResponse(responseCode = "200", description = "Service description",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = LeaderboardInfo.class)))
    public LeaderboardInfo info() {
        return new LeaderboardInfo(name, version, config.provisionalMatchCount(), config.pageSize());
    }

    /** The same stream as /api/competitions/{slug}/leaderboard/stream, under this service's own prefix. */
    @GET
    @Path("/competitions/{slug}/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    // Deciding who may follow it reads the database: not on the event loop.
    @io.smallrye.common.annotation.Blocking
    @RestStreamElementType(MediaType.APPLICATION_JSON)
    @Tag(name = "Leaderboards")
    @Operation(summary = "Live updates of a leaderboard (server-sent events)",
            description = "One event each time the competition's leaderboard changes; the public pages listen here.")
    public Multi<LiveUpdates.Update> stream(@PathParam("slug") String slug) {
        visible.require(slug);
        return live.competition(slug);
    }
}
