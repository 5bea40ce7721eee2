package dev.arbiter.scheduler.service;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.scheduler.persistence.Match;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the platform keeps, for an organiser and {@code ./arbiter storage} (issue 32): per competition and match
 * kind, the transcripts kept and expired, their bytes as played and as stored; what retention will free in the next
 * day; and the blob store's free space against its watermarks. The scheduler can tell because every transcript's
 * reference reaches it; stored sizes are read from the blob store's files (empty on a store that cannot say).
 */
@ApplicationScoped
public class StorageReport {

    /** One competition's transcripts of one kind. */
    public record Row(String competition, String kind, long kept, long expired, long playedBytes, Long storedBytes,
                      long expiringWithinADay) {
    }

    /** The whole report. */
    public record Report(Instant at, List<Row> rows, long keptTranscripts, long playedBytes, Long storedBytes,
                         Long freeBytes, String disk, String location) {
    }

    private final BlobStore blobs;
    private final DiskWatermarks disk;

    public StorageReport(BlobStore blobs, DiskWatermarks disk) {
        this.blobs = blobs;
        this.disk = disk;
    }

    @Transactional
    public Report now() {
        Instant now = Instant.now();
        Map<String, Row> rows = new LinkedHashMap<>();
        for (Object[] r : rows("""
                select c.slug, m.kind,
                       count(*) filter (where m.transcript_expired_at is null),
                       count(*) filter (where m.transcript_expired_at is not null),
                       coalesce(sum(m.transcript_bytes) filter (where m.transcript_expired_at is null), 0),
                       count(*) filter (where m.kind = 'LADDER' and m.transcript_expired_at is null
                                        and m.finished_at < cast(:soon as timestamptz) - make_interval(days => c.ladder_transcript_days))
                from match m join competition c on c.id = m.competition_id
                where m.transcript_sha256 is not null
                group by c.slug, m.kind order by c.slug, m.kind""", now.plusSeconds(86_400))) {
            String key = r[0] + "/" + r[1];
            rows.put(key, new Row((String) r[0], ((String) r[1]).toLowerCase(), number(r[2]), number(r[3]), number(r[4]),
                    0L, number(r[5])));
        }
        boolean storeCanSay = true;
        for (Object[] r : rows("""
                select c.slug, m.kind, m.transcript_sha256
                from match m join competition c on c.id = m.competition_id
                where m.transcript_sha256 is not null and m.transcript_expired_at is null""", null)) {
            String key = r[0] + "/" + r[1];
            var stored = stored((String) r[2]);
            if (stored == null) {
                storeCanSay = false;
            } else {
                Row row = rows.get(key);
                rows.put(key, new Row(row.competition(), row.kind(), row.kept(), row.expired(), row.playedBytes(),
                        row.storedBytes() + stored, row.expiringWithinADay()));
            }
        }
        List<Row> list = new ArrayList<>();
        for (Row row : rows.values()) {
            list.add(storeCanSay ? row : new Row(row.competition(), row.kind(), row.kept(), row.expired(),
                    row.playedBytes(), null, row.expiringWithinADay()));
        }
        long kept = list.stream().mapToLong(Row::kept).sum();
        long played = list.stream().mapToLong(Row::playedBytes).sum();
        Long storedTotal = storeCanSay ? list.stream().mapToLong(Row::storedBytes).sum() : null;
        var free = disk.free();
        return new Report(now, list, kept, played, storedTotal, free.isPresent() ? free.getAsLong() : null,
                disk.level().name().toLowerCase(), blobs.location());
    }

    private Long stored(String sha256) {
        try {
            var bytes = blobs.storedBytes(Digest.parse(sha256));
            return bytes.isPresent() ? bytes.getAsLong() : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Object[]> rows(String sql, Instant soon) {
        var query = Match.getEntityManager().createNativeQuery(sql);
        if (soon != null) {
            query.setParameter("soon", soon.atOffset(ZoneOffset.UTC));
        }
        return query.getResultList();
    }

    private static long number(Object value) {
        return value == null ? 0 : ((Number) value).longValue();
    }
}
