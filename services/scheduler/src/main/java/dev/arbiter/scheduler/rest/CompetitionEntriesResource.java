package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.service.CompetitionService;
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

/**
 * The scheduler's view of a competition's entries. Under /api/scheduler because
 * /api/competitions/{slug}/entries belongs to the submission service (uploads and a contestant's own entries).
 */
@Path("/api/scheduler/competitions/{slug}/entries")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Competitions")
public class CompetitionEntriesResource {

    private final CompetitionService competitions;

    public CompetitionEntriesResource(CompetitionService competitions) {
        this.competitions = competitions;
    }

    @GET
    @RolesAllowed("organiser")
    @Transactional
    @SecurityRequirement(name = "organiser")
    @Operation(summary = "Every entry version of a competition, with status and matchmaking rating")
    public List<Views.EntryView> entries(@PathParam("slug") String slug) {
        return Entry.of(competitions.find(slug)).stream().map(Views.EntryView::of).toList();
    }
}
