package dev.arbiter.rddl.parse;

import dev.arbiter.rddl.model.Expr;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Precedence climbing over RDDL expressions, loosest first: {@code <=>}, {@code =>}, {@code |},
 * {@code ^ &}, comparisons, {@code + -}, {@code * / %}, then prefix operators. Quantifiers, aggregates
 * and {@code if} are prefix forms whose body reaches as far right as it can, as in the reference
 * grammar, so {@code ~exists_{?c : cell} F(?c) ^ G(?c)} negates the whole quantified conjunction.
 */
final class ExpressionParser {
    private static final List<Set<String>> BINARY_LEVELS = List.of(
            Set.of("<=>"), Set.of("=>"), Set.of("|"), Set.of("^", "&"),
            Set.of("==", "~=", "!=", "<", "<=", ">", ">="), Set.of("+", "-"), Set.of("*", "/", "%"));
    private static final Set<String> AGGREGATES = Set.of("forall_", "exists_", "sum_", "prod_", "max_", "min_", "avg_");
    private static final Set<String> DISTRIBUTIONS = Set.of("Bernoulli", "KronDelta", "DiracDelta", "Normal", "Uniform",
            "Exponential", "Poisson", "Geometric", "Gamma", "Weibull", "Binomial");
    private static final Set<String> FUNCTIONS = Set.of("floor", "ceil", "round", "abs", "sgn", "exp", "ln", "log",
            "sqrt", "pow", "max", "min", "cos", "sin", "tan", "acos", "asin", "atan", "cosh", "sinh", "tanh");

    private final TokenStream in;
    /** How deeply the expression being read nests here; see {@link RddlParser#MAX_NESTING}. */
    private int depth;

    ExpressionParser(TokenStream in) {
        this.in = in;
    }

    Expr expression() {
        nest(in.peek());
        try {
            return binary(0);
        } finally {
            depth--;
        }
    }

    /** One level deeper at {@code at}; refused beyond {@link RddlParser#MAX_NESTING}. Undone by {@code depth--}. */
    private void nest(Token at) {
        if (++depth > RddlParser.MAX_NESTING) {
            throw new RddlParseException(in.file(), at.line(), at.column(), "expressions nest more than " + RddlParser.MAX_NESTING + " levels deep here (brackets, "
                    + "prefix operators, chained operators or nested fluents), over the limit of " + RddlParser.MAX_NESTING, true);
        }
    }

    /**
     * Precedence climbing: the operators from {@code minLevel} on (indexes into {@link #BINARY_LEVELS}), in one frame
     * per level of brackets rather than one per precedence level, so nesting costs little stack.
     */
    private Expr binary(int minLevel) {
        Expr left = unary();
        int chained = 0;
        try {
            for (int level = levelOf(in.peek()); level >= minLevel; level = levelOf(in.peek())) {
                // Each operator in a chain makes the tree one level deeper, although reading it does not recurse.
                nest(in.peek());
                chained++;
                String op = normalise(in.next().text());
                // '=>' groups to the right, every other operator to the left.
                Expr right = binary(op.equals("=>") ? level : level + 1);
                left = new Expr.Binary(op, left, right);
            }
        } finally {
            depth -= chained;
        }
        return left;
    }

    /** The precedence level of a binary operator token, or -1 for any other token. */
    private static int levelOf(Token t) {
        if (t.kind() != Token.Kind.SYMBOL) return -1;
        for (int level = 0; level < BINARY_LEVELS.size(); level++) {
            if (BINARY_LEVELS.get(level).contains(t.text())) return level;
        }
        return -1;
    }

    private static String normalise(String op) {
        return switch (op) {
            case "&" -> "^";
            case "!=" -> "~=";
            default -> op;
        };
    }

    private Expr unary() {
        Token t = in.peek();
        if (t.is("~") || t.is("!") || t.is("-") || t.is("+")) {
            in.next();
            nest(t);
            try {
                Expr operand = unary();
                return t.is("+") ? operand : new Expr.Unary(t.is("-") ? "-" : "~", operand);
            } finally {
                depth--;
            }
        }
        return primary();
    }

