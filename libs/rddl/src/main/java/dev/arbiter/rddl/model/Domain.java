package dev.arbiter.rddl.model;

import java.util.List;
import java.util.Map;

/**
 * A parsed {@code domain} block. Maps keep declaration order. {@code actionPreconditions} holds both
 * {@code state-action-constraints} and {@code action-preconditions}: both must hold before a step.
 * {@code lines} gives the line in {@code source} where the reward and each constraint start (by identity), for
 * messages about them.
 */
public record Domain(String name, List<String> requirements, Map<String, TypeDef> types,
                     Map<String, List<String>> objects, Map<String, PVariable> pvariables, Map<String, Cpf> cpfs,
                     Expr reward, List<Expr> actionPreconditions, List<Expr> stateInvariants,
                     List<Expr> terminations, String source, Map<Expr, Integer> lines) {

    /** The line where {@code top} (the reward or a constraint) starts, or 0 when not known. */
    public int lineOf(Expr top) {
        return lines.getOrDefault(top, 0);
    }

    public boolean partiallyObserved() {
        return pvariables.values().stream().anyMatch(p -> p.kind() == FluentKind.OBSERVATION);
    }
}
