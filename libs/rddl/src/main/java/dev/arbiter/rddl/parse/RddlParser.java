package dev.arbiter.rddl.parse;

import dev.arbiter.rddl.model.Assignment;
import dev.arbiter.rddl.model.Cpf;
import dev.arbiter.rddl.model.Domain;
import dev.arbiter.rddl.model.Expr;
import dev.arbiter.rddl.model.FluentKind;
import dev.arbiter.rddl.model.Instance;
import dev.arbiter.rddl.model.Literal;
import dev.arbiter.rddl.model.NonFluents;
import dev.arbiter.rddl.model.PVariable;
import dev.arbiter.rddl.model.RddlFile;
import dev.arbiter.rddl.model.TypeDef;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Recursive-descent parser for RDDL domain, non-fluents and instance blocks. Hand-written rather
 * than generated: the grammar is small, no maintained Java RDDL grammar exists on Maven Central,
 * and a hand-written parser gives file:line:column errors and accepts the sections in any order.
 *
 * <p>Expressions may nest at most {@link #MAX_NESTING} deep (brackets, prefix operators, chained binary operators,
 * nested fluent arguments): deeper is refused where it happens, so neither this parser nor whatever walks the tree
 * later can run out of stack on any thread, whatever text an organiser uploads.
 */
public final class RddlParser {
    /** How deep expressions may nest; the shipped IPPC files need a few dozen at most. */
    public static final int MAX_NESTING = 128;

    private final TokenStream in;
    private final ExpressionParser expressions;

    private RddlParser(String file, String text) {
        this.in = new TokenStream(file, Lexer.of(file, text));
        this.expressions = new ExpressionParser(in);
    }

    /** Parses one RDDL text; {@code file} names it in error messages. */
    public static RddlFile parse(String file, String text) {
        return new RddlParser(file, text).file();
    }

    private RddlFile file() {
        List<Domain> domains = new ArrayList<>();
        List<NonFluents> nonFluents = new ArrayList<>();
        List<Instance> instances = new ArrayList<>();
        while (in.peek().kind() != Token.Kind.EOF) {
            Token t = in.peek();
            if (in.accept("domain")) {
                domains.add(domain());
            } else if (in.accept("non-fluents")) {
                nonFluents.add(nonFluents());
            } else if (in.accept("instance")) {
                instances.add(instance());
            } else {
                throw in.error(t, "expected 'domain', 'non-fluents' or 'instance' but found " + t.describe());
            }
        }
        return new RddlFile(in.file(), domains, nonFluents, instances);
    }

    private String name() {
        return in.expect(Token.Kind.IDENT, "a name").text();
    }

    private Domain domain() {
        String name = name();
        in.expect("{");
        List<String> requirements = new ArrayList<>();
        Map<String, TypeDef> types = new LinkedHashMap<>();
        Map<String, List<String>> objects = new LinkedHashMap<>();
        Map<String, PVariable> pvariables = new LinkedHashMap<>();
        Map<String, Cpf> cpfs = new LinkedHashMap<>();
        Expr reward = null;
        List<Expr> preconditions = new ArrayList<>();
        List<Expr> invariants = new ArrayList<>();
        List<Expr> terminations = new ArrayList<>();
        Map<Expr, Integer> lines = new IdentityHashMap<>();
        while (!in.accept("}")) {
            Token section = in.next();
            switch (section.text()) {
                case "requirements" -> {
                    in.expect("=");
                    in.expect("{");
                    if (!in.at("}")) {
                        do {
                            requirements.add(name());
                        } while (in.accept(","));
                    }
                    in.expect("}");
                }
                case "types" -> types(types);
                case "objects" -> objects.putAll(objects());
                case "pvariables" -> pvariables(pvariables);
                case "cpfs", "cdfs" -> cpfs(pvariables, cpfs);
                case "reward" -> {
                    in.expect("=");
                    int line = in.peek().line();
                    reward = expressions.expression();
                    lines.put(reward, line);
                }
                case "state-action-constraints", "action-preconditions" -> constraints(preconditions, lines);
                case "state-invariants" -> constraints(invariants, lines);
                case "termination" -> constraints(terminations, lines);
                default -> throw in.error(section, "unknown domain section " + section.describe());
            }
            in.expect(";");
        }
        if (reward == null) reward = new Expr.Constant(0, false);
        return new Domain(name, List.copyOf(requirements), types, objects, pvariables, cpfs, reward, preconditions,
                invariants, terminations, in.file(), Collections.unmodifiableMap(lines));
    }

    private void types(Map<String, TypeDef> types) {
        in.expect("{");
        while (!in.accept("}")) {
            String name = name();
            in.expect(":");
            if (in.accept("{")) {
                List<String> values = new ArrayList<>();
                do {
                    values.add(in.expect(Token.Kind.ENUM_VALUE, "an enum value").text());
                } while (in.accept(","));
                in.expect("}");
                types.put(name, new TypeDef(name, null, List.copyOf(values)));
            } else {
                String parent = name();
                types.put(name, new TypeDef(name, parent.equals("object") ? null : parent, null));
            }
            in.expect(";");
        }
    }

    private Map<String, List<String>> objects() {
        Map<String, List<String>> objects = new LinkedHashMap<>();
        in.expect("{");
        while (!in.accept("}")) {
            String type = name();
            in.expect(":");
            in.expect("{");
            List<String> names = new ArrayList<>();
            do {
                Token t = in.next();
                if (t.kind() != Token.Kind.IDENT && t.kind() != Token.Kind.OBJECT) {
                    throw in.error(t, "expected an object name but found " + t.describe());
                }
                names.add(t.text());
            } while (in.accept(","));
            in.expect("}");
            in.expect(";");
            objects.put(type, List.copyOf(names));
        }
        return objects;
    }

