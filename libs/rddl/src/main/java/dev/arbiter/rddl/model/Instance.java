package dev.arbiter.rddl.model;

import java.util.List;
import java.util.Map;

/**
 * A parsed {@code instance} block. {@code nonFluents} is null when the instance names none;
 * {@code maxNondefActions} is {@link Integer#MAX_VALUE} for {@code pos-inf}.
 */
public record Instance(String name, String domain, String nonFluents, Map<String, List<String>> objects,
                       List<Assignment> initState, int maxNondefActions, int horizon, double discount,
                       String source) {}
