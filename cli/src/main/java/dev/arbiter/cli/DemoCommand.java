package dev.arbiter.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * {@code arbiter demo}: what a newcomer runs first. Plays a short local tournament of the sample
 * players on every built-in game, so the judge, the games and players in three languages are seen
 * working together in well under a minute.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Play short tournaments of the sample players on every built-in game.")
final class DemoCommand implements Runnable {

    @Option(names = "--root", defaultValue = ".", paramLabel = "DIR", description = "The Arbiter checkout (default: current directory).")
    Path root;

    /** Makes a fresh, configured {@code arbiter} command line to run each tournament with. */
    private final Supplier<CommandLine> arbiter;

    DemoCommand(Supplier<CommandLine> arbiter) {
        this.arbiter = arbiter;
    }

    @Override
    public void run() {
        Path players = root.resolve("examples/players");
        if (!Files.isDirectory(players.resolve("c/bin"))) {
            throw new UsageException("sample players not built under " + players + "; run ./arbiter from the checkout root");
        }
        tournament("rps", List.of("c/bin/random", "python/imitate_last.py", "java/constant"), "--moves", "1000");
        tournament("imitate", List.of("python/imitate_learner.py", "c/bin/imitate-last", "python/random_player.py"), "--moves", "300", "--option", "rule=shift");
        tournament("grammar", List.of("c/bin/imitate-last", "c/bin/constant"), "--moves", "300");
        tournament("taboo", List.of("python/taboo_guesser.py", "python/taboo_trivial.py"), "--games", "10");
    }

    private void tournament(String game, List<String> paths, String... extra) {
        System.out.println();
        System.out.println("== " + game + " ==");
        var args = new ArrayList<>(List.of("tournament", "--game", game, "--seed", "2026"));
        paths.forEach(p -> args.addAll(List.of("--player", root.resolve("examples/players").resolve(p).toString())));
        args.addAll(List.of(extra));
        int status = arbiter.get().execute(args.toArray(String[]::new));
        if (status != 0) {
            throw new CommandLine.ExecutionException(new CommandLine(this), game + " demo failed with status " + status);
        }
    }
}
