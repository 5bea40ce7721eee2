package dev.arbiter.scheduler.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;

import java.io.Serializable;

/**
 * Who sits in a seat of a match and, once it is finished, how that seat did. The seat names its match by id, not by
 * entity: the match reads its seats ({@link Match#seats()}) and the seat needs nothing of the match, so the two entities
 * do not depend on each other.
 */
@Entity
@IdClass(MatchSeat.Key.class)
public class MatchSeat extends PanacheEntityBase {

    public record Key(String matchId, Integer seat) implements Serializable {
        public Key() {
            this(null, null);
        }
    }

    @Id
    @Column(name = "match_id")
    public String matchId;
    @Id
    public Integer seat;
    @ManyToOne(optional = false)
    @JoinColumn(name = "entry_pk")
    public Entry entry;
    /** The seat's {@code ARBITER_SEED} (service/MatchSeeds); null for a match made before seats had seeds of their own. */
    public Long seed;
    public String name;
    public Double score;
    public Integer scoredMoves;
    public String verdict;
    public String detail;
    /** RDDL: the session as the runner reported it (protobuf {@code RddlSession}); null for other protocols. */
    public byte[] rddlSession;
    /** GVGAI: the run's validation figures as the runner reported them (protobuf {@code GvgaiRun}); null otherwise. */
    public byte[] gvgaiRun;
}
