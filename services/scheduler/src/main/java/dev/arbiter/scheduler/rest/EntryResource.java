package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.service.EntryService;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/entries")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed("organiser")
@SecurityRequirement(name = "organiser")
@Tag(name = "Entries", description = "Organisers' actions on entries")
public class EntryResource {

    @Schema(description = "Why an entry is disqualified; shown to contestants")
    public record Disqualification(@Schema(required = true, examples = "reads the other entry's files") String reason) {
    }

    private final EntryService entries;

    public EntryResource(EntryService entries) {
        this.entries = entries;
    }

    @POST
    @Path("/{key}/disqualification")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Disqualify an entry version",
            description = "It leaves the ladder, and its matches leave every round's standings (for its opponents too).")
    public Views.EntryView disqualify(@PathParam("key") long key, Disqualification body) {
        return Views.EntryView.of(entries.disqualify(key, body == null ? null : body.reason()));
    }
}
