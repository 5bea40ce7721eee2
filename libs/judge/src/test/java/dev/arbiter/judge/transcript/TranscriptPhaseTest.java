package dev.arbiter.judge.transcript;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** What the transcript keeps of a long phase it caps, of what follows, and of the judge's notes past its cap. */
class TranscriptPhaseTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void aCappedPhaseIsSummarisedAndWhatFollowsItIsKeptWhole() throws Exception {
        Path file = dir.resolve("t.jsonl");
        var transcript = new Transcript(file, 20_000, System.nanoTime());
        transcript.header(Map.of("game", "test"));
        transcript.capPhase("training", 2_000);
        for (int i = 0; i < 500; i++) {
            transcript.line("judge", "p1", "training observation " + i);
            transcript.line("p1", "judge", "ACTION_NIL");
        }
        transcript.note("p1", "training level 0: PLAYER_LOSES");
        transcript.endPhase();
        for (int i = 0; i < 50; i++) {
            transcript.line("judge", "p1", "validation observation " + i);
            transcript.line("p1", "judge", "ACTION_USE");
        }
        transcript.close();

        List<JsonNode> entries = entries(file);
        assertThat(entries).filteredOn(e -> e.path("line").asText().startsWith("validation observation")).hasSize(50);
        long trainingKept = entries.stream().filter(e -> e.path("line").asText().startsWith("training observation")
                || e.path("line").asText().equals("ACTION_NIL")).count();
        assertThat(trainingKept).isBetween(20L, 200L);
        assertThat(entries).extracting(e -> e.path("note").asText())
                .contains("training level 0: PLAYER_LOSES")
                .anyMatch(n -> n.startsWith("training was summarised") && n.contains((1000 - trainingKept) + " of its lines"));
        assertThat(transcript.summary().truncated()).isFalse();
    }

    @Test
    void pastTheCapTheJudgesNotesAreStillKeptAndNothingElse() throws Exception {
        Path file = dir.resolve("t.jsonl");
        var transcript = new Transcript(file, 1_000, System.nanoTime());
        transcript.header(Map.of("game", "test"));
        for (int i = 0; i < 100; i++) {
            transcript.line("judge", "p1", "observation " + i);
        }
        transcript.note("p1", "validation play 1 of 1, level 3: counted score -1000.0");
        transcript.stderr("p1", "a player's line past the cap");
        transcript.close();

        List<JsonNode> entries = entries(file);
        assertThat(transcript.summary().truncated()).isTrue();
        assertThat(entries).filteredOn(e -> e.has("truncated")).hasSize(1);
        assertThat(entries.getLast().path("note").asText()).startsWith("validation play 1 of 1");
        assertThat(entries).noneMatch(e -> e.path("err").asText().contains("past the cap"));
    }

    private static List<JsonNode> entries(Path file) throws Exception {
        var list = new ArrayList<JsonNode>();
        for (String line : Files.readAllLines(file)) {
            list.add(JSON.readTree(line));
        }
        return list;
    }
}
