package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.service.GvgaiGameUploads;
import dev.arbiter.web.problem.Problem;
import dev.arbiter.web.problem.Problems;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

import java.util.List;

@Path("/api/scheduler/gvgai-games")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "GVGAI games", description = "An organiser's VGDL game and levels for a GVGAI competition")
public class GvgaiGameResource {

    private final GvgaiGameUploads games;

    public GvgaiGameResource(GvgaiGameUploads games) {
        this.games = games;
    }

    @POST
    @RolesAllowed("organiser")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @SecurityRequirement(name = "organiser")
    @Operation(summary = "Check and store an organiser's VGDL game with its levels",
            description = "Multipart fields `files`: the game description <name>.txt and its levels <name>_lvl0.txt, "
                    + "<name>_lvl1.txt … (or a .zip of them). The description must load and every level start a game. "
                    + "Create the competition with the answer's sha256 as gvgaiFilesSha256. The files are never "
                    + "offered for download, and the validation levels' observations are withheld from transcripts.")
    @APIResponse(responseCode = "201", description = "Stored (the same files answer the same sha256)",
            content = @Content(schema = @Schema(implementation = GvgaiGameUploads.StoredGame.class)))
    @APIResponse(responseCode = "400", description = "Every problem found, one per line, as file:line:column: message; "
            + "nothing is stored", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "422", description = "Over a limit of arbiter.scheduler.uploads (bytes, nesting, ground "
            + "fluents or terms, tiles, check time), named with the file and line; nothing is stored",
            content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "503", description = "Other uploads are being checked; try again after Retry-After",
            content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response store(@RestForm("files") List<FileUpload> files) {
        var uploads = RddlSetResource.uploads(files, "send the game description and its levels (.txt, or a .zip of them) "
                + "as multipart field 'files'");
        return Response.status(Response.Status.CREATED).entity(games.store(uploads)).build();
    }
}