    private void pvariables(Map<String, PVariable> pvariables) {
        in.expect("{");
        while (!in.accept("}")) {
            Token at = in.peek();
            String name = name();
            List<String> params = new ArrayList<>();
            if (in.accept("(")) {
                do {
                    params.add(name());
                } while (in.accept(","));
                in.expect(")");
            }
            in.expect(":");
            in.expect("{");
            Token kindToken = in.next();
            FluentKind kind = FluentKind.ofKeyword(kindToken.text());
            if (kind == null) throw in.error(kindToken, "expected a fluent kind but found " + kindToken.describe());
            in.expect(",");
            String range = name();
            Literal defaultValue = null;
            int level = 0;
            while (in.accept(",")) {
                Token key = in.next();
                in.expect("=");
                if (key.is("default")) {
                    defaultValue = literal();
                } else if (key.is("level")) {
                    level = (int) literal().number();
                } else {
                    throw in.error(key, "expected 'default' or 'level' but found " + key.describe());
                }
            }
            in.expect("}");
            in.expect(";");
            if (pvariables.containsKey(name)) throw in.error(at, "pvariable '" + name + "' declared twice");
            pvariables.put(name, new PVariable(name, List.copyOf(params), kind, range, defaultValue, level, at.line()));
        }
    }

    private Literal literal() {
        Token t = in.next();
        if (t.is("-")) {
            Token n = in.expect(Token.Kind.NUMBER, "a number");
            return new Literal("-" + n.text());
        }
        return switch (t.kind()) {
            case NUMBER, ENUM_VALUE, IDENT, OBJECT -> new Literal(t.text());
            default -> throw in.error(t, "expected a value but found " + t.describe());
        };
    }

    private void cpfs(Map<String, PVariable> pvariables, Map<String, Cpf> cpfs) {
        in.expect("{");
        while (!in.accept("}")) {
            Token at = in.peek();
            String name = name();
            in.accept("'");
            List<String> params = new ArrayList<>();
            if (in.accept("(")) {
                do {
                    params.add(in.expect(Token.Kind.VARIABLE, "a variable").text());
                } while (in.accept(","));
                in.expect(")");
            }
            in.expect("=");
            Expr expr = expressions.expression();
            in.expect(";");
            if (cpfs.containsKey(name)) throw in.error(at, "two cpfs define '" + name + "'");
            cpfs.put(name, new Cpf(name, List.copyOf(params), expr, at.line()));
        }
    }

    private void constraints(List<Expr> into, Map<Expr, Integer> lines) {
        in.expect("{");
        while (!in.accept("}")) {
            int line = in.peek().line();
            Expr constraint = expressions.expression();
            lines.put(constraint, line);
            into.add(constraint);
            in.expect(";");
        }
    }

    private List<Assignment> assignments() {
        List<Assignment> out = new ArrayList<>();
        in.expect("{");
        while (!in.accept("}")) {
            out.add(assignment());
            in.expect(";");
        }
        return out;
    }

    private Assignment assignment() {
        boolean negated = in.accept("~") || in.accept("!");
        String fluent = name();
        List<String> args = new ArrayList<>();
        if (in.accept("(")) {
            do {
                Token t = in.next();
                if (t.kind() != Token.Kind.IDENT && t.kind() != Token.Kind.OBJECT && t.kind() != Token.Kind.ENUM_VALUE) {
                    throw in.error(t, "expected an object name but found " + t.describe());
                }
                args.add(t.text());
            } while (in.accept(","));
            in.expect(")");
        }
        Literal value = new Literal(negated ? "false" : "true");
        if (!negated && in.accept("=")) value = literal();
        return new Assignment(fluent, List.copyOf(args), value);
    }

    private NonFluents nonFluents() {
        String name = name();
        in.expect("{");
        String domain = null;
        Map<String, List<String>> objects = new LinkedHashMap<>();
        List<Assignment> values = new ArrayList<>();
        while (!in.accept("}")) {
            Token section = in.next();
            switch (section.text()) {
                case "domain" -> {
                    in.expect("=");
                    domain = name();
                }
                case "objects" -> objects.putAll(objects());
                case "non-fluents" -> values.addAll(assignments());
                default -> throw in.error(section, "unknown non-fluents section " + section.describe());
            }
            in.expect(";");
        }
        return new NonFluents(name, domain, objects, values, in.file());
    }

    private Instance instance() {
        Token start = in.peek();
        String name = name();
        in.expect("{");
        String domain = null;
        String nonFluents = null;
        Map<String, List<String>> objects = new LinkedHashMap<>();
        List<Assignment> init = new ArrayList<>();
        int maxNondef = Integer.MAX_VALUE;
        int horizon = -1;
        double discount = 1.0;
        while (!in.accept("}")) {
            Token section = in.next();
            switch (section.text()) {
                case "domain" -> {
                    in.expect("=");
                    domain = name();
                }
                case "non-fluents" -> {
                    in.expect("=");
                    nonFluents = name();
                }
                case "objects" -> objects.putAll(objects());
                case "init-state" -> init.addAll(assignments());
                case "max-nondef-actions" -> {
                    in.expect("=");
                    double n = literal().number();
                    maxNondef = n >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) n;
                }
                case "horizon" -> {
                    in.expect("=");
                    horizon = (int) literal().number();
                }
                case "discount" -> {
                    in.expect("=");
                    discount = literal().number();
                }
                default -> throw in.error(section, "unknown instance section " + section.describe());
            }
            in.expect(";");
        }
        if (domain == null) throw in.error(start, "instance '" + name + "' names no domain");
        if (horizon < 0) throw in.error(start, "instance '" + name + "' has no horizon");
        return new Instance(name, domain, nonFluents, objects, init, maxNondef, horizon, discount, in.file());
    }
}