    private Expr primary() {
        Token t = in.next();
        switch (t.kind()) {
            case NUMBER:
                return new Expr.Constant(Double.parseDouble(t.text()), false);
            case ENUM_VALUE:
                return new Expr.EnumValue(t.text());
            case VARIABLE:
                return new Expr.Term(t.text(), true);
            case OBJECT:
                return new Expr.Term(t.text(), false);
            case SYMBOL:
                if (t.is("(") || t.is("[")) {
                    Expr inner = expression();
                    in.expect(t.is("(") ? ")" : "]");
                    return inner;
                }
                throw in.error(t, "expected an expression but found " + t.describe());
            case IDENT:
                return word(t);
            default:
                throw in.error(t, "expected an expression but found " + t.describe());
        }
    }

    private Expr word(Token t) {
        String w = t.text();
        if (w.equals("true") || w.equals("false")) return new Expr.Constant(w.equals("true") ? 1 : 0, true);
        if (AGGREGATES.contains(w) && in.at("{")) return aggregate(w.substring(0, w.length() - 1));
        if (w.equals("if") && in.at("(")) return conditional();
        if (w.equals("switch") && in.at("(")) return switchExpression();
        if (w.equals("Discrete") && in.at("(")) return discrete();
        if (DISTRIBUTIONS.contains(w) && in.at("(")) {
            in.expect("(");
            return new Expr.Distribution(w, arguments(")"));
        }
        if (FUNCTIONS.contains(w) && in.at("[")) {
            in.expect("[");
            return new Expr.Function(w, arguments("]"));
        }
        boolean primed = in.accept("'");
        List<Expr> args = List.of();
        if (in.accept("(")) args = terms();
        return new Expr.FluentRef(w, primed, args);
    }

    private List<Expr> arguments(String close) {
        List<Expr> args = new ArrayList<>();
        if (in.accept(close)) return args;
        do {
            args.add(expression());
        } while (in.accept(","));
        in.expect(close);
        return args;
    }

    /** Fluent arguments: variables, object constants, enum values (and nested fluents in RDDL2). */
    private List<Expr> terms() {
        List<Expr> args = new ArrayList<>();
        do {
            Token t = in.peek();
            switch (t.kind()) {
                case VARIABLE -> args.add(new Expr.Term(in.next().text(), true));
                case OBJECT -> args.add(new Expr.Term(in.next().text(), false));
                case ENUM_VALUE -> args.add(new Expr.EnumValue(in.next().text()));
                case IDENT -> {
                    in.next();
                    if (in.at("(") || in.at("'")) {
                        nest(t);
                        try {
                            args.add(word(t));
                        } finally {
                            depth--;
                        }
                    } else {
                        args.add(new Expr.Term(t.text(), false));
                    }
                }
                default -> throw in.error(t, "expected a fluent argument but found " + t.describe());
            }
        } while (in.accept(","));
        in.expect(")");
        return args;
    }

    private Expr aggregate(String op) {
        in.expect("{");
        List<Expr.TypedVariable> vars = new ArrayList<>();
        do {
            String name = in.expect(Token.Kind.VARIABLE, "a variable").text();
            in.expect(":");
            String type = in.expect(Token.Kind.IDENT, "a type name").text();
            vars.add(new Expr.TypedVariable(name, type));
        } while (in.accept(","));
        in.expect("}");
        return new Expr.Aggregate(op, vars, expression());
    }

    private Expr conditional() {
        in.expect("(");
        Expr condition = expression();
        in.expect(")");
        in.expect("then");
        Expr then = expression();
        in.expect("else");
        return new Expr.If(condition, then, expression());
    }

    private Expr switchExpression() {
        in.expect("(");
        Expr subject = expression();
        in.expect(")");
        in.expect("{");
        List<Expr.Case> cases = new ArrayList<>();
        Expr otherwise = null;
        do {
            if (in.accept("default")) {
                in.expect(":");
                otherwise = expression();
            } else {
                in.expect("case");
                Expr value = unary();
                in.expect(":");
                cases.add(new Expr.Case(value, expression()));
            }
        } while (in.accept(","));
        in.expect("}");
        return new Expr.Switch(subject, cases, otherwise);
    }

    private Expr discrete() {
        in.expect("(");
        String type = in.expect(Token.Kind.IDENT, "an enum type").text();
        List<Expr.Case> outcomes = new ArrayList<>();
        while (in.accept(",")) {
            Expr value = unary();
            in.expect(":");
            outcomes.add(new Expr.Case(value, expression()));
        }
        in.expect(")");
        return new Expr.Discrete(type, outcomes);
    }
}
