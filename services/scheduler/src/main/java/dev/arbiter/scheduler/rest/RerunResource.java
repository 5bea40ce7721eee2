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

@Path("/api/reruns")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed("organiser")
@SecurityRequirement(name = "organiser")
@Tag(name = "Official rounds", description = "Frozen entries, seeded matches, publication, reruns")
public class RerunResource {

    private final RerunService reruns;

    public RerunResource(RerunService reruns) {
        this.reruns = reruns;
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "What a rerun set would change: match by match and in the standings")
    public RerunService.Difference difference(@PathParam("id") String id) {
        return reruns.difference(id);
    }

    @POST
    @Path("/{id}/apply")
    @Operation(summary = "Let a ready rerun set's results replace the originals")
    public Views.RerunSetView apply(@PathParam("id") String id) {
        reruns.apply(id);
        return view(reruns, id);
    }

    @POST
    @Path("/{id}/discard")
    @Operation(summary = "Throw a rerun set's results away")
    public Views.RerunSetView discard(@PathParam("id") String id) {
        reruns.discard(id);
        return view(reruns, id);
    }

    static Views.RerunSetView view(RerunService reruns, String id) {
        return io.quarkus.narayana.jta.QuarkusTransaction.requiringNew().call(() -> Views.RerunSetView.of(reruns.find(id)));
    }
}
