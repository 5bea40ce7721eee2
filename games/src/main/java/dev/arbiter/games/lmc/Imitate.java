package dev.arbiter.games.lmc;

import dev.arbiter.judge.protocol.lmc.LmcDialect;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * LMC2's sample language game (lmc2.md §7), with a hidden rule to learn. The trainer says an
 * utterance; the right response is the utterance transformed by a rule chosen secretly per session:
 * {@code echo}, {@code reverse}, {@code shift} (each symbol k places later in the alphabet),
 * {@code substitute} (a secret permutation) or {@code reverse-shift}. After each answer the player
 * gets a score, 2·matches/max(len) − 1 over positions, and a layer-2 hint: the right response.
 * Options: {@code moves} (default 500), {@code rule} (default: drawn from the seed).
 */
public final class Imitate extends LmcGame {

    static final List<String> RULES = List.of("echo", "reverse", "shift", "substitute", "reverse-shift");

    private List<String> alphabet;
    private String rule;
    private int shift;
    private List<String> permutation;
    private int rounds;
    private int[] round;
    private String[] expected;

    public Imitate() {
    }

    /** Speaks {@code dialect}: the keywords the judge of this match uses. */
    public Imitate(LmcDialect dialect) {
        super(dialect);
    }

    @Override
    protected String name() {
        return "ImitateGame";
    }

    @Override
    protected void begin() {
        rounds = context.intOption("moves", 500);
        int n = 5 + random.nextInt(6);
        alphabet = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            alphabet.add(String.valueOf((char) ('a' + i)));
        }
        rule = context.options().getOrDefault("rule", RULES.get(random.nextInt(RULES.size())));
        if (!RULES.contains(rule)) {
            throw new IllegalArgumentException("unknown imitate rule '" + rule + "'; one of " + RULES);
        }
        shift = 1 + random.nextInt(n - 1);
        permutation = new ArrayList<>(alphabet);
        Collections.shuffle(permutation, random);
        comment("imitate: " + n + " symbols; the rule is secret");
        round = new int[players() + 1];
        expected = new String[players() + 1];
        for (int p = 1; p <= players(); p++) {
            newGame(p, alphabet);
            ask(p);
        }
    }

    private void ask(int p) {
        int length = 1 + random.nextInt(6);
        var utterance = new ArrayList<String>(length);
        for (int i = 0; i < length; i++) {
            utterance.add(alphabet.get(random.nextInt(alphabet.size())));
        }
        expected[p] = String.join(" ", transform(utterance));
        input(p, String.join(" ", utterance));
        requestMove(p);
    }

    List<String> transform(List<String> in) {
        var out = new ArrayList<String>(in.size());
        for (String s : in) {
            int i = alphabet.indexOf(s);
            out.add(switch (rule) {
                case "shift", "reverse-shift" -> alphabet.get((i + shift) % alphabet.size());
                case "substitute" -> permutation.get(i);
                default -> s;
            });
        }
        if (rule.startsWith("reverse")) {
            Collections.reverse(out);
        }
        return out;
    }

    @Override
    protected void onOutput(int p, String data) {
        score(p, similarity(expected[p], data));
        hint(p, expected[p]);
        if (++round[p] == rounds) {
            if (java.util.Arrays.stream(round, 1, round.length).allMatch(r -> r == rounds)) {
                endSession();
            }
            return;
        }
        ask(p);
    }

    /** 2·(positions that match)/max(lengths) − 1: +1 for the right response, −1 for nothing right. */
    static double similarity(String expected, String answer) {
        String[] e = expected.split(" ");
        String[] a = answer.isBlank() ? new String[0] : answer.strip().split(" +");
        int matches = 0;
        for (int i = 0; i < Math.min(e.length, a.length); i++) {
            if (e[i].equals(a[i])) {
                matches++;
            }
        }
        return 2.0 * matches / Math.max(e.length, a.length) - 1;
    }
}
