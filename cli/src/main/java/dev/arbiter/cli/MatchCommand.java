package dev.arbiter.cli;

import dev.arbiter.judge.Judge;
import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;

/** {@code arbiter match}: plays one match and reports it. Exit 0 whenever the match ran. */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = "Play one match between player programs and print the result.")
final class MatchCommand implements Callable<Integer> {

    @Mixin
    MatchOptions options = new MatchOptions();

    @Option(names = "--player", required = true, paramLabel = "PATH",
            description = "A player program: an ELF executable, a script with #!, or (with --backend local) a "
                    + "64-bit Windows .exe. Once per seat.")
    List<Path> players;

    @Option(names = "--json", description = "Print one JSON object instead of a table.")
    boolean json;

    @Option(names = "--transcript", paramLabel = "FILE", description = "Keep the JSONL transcript of every line in FILE.")
    Path transcript;

    @Override
    public Integer call() throws IOException {
        var setup = new MatchSetup(options);
        long seed = options.seed != null ? options.seed : ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
        if (setup.isTaboo()) {
            if (players.size() != 1) {
                throw new UsageException("taboo takes 1 player; " + players.size() + " given with --player");
            }
            var taboo = new TabooRun(setup, options, json);
            taboo.printMatch(taboo.play(players, seed, transcript));
            return 0;
        }
        Path file = transcript != null ? transcript : Files.createTempFile("arbiter-transcript-", ".jsonl");
        var spec = setup.spec(players, seed, file);
        MatchResult result;
        try (var sandbox = MatchSetup.sandbox(options.backend); var judge = new Judge(sandbox)) {
            result = judge.play(spec);
        } finally {
            if (transcript == null) {
                Files.deleteIfExists(file);
            }
        }
        if (json) {
            var out = ResultJson.match(result, transcript != null);
            // What --player-seed takes to play the same match again: the seeds were drawn under a key nobody keeps.
            out.put("playerSeeds", spec.playerSeeds());
            System.out.println(ResultJson.write(out));
        } else {
            printTable(result);
            System.out.println("  player seeds (--player-seed): "
                    + spec.playerSeeds().stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(" ")));
        }
        return 0;
    }

    private void printTable(MatchResult r) {
        System.out.printf("%s (%s), seed %d: %s after %d moves in %.1f s%s%n", r.game(), Vocabulary.wireName(r.protocol()), r.seed(),
                r.status().wireName(), r.moves(), r.durationMs() / 1000.0,
                r.statusDetail().isEmpty() ? "" : " — " + r.statusDetail());
        for (SeatResult s : r.seats()) {
            System.out.printf("  %s %-24s %10.3f  %-12s %s%n", s.id(), s.name(), s.score(), s.verdict().wireName(), s.detail());
            s.incidents().stream().limit(5).forEach(i -> System.out.println("       · " + i));
            if (r.protocol() == ProtocolId.PROTOCOL_ID_GVGAI) {
                GvgaiGame.printLevels(s, System.out);
            }
        }
        if (transcript != null) {
            System.out.printf("transcript: %s (%d lines%s)%n", transcript, r.transcript().lines(),
                    r.transcript().truncated() ? ", truncated" : "");
        }
    }

    static void requireFile(Path p) {
        if (!Files.exists(p)) {
            throw new UncheckedIOException(new IOException(p + " does not exist"));
        }
    }
}
