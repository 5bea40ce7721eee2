package dev.arbiter.judge.protocol.lmc;

import java.util.Set;

/**
 * Whether a player's answer is a legal move under the alphabet it was asked under. The judge, not the game,
 * enforces this, so a game only ever sees legal moves or the empty (illegal) one: LMC1 answers are exactly
 * one symbol (lmc1.md §4); LMC2 answers are words of the alphabet separated by single spaces (lmc2.md §4).
 */
final class MoveCheck {

    private MoveCheck() {
    }

    /** Null when {@code data} is a legal move, else why it is not ("an empty move", …). */
    static String problem(LmcVariant variant, String data, Set<String> alphabet) {
        if (data.isEmpty()) {
            return "an empty move";
        }
        if (variant == LmcVariant.LMC1) {
            if (data.contains(" ")) {
                return "more than one symbol";
            }
            return symbolProblem(data, alphabet);
        }
        for (String word : data.split(" ", -1)) {
            if (word.isEmpty()) {
                return "words not separated by single spaces";
            }
            String problem = symbolProblem(word, alphabet);
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    private static String symbolProblem(String symbol, Set<String> alphabet) {
        if (symbol.length() > 31) {
            return "a symbol longer than 31 characters";
        }
        return alphabet.contains(symbol) ? null : "a symbol outside the alphabet";
    }

    /** lmc1.md §4 symbol: 1 to 31 printable ASCII characters, no whitespace. */
    static boolean isSymbol(String s) {
        if (s.isEmpty() || s.length() > 31) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x21 || c > 0x7e) {
                return false;
            }
        }
        return true;
    }

    /** lmc1.md §4 number: an optional sign, digits, optionally a point and more digits; nothing else. */
    static boolean isScore(String s) {
        int i = 0;
        int n = s.length();
        if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            i++;
        }
        int digits = 0;
        while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
            digits++;
        }
        if (digits == 0) {
            return false;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                i++;
            }
        }
        return i == n;
    }
}
