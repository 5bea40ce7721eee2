package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.kit.ContestantKits;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.service.CompetitionService;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.io.IOException;

@Path("/api/competitions/{slug}/kit")
@Tag(name = "Contestant kit", description = "Everything to play a competition's matches at home as the platform plays them")
public class KitResource {

    private final CompetitionService competitions;
    private final ContestantKits kits;
    private final SecurityIdentity identity;

    public KitResource(CompetitionService competitions, ContestantKits kits, SecurityIdentity identity) {
        this.competitions = competitions;
        this.kits = kits;
        this.identity = identity;
    }

    @GET
    @PermitAll
    @Transactional
    @Produces("application/zip")
    @Operation(summary = "The competition's contestant kit",
            description = "One zip: the platform's judge as the CLI jar, the competition's settings (competition.json) and "
                    + "game program, sample players, the SDKs and a README. `arbiter match --competition competition.json "
                    + "--seed N --player-seed S1 --player-seed S2` replays a match of the platform. Built once per competition settings and parts.")
    @APIResponse(responseCode = "200", description = "The kit; its ETag names its inputs")
    @APIResponse(responseCode = "404", description = "No such competition (or a private one, to anyone but organisers)")
    @APIResponse(responseCode = "503", description = "This installation serves no kits (arbiter.scheduler.kit.cli-jar unset)")
    public Response kit(@PathParam("slug") String slug) throws IOException {
        Competition c = Visible.require(competitions.find(slug), identity);
        if (!kits.available()) {
            return Response.status(Response.Status.SERVICE_UNAVAILABLE).type("text/plain")
                    .entity("this installation serves no contestant kits").build();
        }
        ContestantKits.Kit kit = kits.kit(c);
        return Response.ok(kit.file().toFile(), "application/zip")
                .header("Content-Disposition", "attachment; filename=\"" + kit.fileName() + "\"")
                .tag(kit.fingerprint())
                .build();
    }
}
