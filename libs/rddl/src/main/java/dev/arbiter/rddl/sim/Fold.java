package dev.arbiter.rddl.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds evaluator nodes, folding constants and flattening nested n-ary operators. This is what
 * makes a grounded IPPC step cheap: most quantified terms over non-fluent relations fold to false.
 */
final class Fold {
    private Fold() {}

    private static double value(Ev e) {
        return e.eval(null, null);
    }

    static Ev not(Ev e) {
        if (e.isConstant()) return new Ev.Const(value(e) == 0 ? 1 : 0);
        if (e instanceof Ev.Slot s) return new SlotEv.NotSlot(s.index);
        if (e instanceof LogicEv.Not n) return truthOf(n.operand);
        return new LogicEv.Not(e);
    }

    /** {@code e} as 0/1: unchanged when it is already a truth value, else {@code e != 0}. */
    private static Ev truthOf(Ev e) {
        if (isTruthValued(e)) return e;
        return new LogicEv.Compare(LogicEv.Compare.NE, e, new Ev.Const(0));
    }

    /** Nodes known to yield only 0 or 1: a slot counts only when it holds a bool fluent. */
    private static boolean isTruthValued(Ev e) {
        return (e instanceof Ev.Slot s && s.bool) || e instanceof LogicEv.And || e instanceof LogicEv.Or || e instanceof LogicEv.Not
                || e instanceof LogicEv.Compare || e instanceof SlotEv.NotSlot || e instanceof SlotEv.Connective
                || e instanceof RandomEv.Bernoulli || e instanceof SlotEv.BernoulliConstant;
    }

    /** A connective whose operands are all (possibly negated) slot reads, or null. */
    private static Ev slotConnective(boolean isOr, List<Ev> parts) {
        int[] slots = new int[parts.size()];
        boolean[] negated = new boolean[parts.size()];
        for (int i = 0; i < slots.length; i++) {
            Ev p = parts.get(i);
            if (p instanceof Ev.Slot s) {
                slots[i] = s.index;
            } else if (p instanceof SlotEv.NotSlot n) {
                slots[i] = n.index;
                negated[i] = true;
            } else {
                return null;
            }
        }
        return new SlotEv.Connective(isOr, slots, negated);
    }

    static Ev and(List<Ev> parts) {
        List<Ev> kept = new ArrayList<>();
        for (Ev p : parts) {
            if (p.isConstant()) {
                if (value(p) == 0) return new Ev.Const(0);
            } else if (p instanceof LogicEv.And a) {
                kept.addAll(List.of(a.parts));
            } else {
                kept.add(p);
            }
        }
        if (kept.isEmpty()) return new Ev.Const(1);
        if (kept.size() == 1) return truthOf(kept.get(0));
        Ev slots = slotConnective(false, kept);
        return slots != null ? slots : new LogicEv.And(kept.toArray(new Ev[0]));
    }

    static Ev or(List<Ev> parts) {
        List<Ev> kept = new ArrayList<>();
        for (Ev p : parts) {
            if (p.isConstant()) {
                if (value(p) != 0) return new Ev.Const(1);
            } else if (p instanceof LogicEv.Or o) {
                kept.addAll(List.of(o.parts));
            } else {
                kept.add(p);
            }
        }
        if (kept.isEmpty()) return new Ev.Const(0);
        if (kept.size() == 1) return truthOf(kept.get(0));
        Ev slots = slotConnective(true, kept);
        return slots != null ? slots : new LogicEv.Or(kept.toArray(new Ev[0]));
    }

    static Ev sum(List<Ev> parts) {
        double constant = 0;
        List<Ev> kept = new ArrayList<>();
        for (Ev p : parts) {
            if (p.isConstant()) {
                constant += value(p);
            } else if (p instanceof ArithEv.Sum s) {
                constant += s.constant;
                kept.addAll(List.of(s.parts));
            } else if (p instanceof SlotEv.Linear lin) {
                constant += lin.constant;
                for (int i = 0; i < lin.slots.length; i++) {
                    Ev slot = new Ev.Slot(lin.slots[i], false);
                    kept.add(lin.coefficients[i] == 1 ? slot : new ArithEv.Product(lin.coefficients[i], new Ev[] {slot}));
                }
            } else {
                kept.add(p);
            }
        }
        if (kept.isEmpty()) return new Ev.Const(constant);
        if (kept.size() == 1 && constant == 0) return kept.get(0);
        Ev linear = linear(constant, kept);
        return linear != null ? linear : new ArithEv.Sum(constant, kept.toArray(new Ev[0]));
    }

