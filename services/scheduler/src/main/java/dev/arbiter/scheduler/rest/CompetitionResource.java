package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.service.CompetitionService;
import dev.arbiter.scheduler.service.NewCompetition;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.net.URI;
import java.util.List;

@Path("/api/competitions")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Competitions", description = "Public list; organisers create competitions and move their phases")
public class CompetitionResource {

    private final CompetitionService competitions;
    private final SecurityIdentity identity;

    public CompetitionResource(CompetitionService competitions, SecurityIdentity identity) {
        this.competitions = competitions;
        this.identity = identity;
    }

    @GET
    @PermitAll
    @Transactional
    @Operation(summary = "List public competitions", description = "Slug, title, game and phase of every publicly listed competition (for organisers, of every one).")
    public List<Views.CompetitionSummary> list() {
        return Competition.newestFirst().stream().filter(c -> Visible.maySee(c, identity))
                .map(Views.CompetitionSummary::of).toList();
    }

    @POST
    @RolesAllowed("organiser")
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirement(name = "organiser")
    @Operation(summary = "Create a competition")
    @APIResponse(responseCode = "201", description = "Created")
    @APIResponse(responseCode = "400", description = "Invalid settings")
    @APIResponse(responseCode = "409", description = "Slug taken")
    public Response create(NewCompetition spec) {
        Competition c = competitions.create(spec);
        return Response.created(URI.create("/api/competitions/" + c.slug)).entity(Views.CompetitionView.of(c)).build();
    }

    @GET
    @Path("/{slug}")
    @PermitAll
    @Transactional
    @Operation(summary = "One competition's settings", description = "Private competitions only for organisers.")
    public Views.CompetitionView get(@PathParam("slug") String slug) {
        return Views.CompetitionView.of(visible(slug));
    }

    @PUT
    @Path("/{slug}/phase")
    @RolesAllowed("organiser")
    @Consumes(MediaType.TEXT_PLAIN)
    @SecurityRequirement(name = "organiser")
    @Operation(summary = "Move a competition to a phase", description = "Body: open, official, closed or archived. The ladder runs only while open; "
            + "archiving is for good and expires every transcript of the competition (results stay).")
    public Views.CompetitionView phase(@PathParam("slug") String slug, String phase) {
        return Views.CompetitionView.of(competitions.setPhase(slug, phase));
    }

    /** How long a competition keeps its ladder transcripts; an omitted field stays as it is. */
    @Schema(description = "Transcript retention of a competition's ladder")
    public record RetentionSettings(
            @Schema(description = "Days a ladder match's transcript is kept, 1-3650", examples = "14") Integer ladderTranscriptDays,
            @Schema(description = "Each entry's latest ladder matches that keep their transcripts, 1-1000000", examples = "200")
            Integer ladderTranscriptsPerEntry) {
    }

    @PUT
    @Path("/{slug}/retention")
    @RolesAllowed("organiser")
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirement(name = "organiser")
    @Operation(summary = "Set how long ladder transcripts are kept",
            description = "A ladder transcript older than the days, or not among the last matches of any of its entries, "
                    + "expires (those past the new bounds at once); results and ratings stay. Validation, official and "
                    + "rerun transcripts are kept until the competition is archived (phase archived).")
    @APIResponse(responseCode = "200", description = "The competition with its new retention")
    @APIResponse(responseCode = "400", description = "A bound out of range")
    public Views.CompetitionView retention(@PathParam("slug") String slug, RetentionSettings settings) {
        if (settings == null) {
            throw new dev.arbiter.scheduler.service.InvalidRequestException("give ladderTranscriptDays and/or ladderTranscriptsPerEntry");
        }
        return Views.CompetitionView.of(competitions.setRetention(slug, settings.ladderTranscriptDays(),
                settings.ladderTranscriptsPerEntry()));
    }

    @GET
    @Path("/{slug}/matches")
    @PermitAll
    @Transactional
    @Operation(summary = "Recent matches of a competition, newest first, with their states")
    public List<Views.MatchView> matches(@PathParam("slug") String slug,
                                         @QueryParam("limit") @DefaultValue("50") int limit) {
        Competition c = visible(slug);
        return Match.recent(c, Math.clamp(limit, 1, 500)).stream().map(m -> Views.MatchView.of(m, false)).toList();
    }

    private Competition visible(String slug) {
        return Visible.require(competitions.find(slug), identity);
    }
}
