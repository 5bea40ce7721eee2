package dev.arbiter.rating.trueskill;

import dev.arbiter.rating.math.Normal;

/**
 * The additive (v) and multiplicative (w) corrections of TrueSkill: the mean and variance change of a
 * Gaussian performance difference t (in units of c) truncated to "won by more than ε" or "within ε".
 * Herbrich, Minka &amp; Graepel (2006), eq. for v_win, w_win, v_draw, w_draw.
 *
 * <p>Written through the Mills ratio R so that lopsided results do not divide underflowed tail
 * probabilities: φ(x)/Φ(x) = 1/R(−x), and the draw case factors out φ(ε − t).
 */
final class TruncatedGaussian {

    private TruncatedGaussian() {
    }

    /** v_win(t, ε) = φ(t − ε)/Φ(t − ε). */
    static double vWin(double t, double epsilon) {
        return 1.0 / Normal.millsRatio(epsilon - t);
    }

    /** w_win(t, ε) = v(v + t − ε), kept in [0, 1] against rounding in huge upsets. */
    static double wWin(double t, double epsilon) {
        double v = vWin(t, epsilon);
        return clampUnit(v * (v + t - epsilon));
    }

    /**
     * v_draw(t, ε) = (φ(−ε − t) − φ(ε − t)) / (Φ(ε − t) − Φ(−ε − t)), odd in t.
     */
    static double vDraw(double t, double epsilon) {
        if (t < 0) {
            return -vDraw(-t, epsilon);
        }
        DrawTerms terms = new DrawTerms(t, epsilon);
        return (terms.ratio - 1.0) / terms.denominator;
    }

    /**
     * w_draw(t, ε) = v² + ((ε − t)φ(ε − t) + (ε + t)φ(ε + t)) / (Φ(ε − t) − Φ(−ε − t)), even in t.
     */
    static double wDraw(double t, double epsilon) {
        double absT = Math.abs(t);
        DrawTerms terms = new DrawTerms(absT, epsilon);
        double v = (terms.ratio - 1.0) / terms.denominator;
        double upper = epsilon - absT;
        double lower = -epsilon - absT;
        return clampUnit(v * v + (upper - lower * terms.ratio) / terms.denominator);
    }

    private static double clampUnit(double w) {
        return Math.max(0.0, Math.min(1.0, w));
    }

    /**
     * For t ≥ 0, with a = ε − t and b = −ε − t: ratio = φ(b)/φ(a) = e^(−2εt), and
     * denominator = (Φ(a) − Φ(b))/φ(a) = R(−a) − ratio·R(−b).
     */
    private static final class DrawTerms {
        final double ratio;
        final double denominator;

        DrawTerms(double t, double epsilon) {
            ratio = StrictMath.exp(-2.0 * epsilon * t);
            denominator = Normal.millsRatio(t - epsilon) - ratio * Normal.millsRatio(t + epsilon);
        }
    }
}
