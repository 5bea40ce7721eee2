package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.games.GamePrograms;
import dev.arbiter.scheduler.games.StoredGame;
import dev.arbiter.scheduler.service.InvalidRequestException;
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
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

@Path("/api/scheduler/games")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Game programs", description = "Organisers upload the game program of a competition that plays no built-in game")
public class GameResource {

    private final GamePrograms games;

    public GameResource(GamePrograms games) {
        this.games = games;
    }

    @POST
    @RolesAllowed("organiser")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @SecurityRequirement(name = "organiser")
    @Operation(summary = "Store a game program",
            description = "Multipart field `file`: an x86-64 ELF, a script starting with #! or a 64-bit Windows program that "
                    + "speaks the LMC game side. Create the competition with the answer's sha256 as gameArtifactSha256.")
    @APIResponse(responseCode = "201", description = "Stored (storing the same bytes again answers the same sha256)",
            content = @Content(schema = @Schema(implementation = StoredGame.class)))
    @APIResponse(responseCode = "400", description = "No file, or not a program the platform can run (the message says why)",
            content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "413", description = "Over arbiter.scheduler.max-game-bytes (named in the message)",
            content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response store(@RestForm("file") @Schema(type = SchemaType.STRING, format = "binary") FileUpload file) {
        StoredGame stored = games.store(uploaded(file), file.uploadedFile());
        return Response.status(Response.Status.CREATED).entity(stored).build();
    }

    /** The upload's file name, refusing a form without a file. Shared with the organiser's competition form. */
    public static String uploaded(FileUpload file) {
        if (file == null || file.uploadedFile() == null) {
            throw new InvalidRequestException("send the game program as the multipart field 'file'");
        }
        return file.fileName() == null || file.fileName().isBlank() ? "game program" : file.fileName();
    }
}
