package dev.arbiter.scheduler.service;

import dev.arbiter.blobstore.BlobNotFoundException;
import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.judge.protocol.rddl.RddlSettings;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import dev.arbiter.proto.v1.RddlCompetition;
import dev.arbiter.proto.v1.RddlInstance;
import dev.arbiter.rddl.DomainSet;
import dev.arbiter.rddl.sim.GroundingLimits;
import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.EntryStatus;
import dev.arbiter.scheduler.persistence.RddlInstanceRef;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * RDDL competitions (docs/protocols/rddl.md): a domain set (a built-in IPPC set or an organiser's checked upload)
 * whose every instance each entry plays one session of, one seat per match; and the two baselines the IPPC
 * normalised score needs, the no-op and the random planner, which the competition enters as ordinary entries of
 * its own (ready at once, played on the platform like any other, marked as baselines on the pages).
 */
@ApplicationScoped
public class RddlCompetitions {

    /** Rounds per session when the organiser names none: IPPC's. */
    public static final int DEFAULT_ROUNDS = 30;
    private static final String NOOP_PLANNER = "/dev/arbiter/scheduler/rddl/noop_planner.py";
    private static final String RANDOM_PLANNER = "/dev/arbiter/scheduler/rddl/rddl_random_planner.py";
    private static final Map<String, DomainSet> BUILTIN = new ConcurrentHashMap<>();

    private final BlobStore blobs;
    private final UploadChecks checks;
    private final DomainSet.Limits limits;

    public RddlCompetitions(BlobStore blobs, UploadChecks checks, SchedulerConfig config) {
        this.blobs = blobs;
        this.checks = checks;
        SchedulerConfig.Uploads uploads = config.uploads();
        this.limits = new DomainSet.Limits(uploads.rddlMaxBytes(), new GroundingLimits(uploads.rddlMaxGroundFluents(),
                uploads.rddlMaxGroundTerms()));
    }

    /** What storing an uploaded set answers: its address and the instances it holds. */
    public record StoredSet(String sha256, List<RddlInstanceRef> instances) {
    }

    /**
     * Checks an organiser's .rddl files (or zips of them) as the judge will use them and stores the set as one zip.
     * A set that does not check is refused with the problem (parse errors as {@code file:line:column}) and nothing
     * is stored; one over a limit ({@link SchedulerConfig.Uploads}) with 422 naming the file, the line and the limit.
     */
    public StoredSet store(Map<String, byte[]> uploads) {
        DomainSet set = checked(() -> DomainSet.fromUploads(uploads, limits), "");
        try {
            Digest digest = blobs.put(new ByteArrayInputStream(set.toZip()));
            return new StoredSet(digest.hex(), refs(set));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the blob store", e);
        }
    }

    /**
     * Makes {@code c} an RDDL competition of {@code spec}'s set: one seat, the chosen instances in order, one
     * instance per entry and instance, sessions of the chosen rounds and time-allowed, validated alone on the first
     * instance, ranked by the IPPC normalised score.
     */
    void configure(Competition c, NewCompetition spec) {
        if (spec.game() != null && !spec.game().isBlank() || spec.gameArtifactSha256() != null && !spec.gameArtifactSha256().isBlank()) {
            throw new InvalidRequestException("an RDDL competition plays its domain set: give rddlSet or rddlFilesSha256, not a game");
        }
        DomainSet set = domainSet(spec);
        if (spec.rddlInstances() != null && !spec.rddlInstances().isEmpty()) {
            try {
                set = set.restrictedTo(spec.rddlInstances());
            } catch (DomainSet.InvalidException e) {
                throw new InvalidRequestException(e.getMessage());
            }
        }
        c.protocol = ProtocolId.PROTOCOL_ID_RDDL;
        c.seats = 1;
        c.rddlSet = set.name();
        c.rddlFilesSha256 = set.builtin() ? null : spec.rddlFilesSha256();
        c.rddlInstances = new ArrayList<>(refs(set));
        var options = new HashMap<String, String>(spec.gameOptions() == null ? Map.of() : spec.gameOptions());
        if (spec.rddlRounds() != null) {
            options.put("rddl.rounds", Integer.toString(spec.rddlRounds()));
        } else {
            options.putIfAbsent("rddl.rounds", Integer.toString(DEFAULT_ROUNDS));
        }
        if (spec.rddlTimeAllowedMs() != null) {
            options.put("rddl.time-allowed-ms", Long.toString(spec.rddlTimeAllowedMs()));
        }
        options.remove("instance"); // each match names its own
        try {
            RddlSettings.from(options);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException(e.getMessage());
        }
        c.gameOptions = options;
        c.instancesPerEntry = c.rddlInstances.size();
        if (spec.validationMode() != null && !"alone".equals(spec.validationMode())) {
            throw new InvalidRequestException("an RDDL entry is validated alone, by one round on the set's first instance");
        }
        // The IPPC normalised score (libs/rating IppcScoring), here and on the leaderboard.
        if (RankingMethods.namesOtherThan(spec.rankingMethod(), RankingMethod.RANKING_METHOD_IPPC)) {
            throw new InvalidRequestException("an RDDL competition is ranked by the IPPC normalised score (ippc)");
        }
        c.validationMode = "alone";
        c.rankingMethod = RankingMethod.RANKING_METHOD_IPPC;
    }

    private DomainSet domainSet(NewCompetition spec) {
        if (spec.rddlSet() != null && !spec.rddlSet().isBlank() && !DomainSet.UPLOADED.equals(spec.rddlSet())) {
            try {
                return BUILTIN.computeIfAbsent(spec.rddlSet(), DomainSet::builtin);
            } catch (DomainSet.InvalidException e) {
                throw new InvalidRequestException(e.getMessage());
            }
        }
        String sha256 = spec.rddlFilesSha256();
        if (sha256 == null || !sha256.matches("[0-9a-f]{64}")) {
            throw new InvalidRequestException("give rddlSet (" + String.join(", ", DomainSet.BUILTIN)
                    + ") or the rddlFilesSha256 of uploaded files (POST /api/scheduler/rddl-sets)");
        }
        try (InputStream in = blobs.open(Digest.parse(sha256))) {
            byte[] zip = in.readAllBytes();
            return checked(() -> DomainSet.fromZip(zip, limits), "stored RDDL files " + sha256 + ": ");
        } catch (BlobNotFoundException e) {
            throw new InvalidRequestException("no RDDL files with sha256 " + sha256 + " are stored: upload them first "
                    + "(POST /api/scheduler/rddl-sets)");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the blob store", e);
        }
    }

    /** Reads a set on the upload check's worker, its refusals as the scheduler's (422 over a limit, else 400). */
    private DomainSet checked(java.util.function.Supplier<DomainSet> read, String prefix) {
        return checks.run("the RDDL files", () -> {
            try {
                return read.get();
            } catch (DomainSet.OverLimitException e) {
                throw new UploadOverLimitException(prefix + e.getMessage());
            } catch (DomainSet.InvalidException e) {
                throw new InvalidRequestException(prefix + e.getMessage());
            }
        });
    }

    /** Enters the no-op and random baselines: the organiser's entries, ready at once, never validated. */
    void enterBaselines(Competition c) {
        baseline(c, noopEntryId(c), "noop-baseline", "no-op baseline", NOOP_PLANNER);
        baseline(c, randomEntryId(c), "random-baseline", "random baseline", RANDOM_PLANNER);
    }

    private void baseline(Competition c, String entryId, String contestant, String name, String resource) {
        var e = new Entry();
        e.competition = c;
        e.entryId = entryId;
        e.version = 1;
        e.contestant = contestant;
        e.name = name;
        try (InputStream in = RddlCompetitions.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the scheduler is built without " + resource);
            }
            byte[] script = in.readAllBytes();
            e.artifactSha256 = blobs.put(new ByteArrayInputStream(script)).hex();
            e.sizeBytes = script.length;
        } catch (IOException ex) {
            throw new UncheckedIOException("cannot store the " + name, ex);
        }
        e.kind = "script";
        e.status = EntryStatus.READY;
        e.statusDetail = "built-in baseline of the IPPC normalised score";
        e.createdAt = Instant.now();
        e.persist();
    }

    /** Entry ids are unique across the platform: a baseline's names its competition by key. */
    public static String noopEntryId(Competition c) {
        return "rddl-noop-" + c.id;
    }

    public static String randomEntryId(Competition c) {
        return "rddl-random-" + c.id;
    }

    /** What competition.updated tells the platform of an RDDL competition. */
    static RddlCompetition announcement(Competition c) {
        var rddl = RddlCompetition.newBuilder().setSet(c.rddlSet)
                .setFilesSha256(c.rddlFilesSha256 == null ? "" : c.rddlFilesSha256)
                .setRounds(RddlSettings.from(c.gameOptions).rounds())
                .setNoopEntryId(noopEntryId(c)).setRandomEntryId(randomEntryId(c));
        for (RddlInstanceRef i : c.rddlInstances) {
            rddl.addInstances(RddlInstance.newBuilder().setName(i.name()).setDomain(i.domain()).setDomainFile(i.domainFile())
                    .setInstanceFile(i.instanceFile()));
        }
        return rddl.build();
    }

    private static List<RddlInstanceRef> refs(DomainSet set) {
        return set.instances().stream().map(i -> new RddlInstanceRef(i.name(), i.domain(), i.domainFile(), i.instanceFile())).toList();
    }
}
