package dev.arbiter.rddl;

import dev.arbiter.rddl.model.Domain;
import dev.arbiter.rddl.model.Instance;
import dev.arbiter.rddl.model.NonFluents;
import dev.arbiter.rddl.model.Problem;
import dev.arbiter.rddl.model.RddlFile;
import dev.arbiter.rddl.parse.RddlParser;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Parsed RDDL files indexed by block name, so an instance can be resolved to its domain and non-fluents. */
public final class RddlLibrary {
    private final Map<String, Domain> domains = new LinkedHashMap<>();
    private final Map<String, NonFluents> nonFluents = new LinkedHashMap<>();
    private final Map<String, Instance> instances = new LinkedHashMap<>();
    private final Map<String, String> texts = new LinkedHashMap<>();

    /** Parses {@code text} (named {@code file} in errors) and adds its blocks; returns what it parsed. */
    public RddlFile add(String file, String text) {
        RddlFile parsed = RddlParser.parse(file, text);
        texts.put(file, text);
        parsed.domains().forEach(d -> domains.put(d.name(), d));
        parsed.nonFluents().forEach(n -> nonFluents.put(n.name(), n));
        parsed.instances().forEach(i -> instances.put(i.name(), i));
        return parsed;
    }

    public Collection<Instance> instances() {
        return instances.values();
    }

    public Collection<Domain> domains() {
        return domains.values();
    }

    public List<String> instanceNames() {
        return new ArrayList<>(instances.keySet());
    }

    /** The text of the file a block came from (the RDDLSim server sends domain and instance text to clients). */
    public String text(String file) {
        return texts.get(file);
    }

    public Problem problem(String instanceName) {
        Instance instance = instances.get(instanceName);
        if (instance == null) throw new IllegalArgumentException("no RDDL instance named '" + instanceName + "'");
        Domain domain = domains.get(instance.domain());
        if (domain == null) {
            throw new IllegalArgumentException("instance '" + instanceName + "' names unknown domain '" + instance.domain() + "'");
        }
        NonFluents nf = null;
        if (instance.nonFluents() != null) {
            nf = nonFluents.get(instance.nonFluents());
            if (nf == null) {
                throw new IllegalArgumentException(
                        "instance '" + instanceName + "' names unknown non-fluents '" + instance.nonFluents() + "'");
            }
        }
        return new Problem(domain, nf, instance);
    }
}
