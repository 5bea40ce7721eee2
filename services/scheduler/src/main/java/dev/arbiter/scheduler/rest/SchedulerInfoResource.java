package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.config.SchedulerConfig;
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

@Path("/api/scheduler")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Service info", description = "Identity and configuration of this service")
public class SchedulerInfoResource {

    private final String name;
    private final String version;
    private final SchedulerConfig config;

    public SchedulerInfoResource(
            @ConfigProperty(name = "quarkus.application.name") String name,
            @ConfigProperty(name = "quarkus.application.version") String version,
            SchedulerConfig config) {
        this.name = name;
        this.version = version;
        this.config = config;
    }

    @GET
    @Path("/info")
    @Operation(summary = "Describe the scheduler",
            description = "Returns the service name, its build version and the match lease policy in force.")
    @APIResponse(responseCode = "200", description = "Service description",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = SchedulerInfo.class)))
    public SchedulerInfo info() {
        return new SchedulerInfo(name, version, config.leaseDuration().toString(), config.maxAttempts());
    }
}
