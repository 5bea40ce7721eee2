package dev.arbiter.games.lmc;

import dev.arbiter.judge.protocol.lmc.LmcDialect;

import java.util.ArrayList;
import java.util.List;

/**
 * A language game with a learnable hidden grammar. Per session the trainer draws a small
 * deterministic finite automaton over the alphabet: every state allows exactly two symbols, each
 * leading to a fixed next state, and prefers the first. Each round it says a grammatical sentence
 * (a random walk from the start state) and asks for its continuation: three more symbols. An answer
 * earns one point per symbol while it stays grammatical, another per symbol while it also follows the
 * preferred path; the score maps that to [−1, 1] (a grammatical answer scores 0, the preferred one +1).
 * The hint is the preferred continuation. Random play is nearly always ungrammatical; a learner that
 * tracks which contexts are followed by which symbols converges on +1.
 * Options: {@code moves} (default 500), {@code states} (default 4–6, drawn from the seed).
 */
public final class HiddenGrammar extends LmcGame {

    private static final int CONTINUATION = 3;

    private List<String> alphabet;
    /** allowed[state] = the two symbol indexes; next[state][k] = state after allowed[state][k]. */
    private int[][] allowed;
    private int[][] next;
    private int rounds;
    private int[] round;
    private int[] endState;

    public HiddenGrammar() {
    }

    /** Speaks {@code dialect}: the keywords the judge of this match uses. */
    public HiddenGrammar(LmcDialect dialect) {
        super(dialect);
    }

    @Override
    protected String name() {
        return "HiddenGrammar";
    }

    @Override
    protected void begin() {
        rounds = context.intOption("moves", 500);
        int symbols = 6 + random.nextInt(4);
        int states = context.intOption("states", 4 + random.nextInt(3));
        alphabet = new ArrayList<>();
        for (int i = 0; i < symbols; i++) {
            alphabet.add(String.valueOf((char) ('a' + i)));
        }
        allowed = new int[states][2];
        next = new int[states][2];
        for (int s = 0; s < states; s++) {
            allowed[s][0] = random.nextInt(symbols);
            allowed[s][1] = (allowed[s][0] + 1 + random.nextInt(symbols - 1)) % symbols;
            next[s][0] = random.nextInt(states);
            next[s][1] = random.nextInt(states);
        }
        round = new int[players() + 1];
        endState = new int[players() + 1];
        for (int p = 1; p <= players(); p++) {
            newGame(p, alphabet);
            ask(p);
        }
    }

    private void ask(int p) {
        int length = 2 + random.nextInt(5);
        int state = 0;
        var sentence = new ArrayList<String>(length);
        for (int i = 0; i < length; i++) {
            int k = random.nextInt(2);
            sentence.add(alphabet.get(allowed[state][k]));
            state = next[state][k];
        }
        endState[p] = state;
        input(p, String.join(" ", sentence));
        requestMove(p);
    }

    private String preferredContinuation(int state) {
        var words = new ArrayList<String>(CONTINUATION);
        for (int i = 0; i < CONTINUATION; i++) {
            words.add(alphabet.get(allowed[state][0]));
            state = next[state][0];
        }
        return String.join(" ", words);
    }

    @Override
    protected void onOutput(int p, String data) {
        String[] answer = data.isBlank() ? new String[0] : data.strip().split(" +");
        int state = endState[p];
        int points = 0;
        boolean preferred = true;
        for (int i = 0; i < CONTINUATION && i < answer.length; i++) {
            int symbol = alphabet.indexOf(answer[i]);
            int k = symbol < 0 ? -1 : symbol == allowed[state][0] ? 0 : symbol == allowed[state][1] ? 1 : -1;
            if (k < 0) {
                break;
            }
            preferred &= k == 0;
            points += preferred ? 2 : 1;
            state = next[state][k];
        }
        if (answer.length > CONTINUATION) {
            points = Math.max(0, points - 1); // rambling on costs a point
        }
        score(p, points / (double) CONTINUATION - 1);
        hint(p, preferredContinuation(endState[p]));
        if (++round[p] == rounds) {
            if (java.util.Arrays.stream(round, 1, round.length).allMatch(r -> r == rounds)) {
                endSession();
            }
            return;
        }
        ask(p);
    }
}
