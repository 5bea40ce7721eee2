package dev.arbiter.scheduler.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import jakarta.persistence.Transient;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** One match: what it plays, where it is in its lifecycle, and (once finished) its accepted result. */
// Only changed columns are written: an organiser's disqualification and a rating update from the
// consumer may touch one row at once, and neither may write back the other's stale value.
@org.hibernate.annotations.DynamicUpdate
@Entity
@Table(name = "match")
public class Match extends PanacheEntityBase {

    @Id
    public String id;
    @ManyToOne(optional = false)
    public Competition competition;
    @Enumerated(EnumType.STRING)
    public MatchKind kind;
    /** The queue its requests go to, re-issues included. */
    @Enumerated(EnumType.STRING)
    public Lane lane = Lane.BULK;
    public String roundId;
    public Integer swissRound;
    public String rerunSetId;
    public String replacesMatchId;
    public boolean inStandings;
    /** The instance of its game the match plays (RDDL: the instance the session is on); null when not named. */
    public String instance;
    /** The game's seed. */
    public long seed;
    /** The secret salt (hex) of {@link #seedCommitment}, revealed with the seeds; null for a match older than seeds committed to. */
    public String seedSalt;
    /** SHA-256 (hex) of the seeds and the salt (libs/judge {@code SeedCommitment}): shown before the match is played. */
    public String seedCommitment;
    @Enumerated(EnumType.STRING)
    public MatchState state;
    public int attempt;
    public String runnerId;
    public Instant leaseExpiresAt;
    public Instant createdAt;
    /** When the current attempt was issued. */
    public Instant requestedAt;
    public Instant finishedAt;
    public String statusDetail;
    public Long moves;
    public Long durationMs;
    public String transcriptSha256;
    public Long transcriptBytes;
    /** Out-of-protocol output (comment lines, stderr) the judge dropped from the transcript over the match's budget. */
    public Long transcriptDroppedLines;
    public Long transcriptDroppedBytes;
    /** When the transcript went past its competition's retention; its blob may be gone since. Null: kept. */
    public Instant transcriptExpiredAt;
    public Integer resultAttempt;
    public String resultRunnerId;

    /** Seats read in bulk by {@link #withSeats}; null: read them on demand. Never persisted. */
    @Transient
    private List<MatchSeat> seatsRead;

    public List<MatchSeat> seats() {
        return seatsRead != null ? seatsRead : MatchSeat.list("matchId = ?1 order by seat", id);
    }

    /**
     * Reads the seats of all {@code matches} in a few queries and keeps them with each match, for read-only views
     * over many matches (standings of a ladder with thousands of them): reading them match by match cost one query
     * each, every one preceded by Hibernate's dirty check of everything the transaction had loaded. Seats written
     * later in the same transaction are not seen through these matches.
     */
    public static List<Match> withSeats(List<Match> matches) {
        Map<String, List<MatchSeat>> byMatch = new HashMap<>();
        List<String> ids = matches.stream().map(m -> m.id).toList();
        // PostgreSQL takes at most 32,767 parameters in one statement.
        for (int from = 0; from < ids.size(); from += SEAT_QUERY_BATCH) {
            List<String> batch = ids.subList(from, Math.min(ids.size(), from + SEAT_QUERY_BATCH));
            MatchSeat.<MatchSeat>find("from MatchSeat s join fetch s.entry where s.matchId in ?1 order by s.matchId, s.seat",
                    batch).stream().forEach(seat -> byMatch.computeIfAbsent(seat.matchId, k -> new ArrayList<>()).add(seat));
        }
        matches.forEach(m -> m.seatsRead = byMatch.getOrDefault(m.id, List.of()));
        return matches;
    }

    private static final int SEAT_QUERY_BATCH = 10_000;

    public static List<Match> ofRound(String roundId) {
        return list("roundId = ?1 order by createdAt, id", roundId);
    }

    public static List<Match> recent(Competition competition, int limit) {
        return find("competition = ?1 order by createdAt desc, id", competition).page(0, limit).list();
    }
}
