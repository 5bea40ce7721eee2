package dev.arbiter.scheduler.rest;

import dev.arbiter.rddl.DomainSet;
import dev.arbiter.scheduler.persistence.RddlInstanceRef;
import dev.arbiter.scheduler.service.InvalidRequestException;
import dev.arbiter.scheduler.service.RddlCompetitions;
import dev.arbiter.web.problem.Problem;
import dev.arbiter.web.problem.Problems;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
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

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

@Path("/api/scheduler/rddl-sets")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "RDDL sets", description = "The domain and instance files RDDL competitions play: built-in IPPC sets or an organiser's")
public class RddlSetResource {

    private final RddlCompetitions rddl;

    public RddlSetResource(RddlCompetitions rddl) {
        this.rddl = rddl;
    }

    @Schema(description = "A built-in set of the shipped IPPC files")
    public record BuiltinSet(String name, List<RddlInstanceRef> instances) {
    }

    @GET
    @Operation(summary = "The built-in sets and their instances", description = "Create an RDDL competition with rddlSet and, "
            + "optionally, rddlInstances (a subset, in the order to play them).")
    public List<BuiltinSet> builtin() {
        return DomainSet.BUILTIN.stream().map(name -> new BuiltinSet(name, DomainSet.builtin(name).instances().stream()
                .map(i -> new RddlInstanceRef(i.name(), i.domain(), i.domainFile(), i.instanceFile())).toList())).toList();
    }

    @POST
    @RolesAllowed("organiser")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @SecurityRequirement(name = "organiser")
    @Operation(summary = "Check and store an organiser's domain and instance files",
            description = "Multipart fields `files`: .rddl files, or .zip files of them. Every file must parse, every instance "
                    + "name a domain of the set, take its non-fluents from its own file and compile. Create the competition "
                    + "with the answer's sha256 as rddlFilesSha256.")
    @APIResponse(responseCode = "201", description = "Stored (the same files answer the same sha256)",
            content = @Content(schema = @Schema(implementation = RddlCompetitions.StoredSet.class)))
    @APIResponse(responseCode = "400", description = "A file that does not check, named with file:line:column where it "
            + "does not parse; nothing is stored", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "422", description = "Over a limit of arbiter.scheduler.uploads (bytes, nesting, ground "
            + "fluents or terms, tiles, check time), named with the file and line; nothing is stored",
            content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "503", description = "Other uploads are being checked; try again after Retry-After",
            content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response store(@RestForm("files") List<FileUpload> files) {
        return Response.status(Response.Status.CREATED).entity(rddl.store(uploads(files))).build();
    }

    /** The uploaded files' bytes by file name; refuses a form without any. Shared with the organiser's form. */
    public static Map<String, byte[]> uploads(List<FileUpload> files) {
        return uploads(files, "send the domain and instance files (.rddl, or a .zip of them) as multipart field 'files'");
    }

    /** The uploaded files' bytes by file name; refuses a form without any, saying {@code missing}. */
    public static Map<String, byte[]> uploads(List<FileUpload> files, String missing) {
        var uploads = new LinkedHashMap<String, byte[]>();
        for (FileUpload file : files == null ? List.<FileUpload>of() : files) {
            if (file.uploadedFile() == null || file.fileName() == null || file.fileName().isBlank()) {
                continue;
            }
            try {
                uploads.put(file.fileName(), Files.readAllBytes(file.uploadedFile()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        if (uploads.isEmpty()) {
            throw new InvalidRequestException(missing);
        }
        return uploads;
    }
}
