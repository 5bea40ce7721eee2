package dev.arbiter.rddl.sim;

/**
 * Random variables. Each draw takes a fixed number of uniforms from the episode's generator (Poisson
 * and Geometric take a data-dependent number), in evaluation order, so equal seeds and equal actions
 * give equal trajectories.
 */
final class RandomEv {
    private RandomEv() {}

    static final class Bernoulli extends Ev {
        final Ev p;

        Bernoulli(Ev p) {
            this.p = p;
        }

        @Override
        double eval(double[] v, Rng rng) {
            double prob = p.eval(v, rng);
            if (!(prob >= 0 && prob <= 1)) throw new RddlEvalException("Bernoulli probability " + prob + " outside [0, 1]");
            return rng.nextDouble() < prob ? 1 : 0;
        }
    }

    /** {@code Normal(mean, variance)}: RDDL's second argument is the variance, not the deviation. */
    static final class Normal extends Ev {
        final Ev mean;
        final Ev variance;

        Normal(Ev mean, Ev variance) {
            this.mean = mean;
            this.variance = variance;
        }

        @Override
        double eval(double[] v, Rng rng) {
            double m = mean.eval(v, rng);
            double var = variance.eval(v, rng);
            if (var < 0) throw new RddlEvalException("Normal variance " + var + " is negative");
            return m + Math.sqrt(var) * rng.nextGaussian();
        }
    }

    static final class Uniform extends Ev {
        final Ev low;
        final Ev high;

        Uniform(Ev low, Ev high) {
            this.low = low;
            this.high = high;
        }

        @Override
        double eval(double[] v, Rng rng) {
            double l = low.eval(v, rng);
            double h = high.eval(v, rng);
            if (l > h) throw new RddlEvalException("Uniform bounds " + l + " > " + h);
            return l + (h - l) * rng.nextDouble();
        }
    }

    static final class Exponential extends Ev {
        final Ev rate;

        Exponential(Ev rate) {
            this.rate = rate;
        }

        @Override
        double eval(double[] v, Rng rng) {
            double lambda = rate.eval(v, rng);
            if (!(lambda > 0)) throw new RddlEvalException("Exponential rate " + lambda + " is not positive");
            return -Math.log(1.0 - rng.nextDouble()) / lambda;
        }
    }

    /** Poisson by Knuth's multiplication method: fine for the small rates planning domains use. */
    static final class Poisson extends Ev {
        final Ev rate;

        Poisson(Ev rate) {
            this.rate = rate;
        }

        @Override
        double eval(double[] v, Rng rng) {
            double lambda = rate.eval(v, rng);
            if (!(lambda >= 0)) throw new RddlEvalException("Poisson rate " + lambda + " is negative");
            double limit = Math.exp(-lambda);
            double product = rng.nextDouble();
            int k = 0;
            while (product > limit) {
                k++;
                product *= rng.nextDouble();
            }
            return k;
        }
    }

    /** Number of trials up to and including the first success (support 1, 2, …), as in RDDLSim. */
    static final class Geometric extends Ev {
        final Ev p;

        Geometric(Ev p) {
            this.p = p;
        }

        @Override
        double eval(double[] v, Rng rng) {
            double prob = p.eval(v, rng);
            if (!(prob > 0 && prob <= 1)) throw new RddlEvalException("Geometric probability " + prob + " outside (0, 1]");
            if (prob == 1) return 1;
            return Math.floor(Math.log(1.0 - rng.nextDouble()) / Math.log(1 - prob)) + 1;
        }
    }

    /** {@code Discrete(type, @a : p, …)}: returns the chosen outcome's enum index. */
    static final class Discrete extends Ev {
        final double[] outcomes;
        final Ev[] probabilities;

        Discrete(double[] outcomes, Ev[] probabilities) {
            this.outcomes = outcomes;
            this.probabilities = probabilities;
        }

        @Override
        double eval(double[] v, Rng rng) {
            double u = rng.nextDouble();
            double total = 0;
            double[] ps = new double[probabilities.length];
            for (int i = 0; i < ps.length; i++) {
                ps[i] = probabilities[i].eval(v, rng);
                if (ps[i] < 0) throw new RddlEvalException("Discrete probability " + ps[i] + " is negative");
                total += ps[i];
            }
            if (Math.abs(total - 1) > 1e-6) throw new RddlEvalException("Discrete probabilities sum to " + total + ", not 1");
            double cumulative = 0;
            for (int i = 0; i < ps.length; i++) {
                cumulative += ps[i];
                if (u < cumulative) return outcomes[i];
            }
            return outcomes[outcomes.length - 1];
        }
    }
}
