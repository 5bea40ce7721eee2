package dev.arbiter.rddl.sim;

import dev.arbiter.rddl.model.Cpf;
import dev.arbiter.rddl.model.Domain;
import dev.arbiter.rddl.model.Expr;
import dev.arbiter.rddl.model.FluentKind;
import dev.arbiter.rddl.model.PVariable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Orders a domain's cpfs so each is evaluated after every cpf whose value it reads: intermediate
 * and derived fluents, and primed state fluents (observations read those). Ties keep the order of
 * declaration; a cycle is a modelling error.
 */
final class CpfOrder {
    private CpfOrder() {}

    static List<Cpf> of(Domain domain) {
        for (PVariable p : domain.pvariables().values()) {
            if (p.kind().hasCpf() && !domain.cpfs().containsKey(p.name())) {
                throw new RddlEvalException(domain.name() + ": no cpf defines " + p.kind().keyword() + " '" + p.name() + "'");
            }
        }
        List<Cpf> order = new ArrayList<>();
        Set<String> done = new HashSet<>();
        Set<String> visiting = new LinkedHashSet<>();
        for (Cpf cpf : domain.cpfs().values()) visit(domain, cpf, done, visiting, order);
        return order;
    }

    private static void visit(Domain domain, Cpf cpf, Set<String> done, Set<String> visiting, List<Cpf> order) {
        if (done.contains(cpf.fluent())) return;
        if (!visiting.add(cpf.fluent())) {
            throw new RddlEvalException(domain.name() + ": cpfs depend on each other in a cycle: " + visiting);
        }
        Set<String> needs = new LinkedHashSet<>();
        collect(domain, cpf.expr(), needs);
        needs.remove(cpf.fluent());
        for (String n : needs) {
            Cpf dep = domain.cpfs().get(n);
            if (dep != null) visit(domain, dep, done, visiting, order);
        }
        visiting.remove(cpf.fluent());
        done.add(cpf.fluent());
        order.add(cpf);
    }

    /** Names of cpf-defined fluents whose computed value {@code e} reads this step. */
    private static void collect(Domain domain, Expr e, Set<String> out) {
        switch (e) {
            case Expr.FluentRef f -> {
                PVariable p = domain.pvariables().get(f.name());
                if (p != null) {
                    boolean computed = p.kind() == FluentKind.STATE ? f.primed()
                            : p.kind() == FluentKind.INTERMEDIATE || p.kind() == FluentKind.DERIVED
                              || p.kind() == FluentKind.OBSERVATION;
                    if (computed) out.add(f.name());
                }
                f.args().forEach(a -> collect(domain, a, out));
            }
            case Expr.Unary u -> collect(domain, u.operand(), out);
            case Expr.Binary b -> {
                collect(domain, b.left(), out);
                collect(domain, b.right(), out);
            }
            case Expr.Aggregate a -> collect(domain, a.body(), out);
            case Expr.If i -> {
                collect(domain, i.condition(), out);
                collect(domain, i.then(), out);
                collect(domain, i.otherwise(), out);
            }
            case Expr.Switch s -> {
                collect(domain, s.subject(), out);
                s.cases().forEach(c -> collect(domain, c.result(), out));
                if (s.otherwise() != null) collect(domain, s.otherwise(), out);
            }
            case Expr.Distribution d -> d.args().forEach(a -> collect(domain, a, out));
            case Expr.Discrete d -> d.outcomes().forEach(c -> collect(domain, c.result(), out));
            case Expr.Function f -> f.args().forEach(a -> collect(domain, a, out));
            case Expr.Constant c -> { }
            case Expr.EnumValue v -> { }
            case Expr.Term t -> { }
        }
    }
}
