package dev.arbiter.submission.rest;

import dev.arbiter.submission.persistence.Competition;
import dev.arbiter.submission.security.Roles;
import dev.arbiter.submission.service.EntryQueries;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Organisers open and close a competition for uploads. The scheduler (issue 4) will own competitions and
 * this endpoint moves there; until then it is the only way to close one.
 */
@Path("/api/competitions/{slug}/uploads")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@SecurityRequirement(name = "bearer")
@Tag(name = "Competitions", description = "What the submission service knows of competitions")
public class CompetitionResource {

    private final EntryQueries queries;

    public CompetitionResource(EntryQueries queries) {
        this.queries = queries;
    }

    public record UploadState(boolean open) {
    }

    public record CompetitionUploads(String slug, String title, boolean open, int uploadsPerDay, long maxUploadBytes) {
        static CompetitionUploads of(Competition c) {
            return new CompetitionUploads(c.slug, c.title, c.open, c.uploadsPerDay, c.maxUploadBytes);
        }
    }

    @PUT
    @RolesAllowed(Roles.ORGANISER)
    @Operation(summary = "Open or close a competition for uploads (organisers)")
    public Response setOpen(@PathParam("slug") String slug,
                            @NotNull(message = "Send {\"open\": true} or {\"open\": false}.") UploadState state) {
        return queries.setOpen(slug, state.open())
                .map(c -> Response.ok(CompetitionUploads.of(c)).build())
                .orElseGet(() -> Problems.response(ProblemType.NOT_FOUND, 404, "There is no competition " + slug + "."));
    }
}
