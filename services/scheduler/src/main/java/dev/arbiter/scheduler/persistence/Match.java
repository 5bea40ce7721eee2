package dev.arbiter.scheduler.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.List;

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
    public long seed;
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
    public Integer resultAttempt;
    public String resultRunnerId;

    public List<MatchSeat> seats() {
        return MatchSeat.list("match = ?1 order by seat", this);
    }

    public List<MatchEvent> timeline() {
        return MatchEvent.list("match = ?1 order by id", this);
    }

    public static List<Match> ofRound(String roundId) {
        return list("roundId = ?1 order by createdAt, id", roundId);
    }

    public static List<Match> recent(Competition competition, int limit) {
        return find("competition = ?1 order by createdAt desc, id", competition).page(0, limit).list();
    }
}
