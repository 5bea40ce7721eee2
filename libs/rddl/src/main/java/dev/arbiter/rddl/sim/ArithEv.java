package dev.arbiter.rddl.sim;

/** Arithmetic: n-ary sums and products, binary operators, aggregates and built-in functions. */
final class ArithEv {
    private ArithEv() {}

    static final class Sum extends Ev {
        final double constant;
        final Ev[] parts;

        Sum(double constant, Ev[] parts) {
            this.constant = constant;
            this.parts = parts;
        }

        @Override
        double eval(double[] v, Rng rng) {
            double s = constant;
            for (Ev p : parts) s += p.eval(v, rng);
            return s;
        }
    }

    static final class Product extends Ev {
        final double constant;
        final Ev[] parts;

        Product(double constant, Ev[] parts) {
            this.constant = constant;
            this.parts = parts;
        }

        @Override
        double eval(double[] v, Rng rng) {
            double s = constant;
            for (Ev p : parts) s *= p.eval(v, rng);
            return s;
        }
    }

    /** {@code max_} / {@code min_} aggregates and the two-argument {@code max[..]}/{@code min[..]}. */
    static final class Extreme extends Ev {
        final boolean max;
        final Ev[] parts;

        Extreme(boolean max, Ev[] parts) {
            this.max = max;
            this.parts = parts;
        }

        @Override
        double eval(double[] v, Rng rng) {
            double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            for (Ev p : parts) {
                double x = p.eval(v, rng);
                best = max ? Math.max(best, x) : Math.min(best, x);
            }
            return best;
        }
    }

    static final class Binary extends Ev {
        static final int SUB = 0, DIV = 1, MOD = 2, POW = 3;
        final int op;
        final Ev left;
        final Ev right;

        Binary(int op, Ev left, Ev right) {
            this.op = op;
            this.left = left;
            this.right = right;
        }

        static double apply(int op, double a, double b) {
            return switch (op) {
                case SUB -> a - b;
                case DIV -> a / b;
                case MOD -> a % b;
                default -> Math.pow(a, b);
            };
        }

        @Override
        double eval(double[] v, Rng rng) {
            return apply(op, left.eval(v, rng), right.eval(v, rng));
        }
    }

    /** Unary minus: its own node, as rewards are often sums of negated terms. */
    static final class Negate extends Ev {
        final Ev operand;

        Negate(Ev operand) {
            this.operand = operand;
        }

        @Override
        double eval(double[] v, Rng rng) {
            return -operand.eval(v, rng);
        }
    }

    /** One-argument functions by name (unary minus too, for constant folding). */
    static final class Function1 extends Ev {
        final java.util.function.DoubleUnaryOperator f;
        final Ev operand;

        Function1(String name, Ev operand) {
            this.f = function(name);
            this.operand = operand;
        }

        static java.util.function.DoubleUnaryOperator function(String name) {
            return switch (name) {
                case "-" -> x -> -x;
                case "floor" -> Math::floor;
                case "ceil" -> Math::ceil;
                case "round" -> x -> (double) Math.round(x);
                case "abs" -> Math::abs;
                case "sgn" -> Math::signum;
                case "exp" -> Math::exp;
                case "ln", "log" -> Math::log;
                case "sqrt" -> Math::sqrt;
                case "cos" -> Math::cos;
                case "sin" -> Math::sin;
                case "tan" -> Math::tan;
                case "acos" -> Math::acos;
                case "asin" -> Math::asin;
                case "atan" -> Math::atan;
                case "cosh" -> Math::cosh;
                case "sinh" -> Math::sinh;
                case "tanh" -> Math::tanh;
                default -> throw new RddlEvalException("unknown function " + name);
            };
        }

        @Override
        double eval(double[] v, Rng rng) {
            return f.applyAsDouble(operand.eval(v, rng));
        }
    }
}
