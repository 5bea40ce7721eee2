package dev.arbiter.scheduler.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A competition as the organiser set it up: what is played, under which limits, and in which phase. */
@Entity
public class Competition extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;
    public String slug;
    public String title;
    /** Built-in game name; null for an uploaded game program. */
    public String game;
    public String gameArtifactSha256;
    @Convert(converter = VocabularyColumns.ProtocolColumn.class)
    public ProtocolId protocol;
    public int seats;
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public Map<String, String> gameOptions = new HashMap<>();
    public long nameDeadlineMs;
    public int averageWindow;
    public long averageMoveLimitMs;
    public int maxConsecutiveTimeouts;
    public long gameSilenceMs;
    /** LMC dialect overrides the judge and a built-in game speak in this competition's matches. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public Map<String, String> dialect = new HashMap<>();
    public long moveDeadlineMs;
    public long matchDeadlineMs;
    public long memoryBytes;
    public long cpuSeconds;
    @Convert(converter = VocabularyColumns.RankingMethodColumn.class)
    public RankingMethod rankingMethod;
    @Enumerated(EnumType.STRING)
    public Phase phase;
    public int uploadQuotaPerDay;
    public boolean publicListing;
    public String validationMode;
    /** The organiser's reference player for validation mode "reference": digest and kind. */
    public String referenceArtifactSha256;
    public String referenceKind;
    public int instancesPerEntry;
    /** RDDL: a built-in set of the shipped IPPC files ("ippc2011-mdp" …) or "upload"; null for other protocols. */
    public String rddlSet;
    /** RDDL, uploaded set: its zip of .rddl files in the blob store. */
    public String rddlFilesSha256;
    /** RDDL: the instances every entry plays, in schedule order, with their domain and files. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public List<RddlInstanceRef> rddlInstances = new java.util.ArrayList<>();
    /** GVGAI: the shipped VGDL games every entry plays one learning run on, in schedule order; empty otherwise. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public List<String> gvgaiGames = new java.util.ArrayList<>();
    /** GVGAI: the organiser's uploaded game (its checked zip in the blob store), one of gvgaiGames; null if none. */
    public String gvgaiFilesSha256;
    public int ladderConcurrency;
    /** Days a ladder match's transcript is kept (the organiser's, or the installation's default when created). */
    public int ladderTranscriptDays;
    /** Each entry's latest ladder matches that keep their transcripts. */
    public int ladderTranscriptsPerEntry;
    public long seed;
    public Instant createdAt;

    public static Optional<Competition> bySlug(String slug) {
        return find("slug", slug).firstResultOptional();
    }

    /** Every competition, newest first; which of them a viewer's list names is libs/web Visibility's to say. */
    public static List<Competition> newestFirst() {
        return list("order by createdAt desc");
    }

    /** What to show for the game: the built-in's name, "rddl:" and the set, or "upload:" and the program's digest. */
    public String gameLabel() {
        if (rddlSet != null) {
            return "rddl:" + rddlSet;
        }
        if (gvgai()) {
            return "gvgai:" + String.join(",", gvgaiGames);
        }
        return game != null ? game : "upload:" + gameArtifactSha256;
    }

    public boolean rddl() {
        return rddlSet != null;
    }

    /** A GVGAI learning-track competition: its matches are learning runs on its games. */
    public boolean gvgai() {
        return gvgaiGames != null && !gvgaiGames.isEmpty();
    }

    /** GVGAI with the organiser's uploaded game: its validation levels are the organiser's private data. */
    public boolean privateValidation() {
        return gvgai() && gvgaiFilesSha256 != null;
    }

    /**
     * Whether what entries wrote in their plays (stderr) is withheld from their owners now: plays on the organiser's
     * private data, until the competition closes (libs/web Visibility).
     */
    public boolean playOutputWithheld() {
        return !dev.arbiter.web.visibility.Visibility.maySeePlayOutput(privateValidation(), phase == Phase.CLOSED,
                dev.arbiter.web.visibility.Visibility.Viewer.ANONYMOUS, true);
    }

    /** RDDL and GVGAI competitions take their seats, validation and ranking from the track, not the organiser. */
    public boolean trackRules() {
        return rddl() || gvgai();
    }

    /**
     * The name of single-player instance {@code k} of the schedule (RDDL: an instance; GVGAI: a game), or null when
     * the game has no named instances.
     */
    public String instanceName(int k) {
        if (gvgai()) {
            return gvgaiGames.get(Math.floorMod(k, gvgaiGames.size()));
        }
        return rddlInstances.isEmpty() ? null : rddlInstances.get(Math.floorMod(k, rddlInstances.size())).name();
    }
}
