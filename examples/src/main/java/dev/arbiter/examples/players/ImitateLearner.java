package dev.arbiter.examples.players;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Learns the trainer's hidden rule in the LMC2 imitate game from its hints.
 *
 * <p>The rules of that game keep the length of the utterance and either keep or reverse its order,
 * then map each symbol through a fixed table (identity, a cyclic shift, or a secret permutation).
 * So the learner keeps two hypotheses, same order and reversed order; each aligns every
 * (input, hint) pair position by position into a symbol map, and dies on the first contradiction
 * (a length mismatch or a symbol mapped two ways). Moves come from a surviving hypothesis; a symbol
 * the map has not seen yet is shifted when every learned pair agrees on one cyclic shift of the
 * alphabet, and otherwise played unchanged.
 */
public final class ImitateLearner implements LmcPlayerLoop.Player {

    /** Same order first: preferred when both survive and neither looks like a shift. */
    private final List<Hypothesis> hypotheses = List.of(new Hypothesis(false), new Hypothesis(true));
    private List<String> last = List.of(); // the input our next output answers

    public static void main(String[] args) {
        LmcPlayerLoop.play(new ImitateLearner());
    }

    @Override
    public String name() {
        return "java-imitate-learner";
    }

    @Override
    public void reset() {
        hypotheses.forEach(Hypothesis::clear);
        last = List.of();
    }

    @Override
    public void observe(List<String> utterance) {
        last = utterance;
    }

    @Override
    public void hint(List<String> expected) {
        if (last.isEmpty()) {
            return;
        }
        hypotheses.stream().filter(h -> h.alive).forEach(h -> h.learn(last, expected));
        if (hypotheses.stream().noneMatch(h -> h.alive)) {
            // The trainer follows no rule we model (or changed it unannounced):
            // start over from the newest evidence rather than echo forever.
            hypotheses.forEach(h -> {
                h.clear();
                h.learn(last, expected);
            });
        }
    }

    @Override
    public List<String> move(List<String> alphabet) {
        if (last.isEmpty()) {
            return LmcPlayerLoop.firstSymbol(alphabet);
        }
        List<Hypothesis> alive = hypotheses.stream().filter(h -> h.alive).toList();
        if (alive.isEmpty()) {
            return last;
        }
        // Short or palindromic inputs leave both orders alive for a while. Four of the five rules
        // map symbols by one cyclic shift, so a hypothesis whose map is such a shift is the likelier
        // one (under "reverse", the same-order map looks like a permutation).
        Hypothesis best = alive.stream()
                .filter(h -> h.shift(alphabet).isPresent())
                .findFirst()
                .orElse(alive.getFirst());
        return best.answer(last, alphabet);
    }

    /** One guess at the word order, with the symbol map learned under it. */
    private static final class Hypothesis {

        private final boolean reversed;
        private final Map<String, String> map = new HashMap<>();
        private boolean alive = true;

        Hypothesis(boolean reversed) {
            this.reversed = reversed;
        }

        void clear() {
            map.clear();
            alive = true;
        }

        List<String> align(List<String> words) {
            return reversed ? words.reversed() : words;
        }

        void learn(List<String> input, List<String> hint) {
            List<String> source = align(input);
            if (source.size() != hint.size()) {
                alive = false;
                return;
            }
            for (int i = 0; i < source.size(); i++) {
                String previous = map.putIfAbsent(source.get(i), hint.get(i));
                if (previous != null && !previous.equals(hint.get(i))) {
                    alive = false;
                    return;
                }
            }
        }

        /** The cyclic shift every learned pair agrees on; empty if they disagree or none is known. */
        OptionalInt shift(List<String> alphabet) {
            Set<Integer> shifts = new HashSet<>();
            for (var pair : map.entrySet()) {
                int from = alphabet.indexOf(pair.getKey());
                int to = alphabet.indexOf(pair.getValue());
                if (from < 0 || to < 0) {
                    return OptionalInt.empty();
                }
                shifts.add(Math.floorMod(to - from, alphabet.size()));
            }
            return shifts.size() == 1 ? OptionalInt.of(shifts.iterator().next()) : OptionalInt.empty();
        }

        List<String> answer(List<String> input, List<String> alphabet) {
            OptionalInt k = shift(alphabet);
            List<String> answer = new ArrayList<>();
            for (String symbol : align(input)) {
                String known = map.get(symbol);
                int index = alphabet.indexOf(symbol);
                if (known != null) {
                    answer.add(known);
                } else if (k.isPresent() && index >= 0) {
                    answer.add(alphabet.get((index + k.getAsInt()) % alphabet.size()));
                } else {
                    answer.add(symbol);
                }
            }
            return answer;
        }
    }
}
