package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;

/**
 * What {@code arbiter submit} prints once the platform took the upload: in words, the version, its status and the two
 * pages to follow it on (the owner's {@code /entries/{id}} of the submission service and the public
 * {@code /competitions/{slug}/entries/{id}} of the leaderboard); with {@code --wait}, the validation's verdict and
 * the first rank. {@code --json} prints the platform's answers instead, one object. Exit status: 0 (ranked, or not
 * waiting), 1 (validation did not pass, or the platform refused to say), 3 (--timeout ran out).
 */
final class SubmitReport {

    static final int TIMED_OUT = 3;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI url;
    private final String competition;
    private final PrintWriter err;
    private final boolean json;

    SubmitReport(URI url, String competition, PrintWriter err, boolean json) {
        this.url = url;
        this.competition = competition;
        this.err = err;
        this.json = json;
    }

    /** Reports the created version ({@code {"id", "version", "status"}}) and, given a wait, follows it. */
    int uploaded(String created, EntryWait wait) throws IOException, InterruptedException {
        JsonNode answer = JSON.readTree(created);
        String id = answer.path("id").asText();
        int version = answer.path("version").asInt();
        String ownerPage = url.resolve("/entries/" + id).toString();
        String publicPage = url.resolve("/competitions/" + competition + "/entries/" + id).toString();
        ObjectNode out = JSON.createObjectNode();
        out.set("upload", answer);
        out.put("page", ownerPage);
        out.put("publicPage", publicPage);
        if (!json) {
            System.out.println("Uploaded version " + version + " to " + competition + ": " + answer.path("status").asText());
            System.out.println("  your entry's page: " + ownerPage);
            System.out.println("  its public page:   " + publicPage);
        }
        if (wait == null) {
            print(json ? answer : null);
            return 0;
        }
        try {
            JsonNode validated = wait.validation(id, version);
            out.set("validation", validated);
            if (!json) {
                System.out.println(EntryWait.verdict(validated));
            }
            if (!"ready".equals(validated.path("status").asText())) {
                print(json ? out : null);
                return 1;
            }
            JsonNode row = wait.firstRank(id, version);
            out.set("leaderboard", row);
            print(json ? out : EntryWait.rank(competition, row));
            return 0;
        } catch (EntryWait.TimedOut e) {
            print(json ? out : null);
            err.println("arbiter: gave up waiting (--timeout) for " + e.getMessage() + "; follow it on " + ownerPage);
            return TIMED_OUT;
        } catch (EntryWait.Refused e) {
            print(json ? out : null);
            err.println("arbiter: " + e.getMessage());
            return 1;
        }
    }

    private static void print(Object value) throws IOException {
        if (value instanceof JsonNode node) {
            System.out.println(JSON.writeValueAsString(node));
        } else if (value != null) {
            System.out.println(value);
        }
    }
}
