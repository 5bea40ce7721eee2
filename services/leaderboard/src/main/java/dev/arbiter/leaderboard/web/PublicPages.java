package dev.arbiter.leaderboard.web;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.rest.Viewer;
import dev.arbiter.leaderboard.service.Competitions;
import dev.arbiter.leaderboard.service.History;
import dev.arbiter.leaderboard.service.LeaderboardCache;
import dev.arbiter.leaderboard.service.Matches;
import dev.arbiter.leaderboard.service.Rounds;
import dev.arbiter.leaderboard.service.Views;
import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The public pages, rendered on the server so they read without JavaScript; a few lines of inline script
 * make the leaderboard follow live updates. Links stay under the prefixes a gateway routes here:
 * {@code /}, {@code /competitions/…} and {@code /matches/…}.
 */
@Path("/")
@Produces(MediaType.TEXT_HTML)
@Tag(name = "Pages", description = "Public HTML pages")
public class PublicPages {

    private final LeaderboardConfig config;
    private final Competitions competitions;
    private final LeaderboardCache cache;
    private final Rounds rounds;
    private final History history;
    private final Matches matches;
    private final SecurityIdentity identity;
    private final Template index;
    private final Template competition;
    private final Template entry;
    private final Template match;

    public PublicPages(LeaderboardConfig config, Competitions competitions, LeaderboardCache cache, Rounds rounds,
                       History history, Matches matches, SecurityIdentity identity,
                       @Location("pages/index.html") Template index,
                       @Location("pages/competition.html") Template competition,
                       @Location("pages/entry.html") Template entry,
                       @Location("pages/match.html") Template match) {
        this.config = config;
        this.competitions = competitions;
        this.cache = cache;
        this.rounds = rounds;
        this.history = history;
        this.matches = matches;
        this.identity = identity;
        this.index = index;
        this.competition = competition;
        this.entry = entry;
        this.match = match;
    }

    @GET
    @Operation(summary = "Competitions, each linking to its leaderboard")
    public TemplateInstance index() {
        return index.data("competitions", competitions.listPublic()).data("viewer", Viewer.name(identity));
    }

    @GET
    @Path("competitions/{slug}")
    @Operation(summary = "A competition's ladder leaderboard and its newest official round")
    public TemplateInstance competition(@PathParam("slug") String slug, @QueryParam("page") @DefaultValue("0") int page) {
        LeaderboardCache.Snapshot snapshot = cache.snapshot(slug).orElseThrow(() -> new NotFoundException("no competition " + slug));
        int size = config.pageSize();
        int pages = Math.max(1, (snapshot.rows().size() + size - 1) / size);
        int current = Math.min(Math.max(0, page), pages - 1);
        return competition.data("c", snapshot.competition())
                .data("board", snapshot.page(current, size))
                .data("pages", pages)
                .data("round", rounds.latest(slug).orElse(null))
                .data("viewer", Viewer.name(identity));
    }

    @GET
    @Path("competitions/{slug}/entries/{entryId}")
    @Operation(summary = "An entry's rating history chart, record per opponent, recent matches and errors")
    public TemplateInstance entry(@PathParam("slug") String slug, @PathParam("entryId") String entryId) {
        Views.EntryHistory h = history.of(entryId).filter(found -> found.competition().equals(slug))
                .orElseThrow(() -> new NotFoundException("no entry " + entryId + " in " + slug));
        return entry.data("h", h)
                .data("c", competitions.find(slug).orElseThrow())
                .data("chart", RatingChart.svg(h.history()))
                .data("viewer", Viewer.name(identity));
    }

    @GET
    @Path("matches/{id}")
    @Operation(summary = "A match: seats, scores, verdicts and the transcript viewer")
    public TemplateInstance match(@PathParam("id") String id, @QueryParam("page") @DefaultValue("0") int page,
                                  @QueryParam("q") String query) {
        Views.MatchDetail m = matches.find(id).orElseThrow(() -> new NotFoundException("no match " + id));
        String viewer = Viewer.name(identity);
        Views.TranscriptPage transcript = matches.transcript(m, viewer, query, Math.max(0, page),
                config.transcriptPageSize()).orElse(null);
        int pages = transcript == null ? 0 : (int) Math.max(1, (transcript.total() + transcript.size() - 1) / transcript.size());
        return match.data("m", m).data("t", transcript).data("pages", pages).data("q", query == null ? "" : query)
                .data("viewer", viewer);
    }
}
