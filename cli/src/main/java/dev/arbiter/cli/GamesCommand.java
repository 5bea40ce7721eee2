package dev.arbiter.cli;

import dev.arbiter.games.BuiltinGames;
import dev.arbiter.proto.Vocabulary;
import picocli.CommandLine.Command;

import java.util.TreeMap;

/** {@code arbiter games}: lists the built-in games. */
@Command(name = "games", description = "List the built-in games.")
final class GamesCommand implements Runnable {

    @Override
    public void run() {
        new TreeMap<>(BuiltinGames.all()).values().forEach(g ->
                System.out.printf("%-10s %-5s %d-%d players  %s%n", g.name(), Vocabulary.wireName(g.protocol()), g.minPlayers(), g.maxPlayers(), g.description()));
    }
}
