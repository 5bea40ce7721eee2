package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.service.StorageReport;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** What the platform keeps and what retention frees next, for organisers and {@code ./arbiter storage}. */
@Path("/api/scheduler/storage")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed("organiser")
@Tag(name = "Service info", description = "Identity and configuration of this service")
public class StorageResource {

    private final StorageReport report;

    public StorageResource(StorageReport report) {
        this.report = report;
    }

    @GET
    @Operation(summary = "Storage by competition and kind",
            description = "Transcripts kept and expired per competition and match kind, their bytes as played and as "
                    + "stored (compressed), how many ladder transcripts retention frees within a day, and the blob "
                    + "store's free space against its watermarks (plenty, ladders-paused or full).")
    public StorageReport.Report storage() {
        return report.now();
    }
}
