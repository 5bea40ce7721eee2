package dev.arbiter.leaderboard.web;

import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.model.Views;
import dev.arbiter.leaderboard.replay.GvgaiReplays;
import dev.arbiter.leaderboard.replay.Replays;
import dev.arbiter.leaderboard.rest.Viewer;
import dev.arbiter.leaderboard.rest.VisibleCompetitions;
import dev.arbiter.leaderboard.service.Activity;
import dev.arbiter.leaderboard.service.Competitions;
import dev.arbiter.leaderboard.service.History;
import dev.arbiter.leaderboard.service.LeaderboardCache;
import dev.arbiter.leaderboard.service.LiveMatches;
import dev.arbiter.leaderboard.service.Matches;
import dev.arbiter.leaderboard.service.Rounds;
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

    /** Entries whose ratings the competition page charts over time. */
    private static final int CHARTED = 5;
    /** Matches in play listed on a competition's page. */
    private static final int RUNNING_SHOWN = 20;

    private final LeaderboardConfig config;
    private final Competitions competitions;
    private final LeaderboardCache cache;
    private final Rounds rounds;
    private final History history;
    private final Matches matches;
    private final LiveMatches liveMatches;
    private final Activity activity;
    private final Replays replays;
    private final GvgaiReplays gvgaiReplays;
    private final dev.arbiter.leaderboard.service.RddlFiles rddlFiles;
    private final SecurityIdentity identity;
    private final DiskWatermarks disk;
    private final VisibleCompetitions visible;
    private final Template index;
    private final Template competition;
    private final Template entry;
    private final Template match;
    private final Template liveMatch;

    public PublicPages(LeaderboardConfig config, Competitions competitions, LeaderboardCache cache, Rounds rounds,
                       History history, Matches matches, LiveMatches liveMatches, Activity activity, Replays replays,
                       GvgaiReplays gvgaiReplays,
                       dev.arbiter.leaderboard.service.RddlFiles rddlFiles, SecurityIdentity identity, DiskWatermarks disk,
                       VisibleCompetitions visible,
                       @Location("pages/index.html") Template index,
                       @Location("pages/competition.html") Template competition,
                       @Location("pages/entry.html") Template entry,
                       @Location("pages/match.html") Template match,
                       @Location("pages/live-match.html") Template liveMatch) {
        this.config = config;
        this.competitions = competitions;
        this.cache = cache;
        this.rounds = rounds;
        this.history = history;
        this.matches = matches;
        this.liveMatches = liveMatches;
        this.activity = activity;
        this.replays = replays;
        this.gvgaiReplays = gvgaiReplays;
        this.rddlFiles = rddlFiles;
        this.identity = identity;
        this.disk = disk;
        this.visible = visible;
        this.index = index;
        this.competition = competition;
        this.entry = entry;
        this.match = match;
        this.liveMatch = liveMatch;
    }

    @GET
    @Operation(summary = "Competitions, each linking to its leaderboard")
    public TemplateInstance index() {
        var recent = activity.byCompetition();
        var rows = visible.listed().stream().map(c -> {
            var snapshot = cache.snapshot(c.slug());
            var board = snapshot.map(LeaderboardCache.Snapshot::rows).orElse(java.util.List.of());
            return new HomeRow(c, board.isEmpty() ? null : board.getFirst(), board.size(),
                    recent.getOrDefault(c.slug(), Activity.none()));
        }).toList();
        // Null unless the disk is under a watermark: then what is paused and that it resumes by itself.
        return index.data("competitions", rows).data("viewer", Viewer.name(identity)).data("diskNotice", disk.explanation());
    }

    /** The competitions are listed on the home page: a link to "competitions" (the error pages have one) lands there. */
    @GET
    @Path("competitions")
    @Operation(summary = "The list of competitions: a redirect to the home page's table of them")
    public jakarta.ws.rs.core.Response competitions() {
        return jakarta.ws.rs.core.Response.seeOther(java.net.URI.create("/#competitions")).build();
    }

    @GET
    @Path("competitions/{slug}")
    @Operation(summary = "A competition's ladder leaderboard and its newest official round")
    public TemplateInstance competition(@PathParam("slug") String slug, @QueryParam("page") @DefaultValue("0") int page) {
        visible.require(slug);
        LeaderboardCache.Snapshot snapshot = cache.snapshot(slug).orElseThrow(() -> new NotFoundException("no competition " + slug));
        int size = config.pageSize();
        Pager pager = Pager.of(page, snapshot.rows().size(), size);
        var top = snapshot.rows().stream().limit(CHARTED).toList();
        var series = snapshot.competition().pairwise()
                ? top.stream().map(r -> new RatingsOverTimeChart.Series(r.entry(), history.ratingHistory(r.entryId()))).toList()
                : java.util.List.<RatingsOverTimeChart.Series>of();
        return competition.data("c", snapshot.competition())
                .data("chart", series.isEmpty() ? null : RatingsOverTimeChart.svg(series))
                .data("charted", top)
                .data("board", snapshot.page(pager.page(), size))
                .data("ippc", snapshot.page(pager.page(), size).ippc())
                .data("gvgai", snapshot.page(pager.page(), size).gvgai())
                .data("pager", pager)
                .data("round", rounds.latest(slug).orElse(null))
                .data("running", liveMatches.running(slug, RUNNING_SHOWN))
                .data("viewer", Viewer.name(identity));
    }

    @GET
    @Path("competitions/{slug}/entries/{entryId}")
    @Operation(summary = "An entry's rating history chart, record per opponent, recent matches and errors")
    public TemplateInstance entry(@PathParam("slug") String slug, @PathParam("entryId") String entryId) {
        visible.require(slug);
        Views.EntryHistory h = history.of(entryId).filter(found -> found.competition().equals(slug))
                .orElseThrow(() -> new NotFoundException("no entry " + entryId + " in " + slug));
        var board = cache.snapshot(slug).map(LeaderboardCache.Snapshot::ippc).orElse(null);
        var gvgai = cache.snapshot(slug).map(LeaderboardCache.Snapshot::gvgai).orElse(null);
        return entry.data("h", h)
                .data("gvgai", gvgai == null ? null : gvgai.entries().getOrDefault(entryId, java.util.List.of()))
                .data("ippc", board == null ? null : board.entries().getOrDefault(entryId, java.util.List.of()))
                .data("baseline", board == null ? null : board.baseline(entryId))
                .data("c", competitions.find(slug).orElseThrow())
                .data("chart", RatingChart.svg(h.history()))
                .data("viewer", Viewer.name(identity));
    }

    @GET
    @Path("competitions/{slug}/files/{file}")
    // Whatever the client accepts (a crawler or a browser asks for HTML): the answer says it is plain text.
    @Produces(MediaType.WILDCARD)
    @Operation(summary = "An RDDL competition's domain or instance file, as planners download it")
    public jakarta.ws.rs.core.Response rddlFile(@PathParam("slug") String slug, @PathParam("file") String file) {
        visible.require(slug);
        String text = rddlFiles.of(slug).flatMap(set -> set.file(file))
                .orElseThrow(() -> new NotFoundException("no RDDL file " + file + " in " + slug));
        return jakarta.ws.rs.core.Response.ok(text, "text/plain; charset=utf-8")
                .header("Content-Disposition", "inline; filename=\"" + file + "\"").build();
    }

    @GET
    @Path("competitions/{slug}/files.zip")
    @Produces(MediaType.WILDCARD)
    @Operation(summary = "All of an RDDL competition's domain and instance files in one zip")
    public jakarta.ws.rs.core.Response rddlFiles(@PathParam("slug") String slug) {
        visible.require(slug);
        var set = rddlFiles.of(slug).orElseThrow(() -> new NotFoundException("no RDDL files for " + slug));
        return jakarta.ws.rs.core.Response.ok(set.toZip(), "application/zip")
                .header("Content-Disposition", "attachment; filename=\"" + slug + "-rddl.zip\"").build();
    }

    @GET
    @Path("matches/{id}")
    @Operation(summary = "A match: its live state and timeline while it plays; then seats, scores, verdicts and the transcript viewer")
    public TemplateInstance match(@PathParam("id") String id, @QueryParam("page") @DefaultValue("0") int page,
                                  @QueryParam("q") String query) {
        Views.LiveMatch live = liveMatches.find(id).filter(l -> visible.maySee(l.competition())).orElse(null);
        Views.MatchDetail m = matches.find(id).filter(d -> visible.maySee(d.competition())).orElse(null);
        String viewer = Viewer.name(identity);
        if (m == null) {
            if (live == null) {
                throw new NotFoundException("no match " + id);
            }
            return liveMatch.data("live", live).data("viewer", viewer);
        }
        Views.TranscriptPage transcript = matches.transcript(m, visible.readsStderr(m.competition()), query, Math.max(0, page),
                config.transcriptPageSize()).orElse(null);
        Pager pager = transcript == null ? null : Pager.of(transcript.page(), transcript.total(), transcript.size());
        return match.data("m", m).data("live", live).data("t", transcript).data("view", replays.of(m).orElse(null))
                .data("gvgai", gvgaiReplays.of(m).orElse(null)).data("pager", pager).data("q", query == null ? "" : query)
                .data("viewer", viewer);
    }
}
