package dev.arbiter.rddl.model;

import java.util.List;

/** Everything one RDDL text declares, in order. */
public record RddlFile(String source, List<Domain> domains, List<NonFluents> nonFluents, List<Instance> instances) {}
