package dev.arbiter.rddl.sim;

/**
 * Leaf-level shortcuts the folder picks when every operand is a plain slot read: they read the value
 * array directly instead of calling one evaluator per operand. After grounding, most connectives and
 * sums in the IPPC domains have only such operands (e.g. SysAdmin's neighbour count).
 */
final class SlotEv {
    private SlotEv() {}

    static final class NotSlot extends Ev {
        final int index;

        NotSlot(int index) {
            this.index = index;
        }

        @Override
        double eval(double[] v, Rng rng) {
            return v[index] == 0 ? 1 : 0;
        }
    }

    /** A conjunction (or disjunction) of slot reads, each possibly negated. */
    static final class Connective extends Ev {
        final boolean isOr;
        final int[] slots;
        final boolean[] negated;

        Connective(boolean isOr, int[] slots, boolean[] negated) {
            this.isOr = isOr;
            this.slots = slots;
            this.negated = negated;
        }

        @Override
        double eval(double[] v, Rng rng) {
            for (int i = 0; i < slots.length; i++) {
                boolean truth = (v[slots[i]] != 0) != negated[i];
                if (truth == isOr) return isOr ? 1 : 0;
            }
            return isOr ? 0 : 1;
        }
    }

    /** {@code constant + Σ coefficient·slot}: sums of (scaled, negated) slot reads, as most rewards are. */
    static final class Linear extends Ev {
        final double constant;
        final int[] slots;
        final double[] coefficients;

        Linear(double constant, int[] slots, double[] coefficients) {
            this.constant = constant;
            this.slots = slots;
            this.coefficients = coefficients;
        }

        @Override
        double eval(double[] v, Rng rng) {
            double s = constant;
            for (int i = 0; i < slots.length; i++) s += coefficients[i] * v[slots[i]];
            return s;
        }
    }

    static final class IfSlot extends Ev {
        final int index;
        final Ev then;
        final Ev otherwise;

        IfSlot(int index, Ev then, Ev otherwise) {
            this.index = index;
            this.then = then;
            this.otherwise = otherwise;
        }

        @Override
        double eval(double[] v, Rng rng) {
            return v[index] != 0 ? then.eval(v, rng) : otherwise.eval(v, rng);
        }
    }

    static final class BernoulliConstant extends Ev {
        final double p;

        BernoulliConstant(double p) {
            if (!(p >= 0 && p <= 1)) throw new RddlEvalException("Bernoulli probability " + p + " outside [0, 1]");
            this.p = p;
        }

        @Override
        double eval(double[] v, Rng rng) {
            return rng.nextDouble() < p ? 1 : 0;
        }
    }
}
