package dev.arbiter.runner.rest;

import dev.arbiter.runner.config.RunnerConfig;
import dev.arbiter.runner.service.WorkerSlots;
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

@Path("/api/runner")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Service info", description = "Identity and configuration of this service")
public class RunnerInfoResource {

    private final String name;
    private final String version;
    private final RunnerConfig config;
    private final WorkerSlots slots;

    public RunnerInfoResource(
            @ConfigProperty(name = "quarkus.application.name") String name,
            @ConfigProperty(name = "quarkus.application.version") String version,
            RunnerConfig config,
            WorkerSlots slots) {
        this.name = name;
        this.version = version;
        this.config = config;
        this.slots = slots;
    }

    @GET
    @Path("/info")
    @Operation(summary = "Describe this sandbox runner",
            description = "Returns the service name, its build version, the sandbox backend and the number of "
                    + "matches it plays concurrently.")
    @APIResponse(responseCode = "200", description = "Service description",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = RunnerInfo.class)))
    public RunnerInfo info() {
        return new RunnerInfo(name, version, config.backend(), slots.effective(), slots.configured());
    }
}