    /** A sum whose terms are all slot reads, optionally scaled by a constant, as one node; else null. */
    private static Ev linear(double constant, List<Ev> terms) {
        int[] slots = new int[terms.size()];
        double[] coefficients = new double[terms.size()];
        for (int i = 0; i < slots.length; i++) {
            Ev t = terms.get(i);
            if (t instanceof Ev.Slot s) {
                slots[i] = s.index;
                coefficients[i] = 1;
            } else if (t instanceof ArithEv.Product p && p.parts.length == 1 && p.parts[0] instanceof Ev.Slot s) {
                slots[i] = s.index;
                coefficients[i] = p.constant;
            } else {
                return null;
            }
        }
        return new SlotEv.Linear(constant, slots, coefficients);
    }

    static Ev product(List<Ev> parts) {
        double constant = 1;
        List<Ev> kept = new ArrayList<>();
        for (Ev p : parts) {
            if (p.isConstant()) {
                constant *= value(p);
            } else if (p instanceof ArithEv.Product s) {
                constant *= s.constant;
                kept.addAll(List.of(s.parts));
            } else {
                kept.add(p);
            }
        }
        if (kept.isEmpty()) return new Ev.Const(constant);
        if (kept.size() == 1 && constant == 1) return kept.get(0);
        return new ArithEv.Product(constant, kept.toArray(new Ev[0]));
    }

    static Ev extreme(boolean max, List<Ev> parts) {
        if (parts.isEmpty()) throw new RddlEvalException((max ? "max" : "min") + " over nothing");
        if (parts.stream().allMatch(Ev::isConstant)) {
            double best = value(parts.get(0));
            for (Ev p : parts) best = max ? Math.max(best, value(p)) : Math.min(best, value(p));
            return new Ev.Const(best);
        }
        return new ArithEv.Extreme(max, parts.toArray(new Ev[0]));
    }

    static Ev arith(int op, Ev l, Ev r) {
        if (l.isConstant() && r.isConstant()) return new Ev.Const(ArithEv.Binary.apply(op, value(l), value(r)));
        // a - b as a + (-b): exact in floating point, and lets sums of differences flatten into one node.
        if (op == ArithEv.Binary.SUB) return sum(List.of(l, negate(r)));
        return new ArithEv.Binary(op, l, r);
    }

    /** {@code -e}, pushed into a product's constant or a slot's coefficient where there is one. */
    static Ev negate(Ev e) {
        if (e.isConstant()) return new Ev.Const(-value(e));
        if (e instanceof ArithEv.Negate n) return n.operand;
        if (e instanceof ArithEv.Product p) return new ArithEv.Product(-p.constant, p.parts);
        if (e instanceof Ev.Slot) return new ArithEv.Product(-1, new Ev[] {e});
        return new ArithEv.Negate(e);
    }

    static Ev compare(int op, Ev l, Ev r) {
        if (l.isConstant() && r.isConstant()) return new Ev.Const(LogicEv.Compare.apply(op, value(l), value(r)));
        if (op == LogicEv.Compare.IMPLY && l.isConstant()) return value(l) == 0 ? new Ev.Const(1) : truthOf(r);
        return new LogicEv.Compare(op, l, r);
    }

    static Ev function(String name, Ev operand) {
        if (operand.isConstant()) return new Ev.Const(ArithEv.Function1.function(name).applyAsDouble(value(operand)));
        if (name.equals("-")) return negate(operand);
        return new ArithEv.Function1(name, operand);
    }

    static Ev conditional(Ev condition, Ev then, Ev otherwise) {
        if (condition.isConstant()) return value(condition) != 0 ? then : otherwise;
        if (condition instanceof Ev.Slot s) return new SlotEv.IfSlot(s.index, then, otherwise);
        if (condition instanceof SlotEv.NotSlot n) return new SlotEv.IfSlot(n.index, otherwise, then);
        return new LogicEv.If(condition, then, otherwise);
    }

    /** A Bernoulli with a constant probability of exactly 0 or 1 needs no draw. */
    static Ev constantIfCertain(Ev probability, Ev draw) {
        if (!probability.isConstant()) return draw;
        double p = value(probability);
        return p == 0 || p == 1 ? probability : new SlotEv.BernoulliConstant(p);
    }
}
