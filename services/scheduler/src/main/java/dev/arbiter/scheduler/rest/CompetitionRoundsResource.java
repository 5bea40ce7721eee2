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

@Path("/api/competitions/{slug}/rounds")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Official rounds", description = "Frozen entries, seeded matches, publication, reruns")
public class CompetitionRoundsResource {

    private final RoundService rounds;
    private final CompetitionService competitions;
    private final io.quarkus.security.identity.SecurityIdentity identity;

    public CompetitionRoundsResource(RoundService rounds, CompetitionService competitions,
                                     io.quarkus.security.identity.SecurityIdentity identity) {
        this.rounds = rounds;
        this.competitions = competitions;
        this.identity = identity;
    }

    @POST
    @RolesAllowed("organiser")
    @SecurityRequirement(name = "organiser")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Start an official round", description = "Freezes the field and requests all matches (Swiss: round by round).")
    public Response create(@PathParam("slug") String slug, NewRound spec) {
        OfficialRound round = rounds.create(slug, spec == null ? new NewRound(null, null, null, null, null, null) : spec);
        return Response.created(URI.create("/api/rounds/" + round.id)).entity(view(round.id)).build();
    }

    @GET
    @PermitAll
    @Transactional
    @Operation(summary = "Published rounds of a competition with their standings")
    public List<Views.RoundView> published(@PathParam("slug") String slug) {
        return OfficialRound.of(Visible.require(competitions.find(slug), identity)).stream()
                .filter(r -> OfficialRound.PUBLISHED.equals(r.state))
                .map(r -> Views.RoundView.of(r, rounds.standings(r))).toList();
    }

    @Transactional
    Views.RoundView view(String id) {
        OfficialRound round = rounds.find(id);
        return Views.RoundView.of(round, rounds.standings(round));
    }
}
