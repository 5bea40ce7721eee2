package dev.arbiter.rddl.sim;

/** Connectives, negation, comparisons and conditionals; all short-circuit left to right. */
final class LogicEv {
    private LogicEv() {}

    static final class And extends Ev {
        final Ev[] parts;

        And(Ev[] parts) {
            this.parts = parts;
        }

        @Override
        double eval(double[] v, Rng rng) {
            for (Ev p : parts) {
                if (p.eval(v, rng) == 0) return 0;
            }
            return 1;
        }
    }

    static final class Or extends Ev {
        final Ev[] parts;

        Or(Ev[] parts) {
            this.parts = parts;
        }

        @Override
        double eval(double[] v, Rng rng) {
            for (Ev p : parts) {
                if (p.eval(v, rng) != 0) return 1;
            }
            return 0;
        }
    }

    static final class Not extends Ev {
        final Ev operand;

        Not(Ev operand) {
            this.operand = operand;
        }

        @Override
        double eval(double[] v, Rng rng) {
            return operand.eval(v, rng) == 0 ? 1 : 0;
        }
    }

    /** Logical {@code =>} and {@code <=>} and the six comparisons, chosen by op code. */
    static final class Compare extends Ev {
        static final int EQ = 0, NE = 1, LT = 2, LE = 3, GT = 4, GE = 5, IMPLY = 6, EQUIV = 7;
        final int op;
        final Ev left;
        final Ev right;

        Compare(int op, Ev left, Ev right) {
            this.op = op;
            this.left = left;
            this.right = right;
        }

        static double apply(int op, double a, double b) {
            return switch (op) {
                case EQ -> of(a == b);
                case NE -> of(a != b);
                case LT -> of(a < b);
                case LE -> of(a <= b);
                case GT -> of(a > b);
                case GE -> of(a >= b);
                case IMPLY -> of(a == 0 || b != 0);
                default -> of((a != 0) == (b != 0));
            };
        }

        @Override
        double eval(double[] v, Rng rng) {
            if (op == IMPLY) {
                return left.eval(v, rng) == 0 ? 1 : of(right.eval(v, rng) != 0);
            }
            return apply(op, left.eval(v, rng), right.eval(v, rng));
        }
    }

    static final class If extends Ev {
        final Ev condition;
        final Ev then;
        final Ev otherwise;

        If(Ev condition, Ev then, Ev otherwise) {
            this.condition = condition;
            this.then = then;
            this.otherwise = otherwise;
        }

        @Override
        double eval(double[] v, Rng rng) {
            return condition.eval(v, rng) != 0 ? then.eval(v, rng) : otherwise.eval(v, rng);
        }
    }

    /** {@code switch} over an enum (or object) index: the case table is indexed by the subject's value. */
    static final class Switch extends Ev {
        final Ev subject;
        final Ev[] byIndex;
        final Ev otherwise;

        Switch(Ev subject, Ev[] byIndex, Ev otherwise) {
            this.subject = subject;
            this.byIndex = byIndex;
            this.otherwise = otherwise;
        }

        @Override
        double eval(double[] v, Rng rng) {
            int i = (int) subject.eval(v, rng);
            Ev e = i >= 0 && i < byIndex.length ? byIndex[i] : null;
            if (e == null) e = otherwise;
            if (e == null) throw new RddlEvalException("switch: no case for value index " + i);
            return e.eval(v, rng);
        }
    }
}
