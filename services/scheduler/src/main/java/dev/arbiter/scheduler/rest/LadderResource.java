package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.service.CompetitionService;
import dev.arbiter.scheduler.service.LadderService;
import dev.arbiter.scheduler.service.Standings;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;

/** The ladder's standings in the scheduler's terms; the public ladder is the leaderboard's. */
@Path("/api/scheduler/competitions/{slug}/ladder")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Competitions")
public class LadderResource {

    private final CompetitionService competitions;
    private final LadderService ladder;

    public LadderResource(CompetitionService competitions, LadderService ladder) {
        this.competitions = competitions;
        this.ladder = ladder;
    }

    @GET
    @RolesAllowed("organiser")
    @Transactional
    @SecurityRequirement(name = "organiser")
    @Operation(summary = "Ladder standings: the newest ready version of each entry over its rated ladder matches, "
            + "ranked by the competition's ranking method")
    public List<Standings.Row> standings(@PathParam("slug") String slug) {
        return ladder.standings(competitions.find(slug));
    }
}
