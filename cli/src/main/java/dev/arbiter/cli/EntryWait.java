package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code arbiter submit --wait}: follows an uploaded version through the platform's APIs, as its pages do. The
 * submission service's {@code GET /api/entries/{id}} until the version's validation is final, then the leaderboard's
 * {@code GET /api/entries/{id}/history} (404 until a match names the entry) until the entry has a row for that version.
 * Both within one deadline; each change of state is said once on the error stream, so the output stays the verdict.
 */
final class EntryWait {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A wait that ran out of time, saying what it was still waiting for. */
    static final class TimedOut extends Exception {
        TimedOut(String waitingFor) {
            super(waitingFor);
        }
    }

    /** An answer that is not one the wait can go on from (401, 403, a 404 of the entry, a 5xx). */
    static final class Refused extends Exception {
        Refused(String message) {
            super(message);
        }
    }

    private final HttpClient http;
    private final URI base;
    private final String token;
    private final Duration poll;
    private final long deadlineNanos;
    private final PrintWriter progress;
    private String lastSaid;

    EntryWait(HttpClient http, URI base, String token, Duration poll, Duration timeout, PrintWriter progress) {
        this.http = http;
        this.base = base;
        this.token = token;
        this.poll = poll;
        this.deadlineNanos = System.nanoTime() + timeout.toNanos();
        this.progress = progress;
    }

    /** The version's view (status, validation, build) once its status is final. */
    JsonNode validation(String entryId, int version) throws IOException, InterruptedException, TimedOut, Refused {
        while (true) {
            HttpResponse<String> response = get("/api/entries/" + entryId);
            if (response.statusCode() != 200) {
                throw refused("could not follow the entry", response);
            }
            JsonNode mine = null;
            for (JsonNode v : JSON.readTree(response.body()).path("versions")) {
                if (v.path("version").asInt() == version) {
                    mine = v;
                }
            }
            if (mine == null) {
                throw new Refused("the platform does not list version " + version + " of entry " + entryId);
            }
            String status = mine.path("status").asText();
            if (isFinal(status)) {
                return mine;
            }
            String waitingFor = mine.path("waitingFor").asText("");
            say(status + (waitingFor.isEmpty() ? "" : ": waiting for " + waitingFor));
            pause(status + (waitingFor.isEmpty() ? "" : ", waiting for " + waitingFor));
        }
    }

    /** The entry's leaderboard row once it ranks this version (or a newer one). */
    JsonNode firstRank(String entryId, int version) throws IOException, InterruptedException, TimedOut, Refused {
        while (true) {
            HttpResponse<String> response = get("/api/entries/" + entryId + "/history");
            if (response.statusCode() == 200) {
                JsonNode row = JSON.readTree(response.body()).path("current");
                if (row.isObject() && row.path("version").asInt(version) >= version) {
                    return row;
                }
            } else if (response.statusCode() != 404) {
                throw refused("could not read the leaderboard", response);
            }
            say("ready: waiting for its first ladder matches to rank it");
            pause("its first rank on the leaderboard");
        }
    }

    static boolean isFinal(String status) {
        return switch (status) {
            case "ready", "failed", "build-failed", "infrastructure-error", "disqualified" -> true;
            default -> false;
        };
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        var request = HttpRequest.newBuilder(base.resolve(path))
                .header("Authorization", "Bearer " + token)
                .header("Accept", "application/json")
                .timeout(Duration.ofSeconds(30))
                .GET().build();
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (ConnectException e) {
            throw new UsageException("cannot reach " + base + " (is the platform up? ./arbiter up)");
        }
    }

    private static Refused refused(String what, HttpResponse<String> response) {
        return new Refused(what + " " + Refusal.describe(response.statusCode(),
                response.headers().firstValue("Content-Type").orElse(null), response.body()));
    }

    private void say(String line) {
        if (!Objects.equals(line, lastSaid)) {
            progress.println("arbiter: " + line);
            lastSaid = line;
        }
    }

    private void pause(String waitingFor) throws InterruptedException, TimedOut {
        long left = deadlineNanos - System.nanoTime();
        if (left <= 0) {
            throw new TimedOut(waitingFor);
        }
        Thread.sleep(Math.min(poll.toMillis(), Math.max(1, left / 1_000_000)));
    }

    /** The verdict in words: one line, then what explains a failure (the build's first error, the match's detail). */
    static String verdict(JsonNode version) {
        String status = version.path("status").asText();
        JsonNode validation = version.path("validation");
        String detail = text(validation, "detail").orElse("");
        var out = new StringBuilder();
        switch (status) {
            case "ready" -> out.append("validation passed: ready to play");
            case "build-failed" -> out.append("build failed: ")
                    .append(text(version.path("build"), "firstError").orElse(detail.isEmpty() ? "see the entry's page" : detail));
            case "failed" -> {
                out.append("validation failed: ").append(text(validation, "verdict").orElse("failed"));
                if (!detail.isEmpty()) {
                    out.append(" — ").append(detail);
                }
                text(validation, "stderr").ifPresent(err -> out.append(System.lineSeparator()).append("its stderr:")
                        .append(System.lineSeparator()).append(err.strip().indent(2).stripTrailing()));
                text(validation, "reproduce").ifPresent(cmd -> out.append(System.lineSeparator())
                        .append("replay it with the competition's kit: ").append(cmd));
            }
            case "infrastructure-error" -> out.append("the platform could not validate it (infrastructure-error, not "
                    + "counted against you)").append(detail.isEmpty() ? "" : ": " + detail);
            case "disqualified" -> out.append("disqualified: ")
                    .append(text(validation, "disqualifiedReason").orElse("by an organiser"));
            default -> out.append(status);
        }
        return out.toString();
    }

    /** The leaderboard row in words. */
    static String rank(String competition, JsonNode row) {
        var out = new StringBuilder("rank ").append(row.path("rank").asInt()).append(" on ").append(competition)
                .append(": rating ").append(String.format(java.util.Locale.ROOT, "%.1f", row.path("rating").asDouble()))
                .append(" after ").append(row.path("matches").asInt()).append(" rated match")
                .append(row.path("matches").asInt() == 1 ? "" : "es");
        if (row.path("provisional").asBoolean()) {
            out.append(" (provisional)");
        }
        return out.toString();
    }

    private static Optional<String> text(JsonNode node, String field) {
        JsonNode value = node.path(field);
        return value.isTextual() && !value.asText().isBlank() ? Optional.of(value.asText()) : Optional.empty();
    }
}
