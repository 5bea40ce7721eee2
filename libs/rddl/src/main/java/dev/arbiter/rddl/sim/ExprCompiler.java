package dev.arbiter.rddl.sim;

import dev.arbiter.rddl.model.Expr;
import dev.arbiter.rddl.model.FluentKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Grounds and compiles an expression for one binding of its free variables. Quantifiers and
 * aggregates are unrolled over their objects, non-fluents become constants, and constant parts are
 * folded away (a conjunct that is false for a pair of objects removes the whole term), so what is
 * left reads only the state, action and computed slots that can matter.
 */
final class ExprCompiler {
    private final SlotLayout layout;
    private final double[] constants;
    private final GroundingBudget budget;

    ExprCompiler(SlotLayout layout, double[] initialValues, GroundingBudget budget) {
        this.layout = layout;
        this.constants = initialValues;
        this.budget = budget;
    }

    /** Variable bindings: name (with '?') to the index of its object or enum value, plus its type. */
    record Binding(Map<String, Integer> index, Map<String, String> type) {
        static Binding empty() {
            return new Binding(Map.of(), Map.of());
        }

        Binding with(String name, String t, int i) {
            Map<String, Integer> idx = new HashMap<>(index);
            Map<String, String> ty = new HashMap<>(type);
            idx.put(name, i);
            ty.put(name, t);
            return new Binding(idx, ty);
        }
    }

    Ev compile(Expr e, Binding b) {
        return compile(e, b, null);
    }

    /** {@code enumType} says which enum a bare {@code @value} belongs to, where the context knows. */
    private Ev compile(Expr e, Binding b, String enumType) {
        budget.term();
        return switch (e) {
            case Expr.Constant c -> new Ev.Const(c.value());
            case Expr.EnumValue ev -> new Ev.Const(enumIndex(ev.name(), enumType));
            case Expr.Term t -> new Ev.Const(termIndex(t, b));
            case Expr.FluentRef f -> fluent(f, b);
            case Expr.Unary u -> u.op().equals("~")
                    ? Fold.not(compile(u.operand(), b, null))
                    : Fold.function("-", compile(u.operand(), b, null));
            case Expr.Binary bin -> binary(bin, b, enumType);
            case Expr.Aggregate a -> aggregate(a, b);
            case Expr.If i -> Fold.conditional(compile(i.condition(), b, null), compile(i.then(), b, enumType),
                    compile(i.otherwise(), b, enumType));
            case Expr.Switch s -> switchOf(s, b, enumType);
            case Expr.Distribution d -> distribution(d, b, enumType);
            case Expr.Discrete d -> discrete(d, b);
            case Expr.Function f -> function(f, b);
        };
    }

    private double enumIndex(String value, String enumType) {
        if (enumType != null && layout.isEnumerable(enumType)) {
            int i = layout.indexIn(enumType, value);
            if (i >= 0) return i;
        }
        for (var entry : layout.valuesByType.entrySet()) {
            int i = entry.getValue().indexOf(value);
            if (i >= 0) return i;
        }
        throw new RddlEvalException("unknown enum value " + value);
    }

    private int termIndex(Expr.Term t, Binding b) {
        if (t.isVariable()) {
            Integer i = b.index().get(t.name());
            if (i == null) throw new RddlEvalException("unbound variable " + t.name());
            return i;
        }
        String type = layout.typeOfObject(t.name());
        if (type == null) throw new RddlEvalException("unknown object " + t.name());
        return layout.indexIn(type, t.name());
    }

    private String rangeOf(Expr e) {
        if (e instanceof Expr.FluentRef f && layout.blocks.containsKey(f.name())) {
            return layout.blocks.get(f.name()).variable.range();
        }
        return null;
    }

    private Ev fluent(Expr.FluentRef f, Binding b) {
        FluentBlock block = layout.blocks.get(f.name());
        if (block == null) {
            if (f.args().isEmpty() && layout.typeOfObject(f.name()) != null) {
                return new Ev.Const(layout.indexIn(layout.typeOfObject(f.name()), f.name()));
            }
            throw new RddlEvalException("unknown pvariable '" + f.name() + "'");
        }
        if (f.args().size() != block.strides.length) {
            throw new RddlEvalException(f.name() + " takes " + block.strides.length + " arguments, got " + f.args().size());
        }
        int[] idx = new int[f.args().size()];
        for (int i = 0; i < idx.length; i++) {
            String paramType = block.variable.parameterTypes().get(i);
            Ev arg = compile(f.args().get(i), b, paramType);
            if (!arg.isConstant()) {
                throw new RddlEvalException("argument " + (i + 1) + " of " + f.name() + " is not a constant or variable");
            }
            idx[i] = (int) arg.eval(null, null);
        }
        int offset = block.offset(idx);
        FluentKind kind = block.kind();
        if (kind == FluentKind.NON_FLUENT) return new Ev.Const(constants[block.base + offset]);
        boolean bool = block.variable.range().equals("bool");
        if (kind == FluentKind.STATE && f.primed()) return new Ev.Slot(block.nextBase + offset, bool);
        return new Ev.Slot(block.base + offset, bool);
    }

