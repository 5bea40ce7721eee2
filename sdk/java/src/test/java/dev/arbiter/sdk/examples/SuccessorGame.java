package dev.arbiter.sdk.examples;

import dev.arbiter.sdk.game.Game;

import java.util.ArrayList;
import java.util.List;

/**
 * An example LMC2 game written with the game SDK: the trainer says one to three letters, and the right
 * response is each letter's successor in the alphabet (the last one wraps to the first). Each answer scores
 * 2·(right positions)/max(length) − 1 and is followed by a hint, the right response. One or two players,
 * each in a game of its own; options {@code moves} (default 50).
 */
public final class SuccessorGame extends Game {

    private List<String> alphabet;
    private int moves;
    private int[] played;
    private List<String>[] expected;

    @Override
    protected String name() {
        return "successor";
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void begin(List<String> playerNames) {
        moves = intOption("moves", 50);
        int letters = 4 + random().nextInt(5);
        alphabet = new ArrayList<>();
        for (int i = 0; i < letters; i++) {
            alphabet.add(String.valueOf((char) ('a' + i)));
        }
        comment("successor: " + letters + " letters, " + moves + " moves");
        played = new int[players() + 1];
        expected = new List[players() + 1];
        for (int p = 1; p <= players(); p++) {
            newGame(p, alphabet);
            ask(p);
        }
    }

    private void ask(int p) {
        var said = new ArrayList<String>();
        var right = new ArrayList<String>();
        for (int i = 1 + random().nextInt(3); i > 0; i--) {
            int k = random().nextInt(alphabet.size());
            said.add(alphabet.get(k));
            right.add(alphabet.get((k + 1) % alphabet.size()));
        }
        expected[p] = right;
        input(p, said);
        requestMove(p);
    }

    @Override
    protected void onOutput(int p, List<String> words) {
        List<String> right = expected[p];
        int matches = 0;
        for (int i = 0; i < Math.min(right.size(), words.size()); i++) {
            matches += right.get(i).equals(words.get(i)) ? 1 : 0;
        }
        score(p, 2.0 * matches / Math.max(right.size(), words.size()) - 1);
        hint(p, right);
        if (++played[p] < moves) {
            ask(p);
        } else if (java.util.Arrays.stream(played, 1, played.length).allMatch(n -> n == moves)) {
            end();
        }
    }

    public static void main(String[] args) {
        new SuccessorGame().run(args);
    }
}
