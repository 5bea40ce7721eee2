package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.service.NotFoundException;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

// Under /api/scheduler: /api/matches/{id} is the leaderboard's public match record; this is the
// scheduler's operational view of the same match (leases, attempts, timeline).
@Path("/api/scheduler/matches")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Matches", description = "A match's seats, result and status timeline")
public class MatchResource {

    private final SecurityIdentity identity;

    public MatchResource(SecurityIdentity identity) {
        this.identity = identity;
    }

    @GET
    @Path("/{id}")
    @PermitAll
    @Transactional
    @Operation(summary = "One match with its status timeline",
            description = "requested, leased (by which runner), running, lease-expired, finished … with timestamps.")
    public Views.MatchView get(@PathParam("id") String id) {
        Match m = Match.findById(id);
        if (m == null || !Visible.maySee(m.competition, identity)) {
            throw new NotFoundException("no match " + id);
        }
        return Views.MatchView.of(m, true);
    }
}
