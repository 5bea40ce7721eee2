package dev.arbiter.rddl.model;

import java.util.List;

/** An RDDL expression as written; {@code dev.arbiter.rddl.sim} grounds and compiles it. */
public sealed interface Expr {

    /** {@code true}, {@code false}, or a number. Booleans are 1 and 0, as RDDL's arithmetic treats them. */
    record Constant(double value, boolean isBoolean) implements Expr {}

    /** {@code @low}: an enumerated value, resolved to its index once the type is known. */
    record EnumValue(String name) implements Expr {}

    /** {@code ?x} or an object constant ({@code c1}, {@code $c1}) used as a value. */
    record Term(String name, boolean isVariable) implements Expr {}

    /** {@code name(args)} or {@code name'(args)}; a bare name may also turn out to be an object constant. */
    record FluentRef(String name, boolean primed, List<Expr> args) implements Expr {}

    record Unary(String op, Expr operand) implements Expr {}

    /** Arithmetic, comparison and connective operators with their RDDL spelling ({@code ^}, {@code =>} …). */
    record Binary(String op, Expr left, Expr right) implements Expr {}

    /** {@code forall_}, {@code exists_}, {@code sum_}, {@code prod_}, {@code max_}, {@code min_} over typed variables. */
    record Aggregate(String op, List<TypedVariable> variables, Expr body) implements Expr {}

    record If(Expr condition, Expr then, Expr otherwise) implements Expr {}

    /** {@code switch (e) { case @a : x, default : y }}; {@code otherwise} is null when there is no default. */
    record Switch(Expr subject, List<Case> cases, Expr otherwise) implements Expr {}

    record Case(Expr value, Expr result) {}

    /** A random variable ({@code Bernoulli}, {@code Normal} …) or a deterministic delta. */
    record Distribution(String name, List<Expr> args) implements Expr {}

    /** {@code Discrete(type, @a : p, …)}: outcomes paired with their probabilities. */
    record Discrete(String type, List<Case> outcomes) implements Expr {}

    /** {@code floor[x]}, {@code max[a, b]}, {@code exp[x]} … */
    record Function(String name, List<Expr> args) implements Expr {}

    record TypedVariable(String name, String type) {}
}
