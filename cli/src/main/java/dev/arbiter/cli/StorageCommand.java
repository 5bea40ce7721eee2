package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code arbiter storage}: what the platform keeps, as its organisers see it (issue 32). Per competition and match
 * kind, the transcripts kept and expired with their bytes as played and as stored, what retention frees within a
 * day, and the blob store's free space against its watermarks. Reads the scheduler's
 * {@code GET /api/scheduler/storage} with an organiser's API token.
 */
@Command(name = "storage", mixinStandardHelpOptions = true,
        description = "Show what the platform stores, by competition and kind, and its free space (organisers).")
final class StorageCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    PlatformOptions platform;

    @Option(names = "--json", description = "Print the platform's answer as JSON.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        URI url = platform.url;
        ApiTokenSource credential = platform.credential(spec.commandLine().getErr());
        var request = HttpRequest.newBuilder(url.resolve("/api/scheduler/storage"))
                .header("Authorization", "Bearer " + credential.token()).timeout(Duration.ofMinutes(2)).GET().build();
        HttpResponse<String> response;
        try {
            response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        } catch (ConnectException e) {
            throw new UsageException("cannot reach " + url + " (is the platform up? ./arbiter up)");
        }
        if (response.statusCode() != 200) {
            spec.commandLine().getErr().println("arbiter: storage report refused " + Refusal.describe(response.statusCode(),
                    response.headers().firstValue("Content-Type").orElse(null), response.body()));
            return 1;
        }
        if (json) {
            System.out.println(response.body());
        } else {
            print(new ObjectMapper().readTree(response.body()), System.out);
        }
        return 0;
    }

    static void print(JsonNode report, PrintStream out) {
        out.printf("%-28s %-11s %8s %8s %12s %12s %14s%n", "competition", "kind", "kept", "expired", "as played",
                "stored", "expiring <1d");
        for (JsonNode row : report.path("rows")) {
            out.printf("%-28s %-11s %8d %8d %12s %12s %14d%n", row.path("competition").asText(), row.path("kind").asText(),
                    row.path("kept").asLong(), row.path("expired").asLong(), bytes(row.path("playedBytes")),
                    bytes(row.path("storedBytes")), row.path("expiringWithinADay").asLong());
        }
        out.printf("%nkept transcripts: %d, %s as played, %s stored, in %s%n", report.path("keptTranscripts").asLong(),
                bytes(report.path("playedBytes")), bytes(report.path("storedBytes")), report.path("location").asText());
        out.printf("free space: %s (%s)%n", bytes(report.path("freeBytes")), describe(report.path("disk").asText()));
    }

    private static String describe(String level) {
        return switch (level) {
            case "plenty" -> "everything runs";
            case "low" -> "below the first watermark: ladders and uploads are paused";
            case "critical" -> "below the second watermark: runners take no match";
            default -> level;
        };
    }

    static String bytes(JsonNode value) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return "n/a";
        }
        double b = value.asDouble();
        String[] units = {"B", "KB", "MB", "GB", "TB"};
        int unit = 0;
        while (b >= 1000 && unit < units.length - 1) {
            b /= 1000;
            unit++;
        }
        return unit == 0 ? String.format(Locale.ROOT, "%.0f B", b) : String.format(Locale.ROOT, "%.1f %s", b, units[unit]);
    }
}
