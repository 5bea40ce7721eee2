package dev.arbiter.scheduler.service;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.judge.protocol.BuiltinGameCatalogue;
import dev.arbiter.judge.protocol.BuiltinGameRules;
import dev.arbiter.judge.protocol.lmc.LmcDialect;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.EntryStatus;
import dev.arbiter.scheduler.messaging.SchedulerOutbox;
import dev.arbiter.scheduler.persistence.Phase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/** Creates competitions and moves them through their phases; tells the platform on competition.updated. */
@ApplicationScoped
public class CompetitionService {

    private static final Pattern SLUG = Pattern.compile("[a-z0-9][a-z0-9-]{1,62}");

    private final BlobStore blobs;
    private final RddlCompetitions rddl;
    private final GvgaiGameUploads gvgaiGames;
    private final SchedulerOutbox outbox;
    private final MatchService matches;
    private final TranscriptRetention retention;

    public CompetitionService(BlobStore blobs, RddlCompetitions rddl, GvgaiGameUploads gvgaiGames, SchedulerOutbox outbox,
                              MatchService matches, TranscriptRetention retention) {
        this.blobs = blobs;
        this.rddl = rddl;
        this.gvgaiGames = gvgaiGames;
        this.outbox = outbox;
        this.matches = matches;
        this.retention = retention;
    }

