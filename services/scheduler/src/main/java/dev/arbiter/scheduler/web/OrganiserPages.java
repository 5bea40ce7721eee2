package dev.arbiter.scheduler.web;

import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.OfficialRound;
import dev.arbiter.scheduler.persistence.RerunSet;
import dev.arbiter.scheduler.games.GamePrograms;
import dev.arbiter.scheduler.rest.GameResource;
import dev.arbiter.scheduler.rest.Views;
import dev.arbiter.scheduler.service.CompetitionService;
import dev.arbiter.scheduler.service.EntryService;
import dev.arbiter.scheduler.service.InvalidRequestException;
import dev.arbiter.scheduler.service.NewCompetition;
import dev.arbiter.scheduler.service.NewRound;
import dev.arbiter.scheduler.service.NotFoundException;
import dev.arbiter.scheduler.service.RerunService;
import dev.arbiter.scheduler.service.RoundService;
import dev.arbiter.judge.protocol.BuiltinGameCatalogue;
import dev.arbiter.judge.protocol.BuiltinGameRules;
import dev.arbiter.web.csrf.CsrfToken;
import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

import java.net.URI;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The organiser's pages: server-rendered, readable without JavaScript, one plain form per action. They call
 * the same services as the JSON API; every action redirects back to the page it came from. Every form carries
 * the platform's CSRF token ({@link CsrfToken}), which libs/web's filter checks before any action here runs.
 */
@Path("/organiser")
@RolesAllowed("organiser")
@Produces(MediaType.TEXT_HTML)
@org.eclipse.microprofile.openapi.annotations.tags.Tag(name = "Organiser pages", description = "HTML pages; use the JSON API from scripts")
public class OrganiserPages {

    private final Template competitions;
    private final Template competition;
    private final Template round;
    private final Template rerun;
    private final Template match;
    private final CompetitionService competitionService;
    private final EntryService entryService;
    private final RoundService roundService;
    private final RerunService rerunService;
    private final CsrfToken csrf;
    private final GamePrograms gamePrograms;
    private final dev.arbiter.scheduler.service.RddlCompetitions rddl;

    /** What an uploaded game may speak: the game side of the LMC protocols. */
    static final List<String> UPLOADED_GAME_PROTOCOLS = java.util.stream.Stream.of(ProtocolId.PROTOCOL_ID_LMC1,
            ProtocolId.PROTOCOL_ID_LMC2).map(Vocabulary::wireName).toList();

    public OrganiserPages(@Location("organiser/competitions.html") Template competitions,
                          @Location("organiser/competition.html") Template competition,
                          @Location("organiser/round.html") Template round,
                          @Location("organiser/rerun.html") Template rerun,
                          @Location("organiser/match.html") Template match,
                          CompetitionService competitionService, EntryService entryService,
                          RoundService roundService, RerunService rerunService, CsrfToken csrf,
                          GamePrograms gamePrograms, dev.arbiter.scheduler.service.RddlCompetitions rddl) {
        this.competitions = competitions;
        this.competition = competition;
        this.round = round;
        this.rerun = rerun;
        this.match = match;
        this.competitionService = competitionService;
        this.entryService = entryService;
        this.roundService = roundService;
        this.rerunService = rerunService;
        this.csrf = csrf;
        this.gamePrograms = gamePrograms;
        this.rddl = rddl;
    }

    @GET
    @Transactional
    public TemplateInstance list() {
        return listPage(null);
    }

    private TemplateInstance listPage(String error) {
        var all = Competition.<Competition>listAll().stream().map(Views.CompetitionView::of).toList();
        return competitions.data("csrf", csrf.value()).data("competitions", all).data("games", BuiltinGameCatalogue.all().stream().map(BuiltinGameRules::name).sorted().toList())
                .data("protocols", UPLOADED_GAME_PROTOCOLS).data("rddlSets", dev.arbiter.rddl.DomainSet.BUILTIN)
                .data("error", error);
    }

