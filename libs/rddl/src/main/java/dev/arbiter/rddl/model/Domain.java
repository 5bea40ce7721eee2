package dev.arbiter.rddl.model;

import java.util.List;
import java.util.Map;

/**
 * A parsed {@code domain} block. Maps keep declaration order. {@code actionPreconditions} holds both
 * {@code state-action-constraints} and {@code action-preconditions}: both must hold before a step.
 */
public record Domain(String name, List<String> requirements, Map<String, TypeDef> types,
                     Map<String, List<String>> objects, Map<String, PVariable> pvariables, Map<String, Cpf> cpfs,
                     Expr reward, List<Expr> actionPreconditions, List<Expr> stateInvariants,
                     List<Expr> terminations, String source) {

    public boolean partiallyObserved() {
        return pvariables.values().stream().anyMatch(p -> p.kind() == FluentKind.OBSERVATION);
    }
}
