package dev.arbiter.submission.rest;

import dev.arbiter.submission.config.SubmissionConfig;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/submissions")
@PermitAll
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Service info", description = "Identity and configuration of this service")
public class SubmissionInfoResource {

    private final String name;
    private final String version;
    private final SubmissionConfig config;

    public SubmissionInfoResource(
            @ConfigProperty(name = "quarkus.application.name") String name,
            @ConfigProperty(name = "quarkus.application.version") String version,
            SubmissionConfig config) {
        this.name = name;
        this.version = version;
        this.config = config;
    }

    @GET
    @Path("/info")
    @Operation(summary = "Describe the submission service",
            description = "Returns the service name, its build version and the upload limits in force.")
    @APIResponse(responseCode = "200", description = "Service description",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = SubmissionInfo.class)))
    public SubmissionInfo info() {
        // No storage location here: a public answer names no path of the host (it belongs to /q/health).
        return new SubmissionInfo(name, version, config.maxUploadBytes());
    }
}
