package dev.arbiter.leaderboard.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.blobstore.BlobNotFoundException;
import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.leaderboard.model.Views.MatchDetail;
import dev.arbiter.leaderboard.model.Views.TranscriptLine;
import dev.arbiter.leaderboard.model.Views.TranscriptPage;
import dev.arbiter.leaderboard.persistence.ResultRepository;
import dev.arbiter.proto.v1.TranscriptsExpired;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Recorded matches and their transcripts. A transcript (JSONL, written by the judge, stored by the runner
 * in the shared blob store) is shown line by line: protocol lines, the judge's notes and the header to
 * everyone; a program's stderr only to the signed-in contestant whose entry that program is.
 */
@ApplicationScoped
public class Matches {

    private static final Logger LOG = Logger.getLogger(Matches.class);

    private final ResultRepository results;
    private final BlobStore blobs;
    private final ObjectMapper json;

    public Matches(ResultRepository results, BlobStore blobs, ObjectMapper json) {
        this.results = results;
        this.blobs = blobs;
        this.json = json;
    }

    public Optional<MatchDetail> find(String matchId) {
        return results.detail(matchId);
    }

    /** The scheduler's word that these transcripts are past retention: the matches stay, their transcripts are not shown. */
    public void onExpired(TranscriptsExpired message) {
        int marked = results.expireTranscripts(message.getCompetition(), message.getMatchIdsList(), message.getKept(),
                Instant.ofEpochMilli(message.getExpiredAtMs()));
        LOG.debugf("%d of %d transcripts of %s marked expired", marked, message.getMatchIdsCount(), message.getCompetition());
    }

    /**
     * A page of the transcript lines a viewer may see that contain {@code query}.
     *
     * @param readsStderrOf whether the viewer may read the stderr of a seat entered by this contestant (libs/web
     *                      Visibility: the owner, unless the play was on private data; organisers always)
     * @return empty when the match or its transcript is unknown
     */
    public Optional<TranscriptPage> transcript(MatchDetail match, java.util.function.Predicate<String> readsStderrOf,
                                               String query, int page, int size) {
        if (match.transcript() == null || match.transcript().expired()) {
            return Optional.empty();
        }
        // The processes whose stderr this viewer may read: "p<seat>" of the seats their account entered.
        Set<String> ownProcesses = match.seats().stream()
                .filter(seat -> readsStderrOf.test(seat.contestant())).map(seat -> "p" + seat.seat())
                .collect(Collectors.toSet());
        String needle = query == null || query.isBlank() ? null : query.toLowerCase(Locale.ROOT);
        long from = (long) page * size;
        List<TranscriptLine> lines = new ArrayList<>();
        long total = 0;
        long number = 0;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                blobs.open(Digest.parse(match.transcript().sha256())), StandardCharsets.UTF_8))) {
            for (String raw; (raw = reader.readLine()) != null; ) {
                number++;
                if (raw.isBlank()) {
                    continue;
                }
                TranscriptLine line = parse(number, raw);
                if ("err".equals(line.type()) && !ownProcesses.contains(line.src())) {
                    continue;
                }
                if (needle != null && !line.text().toLowerCase(Locale.ROOT).contains(needle)
                        && !line.src().toLowerCase(Locale.ROOT).contains(needle)) {
                    continue;
                }
                if (total >= from && lines.size() < size) {
                    lines.add(line);
                }
                total++;
            }
        } catch (BlobNotFoundException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Optional.of(new TranscriptPage(match.matchId(), page, size, total, needle == null ? null : query,
                !ownProcesses.isEmpty(), lines));
    }

    /** Every protocol line of the transcript (never stderr), for a game's view of the match; empty without one. */
    public List<TranscriptLine> protocolLines(MatchDetail match) {
        return lines(match, "line");
    }

    /** The judge's notes, public as the protocol lines are (a GVGAI run's validation plays are noted there). */
    public List<TranscriptLine> notes(MatchDetail match) {
        return lines(match, "note");
    }

    private List<TranscriptLine> lines(MatchDetail match, String type) {
        List<TranscriptLine> lines = new ArrayList<>();
        if (match.transcript() == null || match.transcript().expired()) {
            return lines;
        }
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                blobs.open(Digest.parse(match.transcript().sha256())), StandardCharsets.UTF_8))) {
            long number = 0;
            for (String raw; (raw = reader.readLine()) != null; ) {
                number++;
                if (!raw.isBlank()) {
                    TranscriptLine line = parse(number, raw);
                    if (type.equals(line.type())) {
                        lines.add(line);
                    }
                }
            }
        } catch (BlobNotFoundException e) {
            return List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }

    private TranscriptLine parse(long number, String raw) {
        try {
            JsonNode node = json.readTree(raw);
            String src = node.path("src").asText("judge");
            String dst = node.hasNonNull("dst") ? node.get("dst").asText() : null;
            long t = node.path("t").asLong();
            for (String type : List.of("line", "err", "note")) {
                if (node.has(type)) {
                    return new TranscriptLine(number, t, src, dst, type, node.get(type).asText());
                }
            }
            return new TranscriptLine(number, t, src, dst, node.path("type").asText("header"), raw);
        } catch (IOException e) {
            return new TranscriptLine(number, 0, "judge", null, "note", raw);
        }
    }
}
