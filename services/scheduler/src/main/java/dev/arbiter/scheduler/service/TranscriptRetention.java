package dev.arbiter.scheduler.service;

import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.TranscriptsExpired;
import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.scheduler.messaging.SchedulerOutbox;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.Phase;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

/**
 * Decides when a match's transcript is past its competition's retention, marks it ({@code match.transcript_expired_at})
 * and tells the platform on {@code transcript.expired} in the same transaction (the outbox). Ladder transcripts are
 * kept {@link Competition#ladderTranscriptDays} days and only for each entry's latest
 * {@link Competition#ladderTranscriptsPerEntry} ladder matches: a match outside either bound expires. Validation,
 * official and rerun transcripts are kept until the competition is archived, when every transcript expires. The
 * scheduler is the one place the rule lives: the leaderboard only records what it is told, and the blob collector
 * keeps exactly the transcripts not marked here.
 */
@ApplicationScoped
public class TranscriptRetention {

    private static final Logger LOG = Logger.getLogger(TranscriptRetention.class);
    /** Match ids per message: a message stays well under Kafka's default 1 MB. */
    static final int BATCH = 1000;

    private final SchedulerConfig config;
    private final SchedulerOutbox outbox;
    private final MeterRegistry registry;

    public TranscriptRetention(SchedulerConfig config, SchedulerOutbox outbox, MeterRegistry registry) {
        this.config = config;
        this.outbox = outbox;
        this.registry = registry;
    }

    /** Bounds an organiser may set: a day to ten years; one match to a million per entry. */
    public static void check(int days, int perEntry) {
        if (days < 1 || days > 3650) {
            throw new InvalidRequestException("ladderTranscriptDays must be 1-3650, not " + days);
        }
        if (perEntry < 1 || perEntry > 1_000_000) {
            throw new InvalidRequestException("ladderTranscriptsPerEntry must be 1-1000000, not " + perEntry);
        }
    }

    /** The installation's defaults, given to a new competition. */
    public void applyDefaults(Competition c) {
        c.ladderTranscriptDays = config.retention().ladderTranscriptDays();
        c.ladderTranscriptsPerEntry = config.retention().ladderTranscriptsPerEntry();
        check(c.ladderTranscriptDays, c.ladderTranscriptsPerEntry);
    }

    /** What a competition keeps, in the words a match page uses after "the transcript has expired (…)". */
    public static String kept(Competition c) {
        if (c.phase == Phase.ARCHIVED) {
            return "kept until the competition was archived";
        }
        return "kept " + c.ladderTranscriptDays + (c.ladderTranscriptDays == 1 ? " day" : " days")
                + ", and only each entry's last " + c.ladderTranscriptsPerEntry + " ladder matches";
    }

    @Scheduled(every = "${arbiter.scheduler.retention.interval:10m}", delayed = "30s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void pass() {
        // Archived ones too: a match still in flight when its competition was archived finishes afterwards.
        List<Long> ids = QuarkusTransaction.requiringNew().call(() ->
                Competition.<Competition>listAll().stream().map(c -> c.id).toList());
        for (Long id : ids) {
            try {
                QuarkusTransaction.requiringNew().run(() -> expire(Competition.findById(id), Instant.now()));
            } catch (RuntimeException e) {
                LOG.warnf(e, "Transcript retention of competition %d failed; the next pass tries again", id);
            }
        }
    }

    /**
     * Marks the transcripts of {@code c} that are past its retention at {@code now} and announces them.
     *
     * @return the matches whose transcripts expired now
     */
    @Transactional
    public List<String> expire(Competition c, Instant now) {
        List<String> expired = c.phase == Phase.ARCHIVED ? expireAll(c, now) : expireLadder(c, now);
        for (int from = 0; from < expired.size(); from += BATCH) {
            var message = TranscriptsExpired.newBuilder().setCompetition(c.slug).setKept(kept(c))
                    .setExpiredAtMs(now.toEpochMilli())
                    .addAllMatchIds(expired.subList(from, Math.min(expired.size(), from + BATCH)));
            outbox.enqueue(Topics.TRANSCRIPT_EXPIRED, c.slug, message.build().toByteArray());
        }
        if (!expired.isEmpty()) {
            registry.counter("arbiter.scheduler.transcripts.expired", "competition", c.slug).increment(expired.size());
            LOG.infof("%d transcripts of %s expired (%s)", expired.size(), c.slug, kept(c));
        }
        return expired;
    }

    private static List<String> expireLadder(Competition c, Instant now) {
        OffsetDateTime cutoff = now.minus(Duration.ofDays(c.ladderTranscriptDays)).atOffset(ZoneOffset.UTC);
        // Rank each entry's ladder matches newest first; a match one of whose entries still counts it among its
        // latest N keeps its transcript, as long as it is younger than the cutoff. Only kept ones are ranked (the
        // partial index match_kept_transcripts): every expired one is older than an entry's latest N, or than the
        // cutoff, so leaving them out moves no rank that decides anything.
        return ids(Match.getEntityManager().createNativeQuery("""
                        update match set transcript_expired_at = :now
                        where competition_id = :competition and kind = 'LADDER' and finished_at is not null
                          and transcript_sha256 is not null and transcript_expired_at is null
                          and (finished_at < :cutoff or id not in (
                              select ranked.match_id from (
                                  select s.match_id, row_number() over (
                                      partition by e.entry_id order by m.finished_at desc, m.id desc) as position
                                  from match m join match_seat s on s.match_id = m.id join entry e on e.id = s.entry_pk
                                  where m.competition_id = :competition and m.kind = 'LADDER' and m.finished_at is not null
                                    and m.transcript_sha256 is not null and m.transcript_expired_at is null) ranked
                              where ranked.position <= :perEntry))
                        returning id""")
                .setParameter("now", now.atOffset(ZoneOffset.UTC)).setParameter("competition", c.id)
                .setParameter("cutoff", cutoff).setParameter("perEntry", c.ladderTranscriptsPerEntry)
                .getResultList());
    }

    private static List<String> expireAll(Competition c, Instant now) {
        return ids(Match.getEntityManager().createNativeQuery("""
                        update match set transcript_expired_at = :now
                        where competition_id = :competition and finished_at is not null
                          and transcript_sha256 is not null and transcript_expired_at is null
                        returning id""")
                .setParameter("now", now.atOffset(ZoneOffset.UTC)).setParameter("competition", c.id)
                .getResultList());
    }

    private static List<String> ids(List<?> rows) {
        return rows.stream().map(String::valueOf).sorted().toList();
    }
}
