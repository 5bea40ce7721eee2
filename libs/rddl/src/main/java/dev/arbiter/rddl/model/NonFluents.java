package dev.arbiter.rddl.model;

import java.util.List;
import java.util.Map;

/** A parsed {@code non-fluents} block: objects and non-fluent values shared by instances. */
public record NonFluents(String name, String domain, Map<String, List<String>> objects, List<Assignment> values,
                         String source) {}
