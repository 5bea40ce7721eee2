package dev.arbiter.rddl.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An instance with the domain and non-fluents it names: everything needed to simulate it. */
public record Problem(Domain domain, NonFluents nonFluents, Instance instance) {

    public String name() {
        return instance.name();
    }

    /** Objects per type from the domain, then the non-fluents block, then the instance (later ones add). */
    public Map<String, List<String>> objects() {
        Map<String, List<String>> all = new LinkedHashMap<>(domain.objects());
        if (nonFluents != null) all.putAll(nonFluents.objects());
        all.putAll(instance.objects());
        return all;
    }
}
