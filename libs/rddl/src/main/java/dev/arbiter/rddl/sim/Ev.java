package dev.arbiter.rddl.sim;

/**
 * A compiled, grounded expression: a tree of small evaluator objects reading the episode's value
 * array at slot indices fixed at compile time. Booleans are 1 and 0; enum and object values are
 * their index in the type's list.
 */
abstract class Ev {
    abstract double eval(double[] v, Rng rng);

    /** True when the value never changes (after constant folding); {@link #eval} then ignores its inputs. */
    boolean isConstant() {
        return false;
    }

    static double of(boolean b) {
        return b ? 1 : 0;
    }

    static final class Const extends Ev {
        final double value;

        Const(double value) {
            this.value = value;
        }

        @Override
        double eval(double[] v, Rng rng) {
            return value;
        }

        @Override
        boolean isConstant() {
            return true;
        }
    }

    static final class Slot extends Ev {
        final int index;
        /** The slot holds a bool fluent, so its value is already 0 or 1. */
        final boolean bool;

        Slot(int index, boolean bool) {
            this.index = index;
            this.bool = bool;
        }

        @Override
        double eval(double[] v, Rng rng) {
            return v[index];
        }
    }
}
