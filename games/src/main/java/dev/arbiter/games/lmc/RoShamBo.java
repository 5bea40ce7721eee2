package dev.arbiter.games.lmc;

import dev.arbiter.judge.protocol.lmc.LmcDialect;

import java.util.List;

/**
 * Two-player RoShamBo, LMC1 style (lmc1.md §6): each round both players are asked for a move, each
 * is scored (+1 win, 0 draw, −1 loss; an illegal or missing move loses), then each is shown the
 * other's move. With one player the opponent is a built-in, seeded, mildly biased bot, so a single
 * entry can be validated alone. Option {@code moves} (default 1000).
 */
public final class RoShamBo extends LmcGame {

    static final List<String> ALPHABET = List.of("rock", "paper", "scissors");

    private int rounds;
    private int round;
    /** This round's moves and who has answered it; both cleared when a round opens, so nothing carries over. */
    private final String[] moves = new String[3];
    private final boolean[] answered = new boolean[3];

    public RoShamBo() {
    }

    /** Speaks {@code dialect}: the keywords the judge of this match uses. */
    public RoShamBo(LmcDialect dialect) {
        super(dialect);
    }

    @Override
    protected String name() {
        return "RoShamBo";
    }

    @Override
    protected void begin() {
        rounds = context.intOption("moves", 1000);
        for (int p = 1; p <= players(); p++) {
            newGame(p, ALPHABET);
        }
        nextRound();
    }

    private void nextRound() {
        if (round == rounds) {
            endSession();
            return;
        }
        round++;
        java.util.Arrays.fill(moves, null);
        java.util.Arrays.fill(answered, false);
        for (int p = 1; p <= players(); p++) {
            requestMove(p);
        }
    }

    @Override
    protected void onOutput(int player, String data) {
        if (player < 1 || player > players() || answered[player]) {
            return; // one answer per player per round: a second one cannot replace or settle anything
        }
        answered[player] = true;
        moves[player] = ALPHABET.contains(data) ? data : null;
        for (int p = 1; p <= players(); p++) {
            if (!answered[p]) {
                return;
            }
        }
        String other = players() == 2 ? moves[2] : botMove();
        int outcome = outcome(moves[1], other);
        score(1, outcome);
        if (players() == 2) {
            score(2, outcome(other, moves[1]));
            if (other != null) {
                input(1, other);
            }
            if (moves[1] != null) {
                input(2, moves[1]);
            }
        } else {
            input(1, other);
        }
        nextRound();
    }

    /** A bot that favours rock a little, so there is something to learn. */
    private String botMove() {
        int r = random.nextInt(10);
        return ALPHABET.get(r < 4 ? 0 : r < 7 ? 1 : 2);
    }

    /** +1 when a beats b, −1 when b beats a, 0 otherwise; an illegal (null) move loses to a legal one. */
    static int outcome(String a, String b) {
        if (a == null || b == null) {
            return a == null && b == null ? -1 : a == null ? -1 : 1;
        }
        int ia = ALPHABET.indexOf(a);
        int ib = ALPHABET.indexOf(b);
        return ia == ib ? 0 : (ia - ib + 3) % 3 == 1 ? 1 : -1;
    }
}
