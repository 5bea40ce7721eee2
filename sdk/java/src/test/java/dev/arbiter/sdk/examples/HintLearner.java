package dev.arbiter.sdk.examples;

import dev.arbiter.sdk.Player;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An LMC2 player that learns from layer-2 hints: it lines up each input with the hint that followed it,
 * symbol by symbol, and answers each symbol with what the hints mapped it to (echoing a symbol it has
 * not seen yet). It learns any per-symbol rule, such as the example game's successor rule or imitate's
 * echo, shift and substitute rules.
 */
public final class HintLearner extends Player {

    private final Map<String, String> learned = new HashMap<>();
    private List<String> input = List.of();

    @Override
    public String name() {
        return "sdk-hint-learner";
    }

    @Override
    public void onNewGame(List<String> alphabet) {
        learned.clear(); // a new game may have a new rule
        input = List.of(alphabet.get(0));
    }

    @Override
    public void onInput(List<String> words) {
        input = words;
    }

    @Override
    public List<String> move() {
        var answer = new ArrayList<String>();
        for (String s : input) {
            answer.add(learned.getOrDefault(s, s));
        }
        return answer;
    }

    @Override
    public void onHint(List<String> words) {
        for (int i = 0; i < Math.min(words.size(), input.size()); i++) {
            learned.put(input.get(i), words.get(i));
        }
    }

    public static void main(String[] args) {
        new HintLearner().run();
    }
}