    private Ev binary(Expr.Binary bin, Binding b, String enumType) {
        String op = bin.op();
        boolean comparison = switch (op) {
            case "==", "~=", "<", "<=", ">", ">=" -> true;
            default -> false;
        };
        String leftHint = comparison ? rangeOf(bin.right()) : enumType;
        String rightHint = comparison ? rangeOf(bin.left()) : enumType;
        Ev l = compile(bin.left(), b, leftHint);
        Ev r = compile(bin.right(), b, rightHint);
        return switch (op) {
            case "^" -> Fold.and(List.of(l, r));
            case "|" -> Fold.or(List.of(l, r));
            case "+" -> Fold.sum(List.of(l, r));
            case "*" -> Fold.product(List.of(l, r));
            case "-" -> Fold.arith(ArithEv.Binary.SUB, l, r);
            case "/" -> Fold.arith(ArithEv.Binary.DIV, l, r);
            case "%" -> Fold.arith(ArithEv.Binary.MOD, l, r);
            case "==" -> Fold.compare(LogicEv.Compare.EQ, l, r);
            case "~=" -> Fold.compare(LogicEv.Compare.NE, l, r);
            case "<" -> Fold.compare(LogicEv.Compare.LT, l, r);
            case "<=" -> Fold.compare(LogicEv.Compare.LE, l, r);
            case ">" -> Fold.compare(LogicEv.Compare.GT, l, r);
            case ">=" -> Fold.compare(LogicEv.Compare.GE, l, r);
            case "=>" -> Fold.compare(LogicEv.Compare.IMPLY, l, r);
            case "<=>" -> Fold.compare(LogicEv.Compare.EQUIV, l, r);
            default -> throw new RddlEvalException("unknown operator " + op);
        };
    }

    private Ev aggregate(Expr.Aggregate a, Binding b) {
        List<Ev> parts = new ArrayList<>();
        unroll(a, 0, b, parts);
        return switch (a.op()) {
            case "forall" -> Fold.and(parts);
            case "exists" -> Fold.or(parts);
            case "sum" -> Fold.sum(parts);
            case "prod" -> Fold.product(parts);
            case "max" -> Fold.extreme(true, parts);
            case "min" -> Fold.extreme(false, parts);
            case "avg" -> Fold.arith(ArithEv.Binary.DIV, Fold.sum(parts), new Ev.Const(Math.max(1, parts.size())));
            default -> throw new RddlEvalException("unknown aggregate " + a.op());
        };
    }

    private void unroll(Expr.Aggregate a, int depth, Binding b, List<Ev> parts) {
        if (depth == a.variables().size()) {
            parts.add(compile(a.body(), b, null));
            return;
        }
        Expr.TypedVariable v = a.variables().get(depth);
        List<String> values = layout.values(v.type());
        for (int i = 0; i < values.size(); i++) {
            unroll(a, depth + 1, b.with(v.name(), v.type(), i), parts);
        }
    }

    private Ev switchOf(Expr.Switch s, Binding b, String enumType) {
        String subjectType = rangeOf(s.subject());
        Ev subject = compile(s.subject(), b, null);
        List<Ev> table = new ArrayList<>();
        for (Expr.Case c : s.cases()) {
            Ev key = compile(c.value(), b, subjectType);
            if (!key.isConstant()) throw new RddlEvalException("switch case is not a constant");
            int k = (int) key.eval(null, null);
            while (table.size() <= k) table.add(null);
            table.set(k, compile(c.result(), b, enumType));
        }
        Ev otherwise = s.otherwise() == null ? null : compile(s.otherwise(), b, enumType);
        if (subject.isConstant()) {
            int k = (int) subject.eval(null, null);
            Ev chosen = k < table.size() && table.get(k) != null ? table.get(k) : otherwise;
            if (chosen != null) return chosen;
        }
        return new LogicEv.Switch(subject, table.toArray(new Ev[0]), otherwise);
    }

    private Ev distribution(Expr.Distribution d, Binding b, String enumType) {
        List<Ev> args = new ArrayList<>();
        for (Expr a : d.args()) args.add(compile(a, b, enumType));
        int arity = switch (d.name()) {
            case "Normal", "Uniform", "Gamma", "Weibull", "Binomial" -> 2;
            default -> 1;
        };
        if (args.size() != arity) throw new RddlEvalException(d.name() + " takes " + arity + " arguments");
        return switch (d.name()) {
            case "KronDelta", "DiracDelta" -> args.get(0);
            case "Bernoulli" -> Fold.constantIfCertain(args.get(0), new RandomEv.Bernoulli(args.get(0)));
            case "Normal" -> new RandomEv.Normal(args.get(0), args.get(1));
            case "Uniform" -> new RandomEv.Uniform(args.get(0), args.get(1));
            case "Exponential" -> new RandomEv.Exponential(args.get(0));
            case "Poisson" -> new RandomEv.Poisson(args.get(0));
            case "Geometric" -> new RandomEv.Geometric(args.get(0));
            default -> throw new RddlEvalException("distribution " + d.name() + " is not supported");
        };
    }

    private Ev discrete(Expr.Discrete d, Binding b) {
        double[] outcomes = new double[d.outcomes().size()];
        Ev[] probabilities = new Ev[outcomes.length];
        for (int i = 0; i < outcomes.length; i++) {
            Ev key = compile(d.outcomes().get(i).value(), b, d.type());
            if (!key.isConstant()) throw new RddlEvalException("Discrete outcome is not a constant");
            outcomes[i] = key.eval(null, null);
            probabilities[i] = compile(d.outcomes().get(i).result(), b, null);
        }
        return new RandomEv.Discrete(outcomes, probabilities);
    }

    private Ev function(Expr.Function f, Binding b) {
        List<Ev> args = new ArrayList<>();
        for (Expr a : f.args()) args.add(compile(a, b, null));
        return switch (f.name()) {
            case "max" -> Fold.extreme(true, args);
            case "min" -> Fold.extreme(false, args);
            case "pow" -> {
                if (args.size() != 2) throw new RddlEvalException("pow takes 2 arguments");
                yield Fold.arith(ArithEv.Binary.POW, args.get(0), args.get(1));
            }
            default -> {
                if (args.size() != 1) throw new RddlEvalException(f.name() + " takes 1 argument");
                yield Fold.function(f.name(), args.get(0));
            }
        };
    }
}