    /**
     * One post creates a competition with a built-in game, or ({@code source=upload}) stores the game program sent
     * as {@code file} and creates the competition with its sha256 and the chosen LMC protocol. The page posts
     * multipart (it carries a file input); urlencoded posts from scripts still work for built-in games.
     */
    @POST
    @Path("/competitions")
    @Consumes({MediaType.MULTIPART_FORM_DATA, MediaType.APPLICATION_FORM_URLENCODED})
    public Response create(@RestForm String slug, @RestForm String title, @RestForm String source, @RestForm String game,
                           @RestForm("file") FileUpload file, @RestForm String protocol,
                           @RestForm String moves, @RestForm Integer ladderConcurrency,
                           @RestForm String publicListing, @RestForm String rddlSet, @RestForm String rddlInstances,
                           @RestForm("rddlFiles") List<FileUpload> rddlFiles, @RestForm String rddlRounds,
                           @RestForm String rddlTimeAllowedSeconds, @RestForm String gvgaiGames,
                           @RestForm String gvgaiTrainingSeconds, @RestForm String gvgaiRepetitions) {
        if ("gvgai".equals(source)) {
            return createGvgai(slug, title, gvgaiGames, gvgaiTrainingSeconds, gvgaiRepetitions, ladderConcurrency,
                    publicListing != null);
        }
        if ("rddl".equals(source)) {
            return createRddl(slug, title, rddlSet, rddlInstances, rddlFiles, rddlRounds, rddlTimeAllowedSeconds,
                    ladderConcurrency, publicListing != null);
        }
        Map<String, String> options = moves == null || moves.isBlank() ? Map.of() : Map.of("moves", moves.strip());
        String builtin = game;
        String uploadedSha256 = null;
        String uploadedProtocol = null;
        if ("upload".equals(source)) {
            if (!UPLOADED_GAME_PROTOCOLS.contains(protocol)) {
                throw new InvalidRequestException("an uploaded game speaks the LMC game side: protocol must be one of "
                        + UPLOADED_GAME_PROTOCOLS + ", not '" + protocol + "'");
            }
            uploadedProtocol = protocol;
            builtin = null;
            // Stored before the competition is created: a refused competition leaves an unreferenced blob, which
            // is harmless in a content-addressed store and makes a corrected retry cheap.
            uploadedSha256 = gamePrograms.store(GameResource.uploaded(file), file.uploadedFile()).sha256();
        }
        competitionService.create(new NewCompetition(slug, title, builtin, uploadedSha256, uploadedProtocol, null, options, null, null,
                null, null, null, null, null, publicListing != null, null, null, null, null, ladderConcurrency, null,
                null, null, null, null, null, null));
        return seeOther("/organiser/competitions/" + slug);
    }

    /** A GVGAI learning-track competition of the games named, in order; a refusal comes back on the page. */
    private Response createGvgai(String slug, String title, String games, String trainingText, String repetitionsText,
                                 Integer ladderConcurrency, boolean publicListing) {
        try {
            var options = new java.util.HashMap<String, String>();
            Long training = number(trainingText, "training per run");
            if (training != null) {
                options.put("gvgai.training-ms", Long.toString(training * 1000));
            }
            Long repetitions = number(repetitionsText, "validation repetitions");
            if (repetitions != null) {
                options.put("gvgai.validation-repetitions", Long.toString(repetitions));
            }
            List<String> chosen = names(games);
            if (chosen.isEmpty()) {
                throw new InvalidRequestException("name at least one GVGAI game");
            }
            competitionService.create(new NewCompetition(slug, title, null, null, null, null, options, null, null, null, null,
                    null, null, null, publicListing, null, null, null, null, ladderConcurrency, null, null, null, null, null,
                    null, null, null, null, null, null, null, chosen, null));
        } catch (InvalidRequestException | dev.arbiter.scheduler.service.ConflictException e) {
            return refused(e);
        }
        return seeOther("/organiser/competitions/" + slug);
    }

    /**
     * An RDDL competition from a built-in set (optionally some of its instances) or from uploaded files. A set that
     * does not check comes back on the page, with the problem ({@code file:line:column} where a file does not parse),
     * and nothing is stored.
     */
    private Response createRddl(String slug, String title, String set, String instances, List<FileUpload> files, String roundsText,
                                String timeAllowedText, Integer ladderConcurrency, boolean publicListing) {
        try {
            Integer rounds = number(roundsText, "rounds per session") == null ? null : number(roundsText, "rounds per session").intValue();
            Long timeAllowedSeconds = number(timeAllowedText, "time allowed");
            String filesSha256 = null;
            if ("upload".equals(set)) {
                filesSha256 = rddl.store(dev.arbiter.scheduler.rest.RddlSetResource.uploads(files)).sha256();
            }
            List<String> chosen = names(instances);
            competitionService.create(new NewCompetition(slug, title, null, null, null, null, null, null, null, null, null,
                    null, null, null, publicListing, null, null, null, null, ladderConcurrency, null, null, null, null, null,
                    null, null, "upload".equals(set) ? null : set, filesSha256, chosen, rounds,
                    timeAllowedSeconds == null ? null : timeAllowedSeconds * 1000, null, null));
        } catch (InvalidRequestException | dev.arbiter.scheduler.service.ConflictException e) {
            return refused(e);
        }
        return seeOther("/organiser/competitions/" + slug);
    }