    @Transactional
    public Competition create(NewCompetition spec) {
        if (spec.slug() == null || !SLUG.matcher(spec.slug()).matches()) {
            throw new InvalidRequestException("slug must be 2-63 lower-case letters, digits or dashes");
        }
        if (spec.title() == null || spec.title().isBlank()) {
            throw new InvalidRequestException("title is required");
        }
        if (Competition.bySlug(spec.slug()).isPresent()) {
            throw new ConflictException("a competition '" + spec.slug() + "' exists already");
        }
        var c = new Competition();
        c.slug = spec.slug();
        c.title = spec.title().strip();
        if (spec.rddl()) {
            rddl.configure(c, spec);
        } else if (spec.gvgai()) {
            String uploaded = spec.gvgaiFilesSha256();
            GvgaiCompetitions.configure(c, spec, uploaded == null || uploaded.isBlank() ? null : gvgaiGames.load(uploaded),
                    uploaded);
        } else if (spec.game() != null && !spec.game().isBlank()) {
            BuiltinGameRules game = BuiltinGameCatalogue.find(spec.game()).orElseThrow(() -> new InvalidRequestException(
                    "unknown game '" + spec.game() + "'; built-in games: " + BuiltinGameCatalogue.names()));
            c.game = game.name();
            c.protocol = game.protocol();
            c.seats = spec.seats() != null ? spec.seats() : game.seats();
            if (!game.seats(c.seats)) {
                throw new InvalidRequestException(game.name() + " takes " + game.minPlayers() + "-" + game.maxPlayers() + " seats");
            }
        } else if (spec.gameArtifactSha256() != null && spec.gameArtifactSha256().matches("[0-9a-f]{64}")) {
            // Refused now, not when every match of the competition fails on a runner that cannot find it.
            if (!stored(spec.gameArtifactSha256())) {
                throw new InvalidRequestException("no game program with sha256 " + spec.gameArtifactSha256()
                        + " is stored: upload it first (POST /api/scheduler/games)");
            }
            c.gameArtifactSha256 = spec.gameArtifactSha256();
            c.protocol = uploadedGameProtocol(spec.protocol());
            c.seats = spec.seats() != null ? spec.seats() : 2;
        } else {
            throw new InvalidRequestException("give a built-in game or the sha256 of an uploaded game program");
        }
        if (!c.trackRules()) {
            c.gameOptions = spec.gameOptions() == null ? new java.util.HashMap<>() : new java.util.HashMap<>(spec.gameOptions());
        }
        c.nameDeadlineMs = nonNegative("nameDeadlineMs", spec.nameDeadlineMs());
        c.moveDeadlineMs = nonNegative("moveDeadlineMs", spec.moveDeadlineMs());
        c.averageWindow = (int) nonNegative("averageWindow", spec.averageWindow() == null ? null : spec.averageWindow().longValue());
        c.averageMoveLimitMs = nonNegative("averageMoveLimitMs", spec.averageMoveLimitMs());
        c.maxConsecutiveTimeouts = (int) nonNegative("maxConsecutiveTimeouts",
                spec.maxConsecutiveTimeouts() == null ? null : spec.maxConsecutiveTimeouts().longValue());
        c.gameSilenceMs = nonNegative("gameSilenceMs", spec.gameSilenceMs());
        c.dialect = spec.dialect() == null ? new java.util.HashMap<>() : new java.util.HashMap<>(spec.dialect());
        if (!c.dialect.isEmpty()) {
            if (c.protocol != ProtocolId.PROTOCOL_ID_LMC1 && c.protocol != ProtocolId.PROTOCOL_ID_LMC2) {
                throw new InvalidRequestException("a dialect applies to LMC games; " + Vocabulary.wireName(c.protocol)
                        + " takes its settings as game options");
            }
            try {
                LmcDialect.withOverrides(c.dialect);
            } catch (IllegalArgumentException e) {
                throw new InvalidRequestException("dialect: " + e.getMessage());
            }
        }
        c.matchDeadlineMs = nonNegative("matchDeadlineMs", spec.matchDeadlineMs());
        c.memoryBytes = Objects.requireNonNullElse(spec.memoryBytes(), 0L);
        c.cpuSeconds = Objects.requireNonNullElse(spec.cpuSeconds(), 0L);
        if (!c.trackRules()) {
            c.rankingMethod = RankingMethods.chosen(spec.rankingMethod(), c.protocol);
        }
        c.phase = spec.phase() == null ? Phase.OPEN : phase(spec.phase());
        c.uploadQuotaPerDay = Objects.requireNonNullElse(spec.uploadQuotaPerDay(), 10);
        c.publicListing = Objects.requireNonNullElse(spec.publicListing(), true);
        if (!c.trackRules()) {
            c.validationMode = Objects.requireNonNullElse(spec.validationMode(), c.seats == 1 || "rps".equals(c.game) ? "alone" : "self");
        }
        if (!Set.of("alone", "self", "reference").contains(c.validationMode)) {
            throw new InvalidRequestException("validation mode must be alone, self or reference");
        }
        if ("reference".equals(c.validationMode)) {
            if (c.seats != 2 || spec.referenceArtifactSha256() == null || !spec.referenceArtifactSha256().matches("[0-9a-f]{64}")) {
                throw new InvalidRequestException("validation against a reference player needs a two-seat game and the player's sha256");
            }
            c.referenceArtifactSha256 = spec.referenceArtifactSha256();
            c.referenceKind = Objects.requireNonNullElse(spec.referenceKind(), "elf");
        }
        if (!c.trackRules()) {
            c.instancesPerEntry = Math.max(1, Objects.requireNonNullElse(spec.instancesPerEntry(), 5));
        }
        c.ladderConcurrency = Math.max(0, Objects.requireNonNullElse(spec.ladderConcurrency(), 4));
        retention.applyDefaults(c);
        c.seed = spec.seed() != null ? spec.seed() : new java.security.SecureRandom().nextLong() & Long.MAX_VALUE;
        c.createdAt = Instant.now();
        c.persist();
        if (c.referenceArtifactSha256 != null) {
            referencePlayer(c);
        }
        if (c.rddl()) {
            rddl.enterBaselines(c);
        }
        announce(c);
        return c;
    }

    private static long nonNegative(String field, Long value) {
        if (value != null && value < 0) {
            throw new InvalidRequestException(field + " must be 0 (the game's default) or more, not " + value);
        }
        return value == null ? 0 : value;
    }

