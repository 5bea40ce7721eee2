package dev.arbiter.examples;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The trainer side of the LMC2 {@code imitate} game, simulated in the test: a secret rule fixed per
 * session, the expected response to each input, and the score of an answer.
 */
final class ImitateTrainer {

    enum Rule { ECHO, REVERSE, SHIFT, SUBSTITUTE, REVERSE_SHIFT }

    final Rule rule;
    final List<String> alphabet;
    private final boolean reversed;
    private final Map<String, String> table = new HashMap<>(); // applied per symbol
    private final Random random;

    /** A session over the first {@code size} lower-case letters, secrets drawn from {@code random}. */
    ImitateTrainer(Rule rule, int size, Random random) {
        this.rule = rule;
        this.random = random;
        List<String> letters = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            letters.add(String.valueOf((char) ('a' + i)));
        }
        this.alphabet = List.copyOf(letters);
        this.reversed = rule == Rule.REVERSE || rule == Rule.REVERSE_SHIFT;
        List<String> images = new ArrayList<>(letters);
        switch (rule) {
            case SHIFT, REVERSE_SHIFT -> Collections.rotate(images, -(1 + random.nextInt(size - 1))); // k in 1..n-1
            case SUBSTITUTE -> Collections.shuffle(images, random);
            case ECHO, REVERSE -> { // identity
            }
        }
        for (int i = 0; i < size; i++) {
            table.put(letters.get(i), images.get(i));
        }
    }

    /** 1 to 6 random symbols. */
    List<String> nextInput() {
        List<String> input = new ArrayList<>();
        for (int i = 1 + random.nextInt(6); i > 0; i--) {
            input.add(alphabet.get(random.nextInt(alphabet.size())));
        }
        return input;
    }

    List<String> expected(List<String> input) {
        return (reversed ? input.reversed() : input).stream().map(table::get).toList();
    }

    /** 2 * matches / max(|expected|, |answer|) - 1, matches counted position by position. */
    static double score(List<String> expected, List<String> answer) {
        int matches = 0;
        for (int i = 0; i < Math.min(expected.size(), answer.size()); i++) {
            if (expected.get(i).equals(answer.get(i))) {
                matches++;
            }
        }
        return 2.0 * matches / Math.max(expected.size(), answer.size()) - 1;
    }
}
