package dev.arbiter.sdk;

import java.util.Arrays;
import java.util.List;

/**
 * A guesser for the checklist tests: {@code echo} guesses each hint as it was handed over (so the transcript
 * shows what the SDK made of the line), anything else is a comma-free list of guesses separated by {@code |},
 * played in order in every game; {@code \\uXXXX} in them stands for that character (arguments stay ASCII whatever
 * the locale). Each game's outcome goes to stderr, which the transcript keeps.
 */
public final class ScriptedGuesser implements Guesser {

    private final List<String> guesses;
    private int next;

    private ScriptedGuesser(List<String> guesses) {
        this.guesses = guesses;
    }

    @Override
    public void onNewGame() {
        next = 0;
        System.err.println("new game");
    }

    @Override
    public String guess(List<String> hints) {
        if (guesses.isEmpty()) {
            return hints.get(hints.size() - 1);
        }
        return guesses.get(Math.min(next++, guesses.size() - 1));
    }

    @Override
    public void onGameEnd(Outcome outcome) {
        System.err.println("game over: " + outcome);
    }

    public static void main(String[] args) {
        Taboo.run(new ScriptedGuesser(args.length == 0 || args[0].equals("echo") ? List.of()
                : Arrays.asList(unescape(args[0]).split("\\|"))));
    }

    private static String unescape(String s) {
        var out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (s.startsWith("\\u", i) && i + 6 <= s.length()) {
                out.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                out.append(s.charAt(i));
            }
        }
        return out.toString();
    }
}