    /** The reference player sits in validation matches as an entry of the organiser's that never plays for rank. */
    private static void referencePlayer(Competition c) {
        var reference = new Entry();
        reference.competition = c;
        reference.entryId = "reference:" + c.slug;
        reference.version = 1;
        reference.contestant = "organiser";
        reference.name = "reference player";
        reference.artifactSha256 = c.referenceArtifactSha256;
        reference.kind = c.referenceKind;
        reference.status = EntryStatus.REFERENCE;
        reference.createdAt = Instant.now();
        reference.persist();
    }

    @Transactional
    public Competition setPhase(String slug, String phase) {
        Competition c = find(slug);
        Phase next = phase(phase);
        if (c.phase == Phase.ARCHIVED && next != Phase.ARCHIVED) {
            throw new ConflictException("'" + slug + "' is archived: its transcripts are gone, and it stays archived");
        }
        // Closing (or archiving an open competition at once) reveals the seeds kept hidden until the end.
        boolean ending = (c.phase != Phase.CLOSED && c.phase != Phase.ARCHIVED)
                && (next == Phase.CLOSED || next == Phase.ARCHIVED);
        c.phase = next;
        announce(c);
        if (ending) {
            matches.revealOnClose(c);
        }
        if (next == Phase.ARCHIVED) {
            retention.expire(c, Instant.now());
        }
        return c;
    }

    /**
     * Sets how long the competition keeps its ladder transcripts; those already past the new bounds expire now.
     * A null leaves that bound as it is.
     */
    @Transactional
    public Competition setRetention(String slug, Integer ladderTranscriptDays, Integer ladderTranscriptsPerEntry) {
        Competition c = find(slug);
        int days = Objects.requireNonNullElse(ladderTranscriptDays, c.ladderTranscriptDays);
        int perEntry = Objects.requireNonNullElse(ladderTranscriptsPerEntry, c.ladderTranscriptsPerEntry);
        TranscriptRetention.check(days, perEntry);
        c.ladderTranscriptDays = days;
        c.ladderTranscriptsPerEntry = perEntry;
        retention.expire(c, Instant.now());
        return c;
    }

    public Competition find(String slug) {
        return Competition.bySlug(slug).orElseThrow(() -> new NotFoundException("no competition '" + slug + "'"));
    }

    /** An uploaded game's protocol as the organiser named it; LMC2 when they did not. */
    private static ProtocolId uploadedGameProtocol(String name) {
        if (name == null || name.isBlank()) {
            return ProtocolId.PROTOCOL_ID_LMC2;
        }
        try {
            return Vocabulary.protocol(name);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException(e.getMessage());
        }
    }

    private static Phase phase(String text) {
        try {
            return Phase.fromWire(text);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("phase must be open, official, closed or archived");
        }
    }

    private void announce(Competition c) {
        var message = CompetitionUpdated.newBuilder()
                .setSlug(c.slug).setTitle(c.title).setGame(c.gameLabel()).setProtocol(c.protocol)
                .setPhase(c.phase.wire()).setUploadQuotaPerDay(c.uploadQuotaPerDay).setPublic(c.publicListing)
                .setRankingMethod(c.rankingMethod).setSeats(c.seats);
        if (c.rddl()) {
            message.setRddl(RddlCompetitions.announcement(c));
        }
        if (c.gvgai()) {
            message.setGvgai(GvgaiCompetitions.announcement(c));
        }
        outbox.enqueue(Topics.COMPETITION_UPDATED, c.slug, message.build().toByteArray());
    }

    /** Options shown on pages, in a stable order. */
    public static Map<String, String> sortedOptions(Competition c) {
        return new java.util.TreeMap<>(c.gameOptions);
    }

    private boolean stored(String sha256) {
        try {
            return blobs.exists(Digest.parse(sha256));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the blob store", e);
        }
    }
}
