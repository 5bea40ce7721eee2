package dev.arbiter.submission.rest;

import dev.arbiter.submission.security.Roles;
import dev.arbiter.submission.service.EntryQueries;
import dev.arbiter.submission.service.EntryView;
import dev.arbiter.submission.service.SubmissionService;
import dev.arbiter.submission.service.SubmittedVersion;
import dev.arbiter.submission.service.UploadRequest;
import dev.arbiter.web.problem.Problem;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import io.quarkus.security.Authenticated;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.constraints.AssertTrue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
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
import org.jboss.resteasy.reactive.RestQuery;
import org.jboss.resteasy.reactive.multipart.FileUpload;

import java.net.URI;
import java.util.List;
import java.util.UUID;

@Path("/api")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Entries", description = "Upload entries and follow their validation")
@SecurityRequirement(name = "bearer")
public class EntryResource {

    private final SubmissionService submissions;
    private final EntryQueries queries;
    private final CurrentAccount caller;

    public EntryResource(SubmissionService submissions, EntryQueries queries, CurrentAccount caller) {
        this.submissions = submissions;
        this.queries = queries;
        this.caller = caller;
    }

    @Schema(description = "The version an upload created")
    public record Created(UUID id, int version, @Schema(examples = "stored") String status) {
        static Created of(SubmittedVersion v) {
            return new Created(v.entryId(), v.version(), v.status());
        }
    }

    @POST
    @Path("/competitions/{slug}/entries")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @RolesAllowed(Roles.CONTESTANT)
    @Operation(summary = "Upload a new version of my entry",
            description = "Multipart fields: `file` (an ELF executable, a #! script, a 64-bit .exe, or a .zip/.tar.gz "
                    + "with an arbiter.json manifest), `name` (the entry's name; the same name adds a version), "
                    + "optional `note`. Authenticate with a bearer API token, or a session plus the csrf-token field.")
    @APIResponse(responseCode = "201", description = "Stored; entry.submitted is on its way",
            content = @Content(schema = @Schema(implementation = Created.class)))
    @APIResponse(responseCode = "400", description = "Missing or empty file (missing-file, empty-file), or an invalid name or note (validation)", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "401", description = "No valid token or session")
    @APIResponse(responseCode = "403", description = "Not a contestant account, or a form without its CSRF token")
    @APIResponse(responseCode = "404", description = "No such competition", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "409", description = "Competition closed, or another upload of yours in progress", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "413", description = "File over the competition's limit (named in the message)", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "415", description = "Not multipart/form-data", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "422", description = "Not a runnable program or a valid archive", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "429", description = "Daily upload quota used", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "507", description = "The platform's disk is nearly full (insufficient-storage, saying why); uploads resume by themselves once space is freed", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response upload(@PathParam("slug") String slug,
                           @RestForm("file") FileUpload file,
                           @RestForm("name") String name,
                           @RestForm("note") String note) {
        SubmittedVersion version = submissions.submit(caller.get(), toRequest(slug, name, note, file));
        return Response.created(URI.create("/api/entries/" + version.entryId())).entity(Created.of(version)).build();
    }

    @GET
    @Path("/competitions/{slug}/entries")
    @Authenticated
    @Operation(summary = "List my entries in a competition",
            description = "Only `mine=true` is supported: the public list of entries comes with the leaderboard.")
    @APIResponse(responseCode = "400", description = "mine is not true", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such competition", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response mine(@PathParam("slug") String slug,
                         @RestQuery("mine") @AssertTrue(message = "Ask for your own entries with ?mine=true.") boolean mine) {
        if (queries.competition(slug, caller.find()).isEmpty()) {
            return Problems.response(ProblemType.NOT_FOUND, 404, "There is no competition " + slug + ".");
        }
        List<EntryView> entries = queries.ownedBy(slug, caller.get());
        return Response.ok(entries).build();
    }

    @GET
    @Path("/entries/{id}")
    @Authenticated
    @Operation(summary = "An entry's versions, their timelines and validation results",
            description = "Visible to the entry's owner and to organisers; anyone else gets 404.")
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = EntryView.class)))
    @APIResponse(responseCode = "404", description = "No such entry, or not yours", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response entry(@PathParam("id") UUID id) {
        return queries.visibleTo(id, caller.get())
                .map(view -> Response.ok(view).build())
                .orElseGet(() -> Problems.response(ProblemType.NOT_FOUND, 404, "You have no entry " + id + "."));
    }

    /** The upload as the service takes it; a file part without a file name (an empty form field) counts as no file. */
    public static UploadRequest toRequest(String slug, String name, String note, FileUpload file) {
        String entryName = name == null ? null : name.strip();
        boolean noFile = file == null || file.fileName() == null || file.fileName().isEmpty();
        return noFile
                ? new UploadRequest(slug, entryName, note, null, null, 0)
                : new UploadRequest(slug, entryName, note, file.uploadedFile(), file.fileName(), file.size());
    }
}
