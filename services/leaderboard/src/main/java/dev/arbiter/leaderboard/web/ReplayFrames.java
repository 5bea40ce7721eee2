package dev.arbiter.leaderboard.web;

import dev.arbiter.leaderboard.replay.GvgaiReplays;
import dev.arbiter.leaderboard.replay.ReplayRefused;
import dev.arbiter.leaderboard.service.Matches;
import dev.arbiter.web.edge.ClientAddresses;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The frames of a GVGAI run's validation replays, which the match page's player shows one after another. */
@Path("/matches/{id}/replays")
@Tag(name = "Pages", description = "Public HTML pages")
public class ReplayFrames {

    private final Matches matches;
    private final GvgaiReplays replays;
    private final ClientAddresses addresses;
    private final RoutingContext routing;
    private final dev.arbiter.leaderboard.rest.VisibleCompetitions visible;

    public ReplayFrames(Matches matches, GvgaiReplays replays, ClientAddresses addresses, RoutingContext routing,
                        dev.arbiter.leaderboard.rest.VisibleCompetitions visible) {
        this.visible = visible;
        this.matches = matches;
        this.replays = replays;
        this.addresses = addresses;
        this.routing = routing;
    }

    @GET
    @Path("{play}/frames/{frame}.png")
    @Produces("image/png")
    @Operation(summary = "One frame of a validation play's replay, as a PNG",
            description = "Frames count from 0 (the level before the first tick); the match page lists how many each play has.")
    public Response frame(@PathParam("id") String id, @PathParam("play") int play, @PathParam("frame") int frame) {
        var match = matches.find(id).filter(m -> visible.maySee(m.competition())).orElseThrow(() -> new NotFoundException("no match " + id));
        byte[] png;
        try {
            png = replays.frame(match, play, frame, addresses.of(routing))
                    .orElseThrow(() -> new NotFoundException("no frame " + frame + " of play " + play + " in match " + id));
        } catch (ReplayRefused refused) {
            return Response.status(refused.status()).type("text/plain; charset=utf-8").entity(refused.getMessage() + "\n")
                    .header("Retry-After", Long.toString(Math.max(1, refused.retryAfter().toSeconds()))).build();
        }
        // A recorded match never changes: its frames may be kept as long as a browser likes, but not by a shared
        // cache, which would hand an organiser's view of an unlisted competition to the next visitor.
        return Response.ok(png, "image/png").header("Cache-Control", "private, max-age=86400, immutable").build();
    }
}
