package dev.arbiter.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@code arbiter up --demo}: the {@link DemoCompetitions}, the {@link DemoEntries}' contestants and their sample
 * players, created through the platform's public APIs ({@link PlatformClient}) exactly as an organiser and
 * contestants would (so the demo also proves those paths). Idempotent: a second run finds everything in place and
 * adds nothing.
 *
 * <p>Every request is retried while the platform is not answering yet or is restarting a part (a dropped
 * connection, a 502/503 from the gateway): the seeder runs while the platform settles, and a request that fails
 * once is no reason to give up the demo.
 */
public final class DemoSeeder {

    private final URI gateway;
    private final Path root;
    private final PlatformSecrets secrets;
    private final PrintStream out;
    private final PlatformClient.Retry retry;

    public DemoSeeder(URI gateway, Path root, PlatformSecrets secrets, PrintStream out) {
        this(gateway, root, secrets, out, PlatformClient.Retry.PATIENT);
    }

    DemoSeeder(URI gateway, Path root, PlatformSecrets secrets, PrintStream out, PlatformClient.Retry retry) {
        this.gateway = gateway;
        this.root = root;
        this.secrets = secrets;
        this.out = out;
        this.retry = retry;
    }

    public void seed() throws Exception {
        try (var platform = new PlatformClient(gateway, retry)) {
            List<CompetitionRequest> competitions = DemoCompetitions.all();
            // Basic auth is accepted only to make a token; the scheduler takes the organiser's bearer token.
            String organiserToken = platform.newToken(secrets.organiserUsername(), secrets.organiserPassword(), "demo");
            for (CompetitionRequest competition : competitions) {
                platform.createCompetition(competition, organiserToken);
            }
            Map<String, String> tokens = new LinkedHashMap<>();
            for (String contestant : DemoEntries.CONTESTANTS) {
                String password = password(contestant);
                platform.register(contestant, password, contestant + "@demo.invalid");
                tokens.put(contestant, platform.newToken(contestant, password, "demo"));
            }
            int uploaded = 0;
            for (DemoEntries.DemoEntry entry : new DemoEntries(root, dataDirectory().resolve("demo")).all()) {
                if (upload(platform, entry, tokens.get(entry.contestant()))) {
                    uploaded++;
                }
            }
            out.printf("Demo: %d competitions, %d contestants (passwords in %s), %d new entries.%n",
                    competitions.size(), DemoEntries.CONTESTANTS.size(), passwordsFile(), uploaded);
            out.printf("      Watch the ladders fill: %s%n", gateway);
        }
    }

    /**
     * Uploads the entry unless the contestant already has one of that name. The submission service learns of
     * new competitions from Kafka, so a 404 right after creating one is retried for a while. An upload is not
     * idempotent, so after a failed one the seeder looks again whether it arrived before trying again.
     */
    private boolean upload(PlatformClient platform, DemoEntries.DemoEntry entry, String token) throws Exception {
        for (int attempt = 1; ; attempt++) {
            String failure;
            try {
                if (platform.myEntryNames(entry.competition(), token).contains(entry.name())) {
                    return false;
                }
                failure = tryUpload(platform, entry, token);
                if (failure == null) {
                    return true;
                }
            } catch (PlatformApiException notKnownYet) {
                failure = Failure.oneLine(notKnownYet);
            }
            if (attempt >= retry.attempts()) {
                throw new IOException(failure);
            }
            retry.sleep(attempt);
        }
    }

    /** One upload; null when it was accepted, else what went wrong. */
    private static String tryUpload(PlatformClient platform, DemoEntries.DemoEntry entry, String token) {
        try {
            platform.upload(entry.competition(), token, entry.name(), entry.file());
            return null;
        } catch (IOException e) {
            return "uploading " + entry.name() + " for " + entry.contestant() + " to " + entry.competition() + ": "
                    + Failure.oneLine(e);
        }
    }

    private Path dataDirectory() {
        return secrets.organiserPasswordFile().getParent().getParent();
    }

    private Path passwordsFile() {
        return secrets.organiserPasswordFile().resolveSibling("demo-contestants");
    }

    /** Each demo contestant's password, made once and kept beside the organiser's. */
    private String password(String name) throws IOException {
        Path file = passwordsFile();
        var lines = Files.exists(file) ? Files.readAllLines(file) : List.<String>of();
        for (String line : lines) {
            if (line.startsWith(name + " ")) {
                return line.substring(name.length() + 1).strip();
            }
        }
        String password = "demo-" + UUID.randomUUID().toString().substring(0, 13);
        Files.writeString(file, name + " " + password + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        return password;
    }
}
