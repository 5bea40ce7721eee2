package dev.arbiter.scheduler.persistence;

import dev.arbiter.rating.trueskill.TrueSkillSettings;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One version of a contestant's entry, as announced by {@code entry.submitted}. */
// Only changed columns are written: an organiser's disqualification and a rating update from the
// consumer may touch one row at once, and neither may write back the other's stale value.
@org.hibernate.annotations.DynamicUpdate
@Entity
public class Entry extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;
    @ManyToOne(optional = false)
    public Competition competition;
    /** The submission service's id, stable across versions. */
    public String entryId;
    public int version;
    public String contestant;
    public String name;
    public String artifactSha256;
    public String kind;
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public List<String> command = new ArrayList<>();
    /** Kind {@code source}: the build's argv, which the runner runs in the validation match. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public List<String> buildCommand = new ArrayList<>();
    /** A built source entry: the uploaded sources, while artifactSha256 names the built archive. */
    public String sourceSha256;
    public long sizeBytes;
    public Instant submittedAt;
    @Enumerated(EnumType.STRING)
    public EntryStatus status;
    public String statusDetail;
    public String validationMatchId;
    public String disqualifiedReason;
    /** TrueSkill μ of the scheduler's matchmaking belief (the leaderboard publishes its own ratings). */
    public double rating = TrueSkillSettings.DEFAULTS.initialMean();
    /** TrueSkill σ of that belief. */
    public double ratingDeviation = TrueSkillSettings.DEFAULTS.initialDeviation();
    public int ladderMatches;
    public Instant createdAt;

    public static Optional<Entry> byVersion(String entryId, int version) {
        return find("entryId = ?1 and version = ?2", entryId, version).firstResultOptional();
    }

    public static List<Entry> of(Competition competition) {
        return list("competition = ?1 order by entryId, version", competition);
    }

    /** The ladder's field: the newest ready version of each entry (older versions retire when a new one passes). */
    public static List<Entry> latestReady(Competition competition) {
        Map<String, Entry> latest = new LinkedHashMap<>();
        for (Entry e : Entry.<Entry>list("competition = ?1 and status = ?2 order by entryId, version", competition, EntryStatus.READY)) {
            latest.put(e.entryId, e);
        }
        return new ArrayList<>(latest.values());
    }

    /** An official round's default field: the newest ready version per contestant. */
    public static List<Entry> latestReadyPerContestant(Competition competition) {
        Map<String, Entry> latest = new LinkedHashMap<>();
        for (Entry e : latestReady(competition)) {
            latest.merge(e.contestant, e, (a, b) -> a.submittedAtOrCreated().isAfter(b.submittedAtOrCreated()) ? a : b);
        }
        var field = new ArrayList<>(latest.values());
        field.sort(Comparator.comparing((Entry e) -> e.entryId).thenComparingInt(e -> e.version));
        return field;
    }

    private Instant submittedAtOrCreated() {
        return submittedAt != null ? submittedAt : createdAt;
    }

    /** The competition's reference player, for validation mode "reference". */
    public static Optional<Entry> referenceOf(Competition competition) {
        return find("competition = ?1 and status = ?2", competition, EntryStatus.REFERENCE).firstResultOptional();
    }

    /** "name v2 (contestant)", for pages and logs. */
    public String label() {
        return name + " v" + version + " (" + contestant + ")";
    }
}
