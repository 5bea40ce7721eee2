package dev.arbiter.leaderboard.rest;

import dev.arbiter.leaderboard.model.Views;
import dev.arbiter.leaderboard.service.History;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/entries/{id}/history")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Entries", description = "An entry's rating history and record")
public class EntryResource {

    private final History history;
    private final VisibleCompetitions visible;

    public EntryResource(History history, VisibleCompetitions visible) {
        this.visible = visible;
        this.history = history;
    }

    @GET
    @Operation(summary = "An entry's rating history",
            description = "Its rating (and uncertainty) after each rated match, its wins, losses and draws against each "
                    + "opponent, its recent matches and the errors of its newest version.")
    @APIResponse(responseCode = "200", description = "The history",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Views.EntryHistory.class)))
    @APIResponse(responseCode = "404", description = "No recorded match names this entry")
    public Views.EntryHistory history(@PathParam("id") String id) {
        return history.of(id).filter(h -> visible.maySee(h.competition())).orElseThrow(() -> new NotFoundException("no entry " + id));
    }
}
