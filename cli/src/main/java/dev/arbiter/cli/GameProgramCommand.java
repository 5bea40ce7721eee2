package dev.arbiter.cli;

import dev.arbiter.games.GameMain;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.util.ArrayList;
import java.util.List;

/** {@code arbiter game-program rps}: runs a built-in game as a stdio program (what {@code --game-process} starts). */
@Command(name = "game-program", hidden = true, description = "Run a built-in game on stdin/stdout.")
final class GameProgramCommand implements Runnable {

    @Parameters(index = "0")
    String game;

    @Parameters(index = "1..*")
    List<String> options = new ArrayList<>();

    @Override
    public void run() {
        var args = new ArrayList<String>();
        args.add(game);
        args.addAll(options);
        GameMain.main(args.toArray(String[]::new));
    }
}
