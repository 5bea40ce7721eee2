package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.persistence.OfficialRound;
import dev.arbiter.scheduler.persistence.RerunSet;
import dev.arbiter.scheduler.service.CompetitionService;
import dev.arbiter.scheduler.service.NewRound;
import dev.arbiter.scheduler.service.RerunService;
import dev.arbiter.scheduler.service.RoundService;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.net.URI;
import java.util.List;

@Path("/api/rounds")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed("organiser")
@SecurityRequirement(name = "organiser")
@Tag(name = "Official rounds", description = "Frozen entries, seeded matches, publication, reruns")
public class RoundResource {

    @Schema(description = "Matches to play again, and why")
    public record NewRerunSet(@Schema(required = true) List<String> matchIds, @Schema(examples = "runner disk full") String reason) {
    }

    private final RoundService rounds;
    private final RerunService reruns;

    public RoundResource(RoundService rounds, RerunService reruns) {
        this.rounds = rounds;
        this.reruns = reruns;
    }

    @GET
    @Path("/{id}")
    @Transactional
    @Operation(summary = "A round's progress and current standings (organisers see them before publication)")
    public Views.RoundView view(@PathParam("id") String id) {
        OfficialRound round = rounds.find(id);
        return Views.RoundView.of(round, rounds.standings(round));
    }

    @POST
    @Path("/{id}/publication")
    @Operation(summary = "Publish a complete round's standings", description = "409 while matches are still running.")
    public Views.RoundView publish(@PathParam("id") String id) {
        rounds.publish(id);
        return view(id);
    }

    @POST
    @Path("/{id}/reruns")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Rerun chosen matches of a round", description = "Same seats and seeds; nothing changes until the set is applied.")
    public Response rerun(@PathParam("id") String id, NewRerunSet body) {
        RerunSet set = reruns.create(id, body == null ? null : body.matchIds(), body == null ? null : body.reason());
        return Response.created(URI.create("/api/reruns/" + set.id)).entity(RerunResource.view(reruns, set.id)).build();
    }
}