    /** The list page again with why a form was refused: 422 over an upload limit, 400 invalid, 409 a conflict. */
    private Response refused(RuntimeException e) {
        int status = e instanceof dev.arbiter.scheduler.service.UploadOverLimitException ? 422
                : e instanceof InvalidRequestException ? 400 : 409;
        return Response.status(status).entity(listPage(e.getMessage())).type(MediaType.TEXT_HTML).build();
    }

    @GET
    @Path("/competitions/{slug}")
    @Transactional
    public TemplateInstance competition(@PathParam("slug") String slug) {
        Competition c = competitionService.find(slug);
        return competition.data("csrf", csrf.value()).data("c", Views.CompetitionView.of(c))
                .data("entries", Entry.of(c).stream().map(Views.EntryView::of).toList())
                .data("rounds", OfficialRound.of(c))
                .data("matches", Match.recent(c, 30).stream().map(m -> Views.MatchView.of(m, false)).toList());
    }

    @POST
    @Path("/competitions/{slug}/phase")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response phase(@PathParam("slug") String slug, @FormParam("phase") String phase) {
        competitionService.setPhase(slug, phase);
        return seeOther("/organiser/competitions/" + slug);
    }

    @POST
    @Path("/competitions/{slug}/retention")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response retention(@PathParam("slug") String slug, @FormParam("ladderTranscriptDays") Integer days,
                              @FormParam("ladderTranscriptsPerEntry") Integer perEntry) {
        competitionService.setRetention(slug, days, perEntry);
        return seeOther("/organiser/competitions/" + slug);
    }

    @POST
    @Path("/competitions/{slug}/entries/{key}/disqualification")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response disqualify(@PathParam("slug") String slug, @PathParam("key") long key, @FormParam("reason") String reason) {
        entryService.disqualify(key, reason);
        return seeOther("/organiser/competitions/" + slug);
    }

    @POST
    @Path("/competitions/{slug}/rounds")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response startRound(@PathParam("slug") String slug, @FormParam("name") String name, @FormParam("format") String format,
                               @FormParam("repeats") Integer repeats, @FormParam("seed") Long seed) {
        OfficialRound created = roundService.create(slug, new NewRound(name, format == null || format.isBlank() ? null : format,
                repeats, null, seed, null));
        return seeOther("/organiser/rounds/" + created.id);
    }

    @GET
    @Path("/rounds/{id}")
    @Transactional
    public TemplateInstance round(@PathParam("id") String id) {
        OfficialRound r = roundService.find(id);
        return round.data("csrf", csrf.value()).data("r", Views.RoundView.of(r, roundService.standings(r)))
                .data("matches", Match.ofRound(r.id).stream().map(m -> Views.MatchView.of(m, false)).toList())
                .data("reruns", RerunSet.<RerunSet>list("roundId = ?1 order by createdAt desc", r.id));
    }

    @POST
    @Path("/rounds/{id}/publication")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response publish(@PathParam("id") String id) {
        roundService.publish(id);
        return seeOther("/organiser/rounds/" + id);
    }

    @POST
    @Path("/rounds/{id}/reruns")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response rerun(@PathParam("id") String id, @FormParam("matchIds") String matchIds, @FormParam("reason") String reason) {
        List<String> ids = names(matchIds);
        RerunSet set = rerunService.create(id, ids, reason);
        return seeOther("/organiser/reruns/" + set.id);
    }

    @GET
    @Path("/reruns/{id}")
    public TemplateInstance rerun(@PathParam("id") String id) {
        return rerun.data("csrf", csrf.value()).data("d", rerunService.difference(id));
    }

    @POST
    @Path("/reruns/{id}/{decision:apply|discard}")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response decide(@PathParam("id") String id, @PathParam("decision") String decision) {
        RerunSet set = "apply".equals(decision) ? rerunService.apply(id) : rerunService.discard(id);
        return seeOther("/organiser/rounds/" + set.roundId);
    }

    @GET
    @Path("/matches/{id}")
    @Transactional
    public TemplateInstance match(@PathParam("id") String id) {
        Match m = Match.findById(id);
        if (m == null) {
            throw new NotFoundException("no match " + id);
        }
        return match.data("m", Views.MatchView.of(m, true));
    }

    /** A whole number typed into a form field, or null when left empty. */
    /** The names a form field lists, separated by commas or spaces. */
    private static List<String> names(String text) {
        return text == null ? List.of() : Arrays.stream(text.split("[\\s,]+")).filter(s -> !s.isBlank()).toList();
    }

    private static Long number(String text, String field) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new InvalidRequestException(field + " must be a whole number, not '" + text.strip() + "'");
        }
    }

    private static Response seeOther(String path) {
        return Response.seeOther(URI.create(path)).build();
    }
}
