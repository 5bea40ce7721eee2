package dev.arbiter.sdk.game;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Scores as the judge accepts them: a plain decimal in [−1, 1] ({@code [+-]digits[.digits]}, no exponent). */
final class Scores {

    private Scores() {
    }

    /** {@code value} clamped to [−1, 1], to six decimals, without trailing zeros: "1", "-0.5", "0.333333". */
    static String format(double value) {
        double clamped = Math.max(-1, Math.min(1, value));
        String s = BigDecimal.valueOf(clamped).setScale(6, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
        return s.equals("-0") ? "0" : s;
    }
}
