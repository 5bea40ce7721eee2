package dev.arbiter.sandbox;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a Windows spare holds its entry's process ready for: the go fields of the same entry's latest start.
 * A sandbox prepared ahead for a Windows entry has its launcher create the entry's process before the go
 * message, held before its first instruction (arbiter-winstart.c, arbiter-prepared.h), for a run like the
 * previous one; a run that differs in more than the platform's per-run variables (ARBITER_*) makes the
 * launcher drop it and start the entry itself. Kept for the most recent shapes only, as spares are.
 *
 * @param <S> what makes two sandboxes interchangeable, the backend's spare key
 */
public final class HeldStarts<S> {

    /** Where both backends show arbiter-winstart.exe to a Windows entry's sandbox. */
    public static final String WINSTART_IN_SANDBOX = "/opt/arbiter/bin/arbiter-winstart.exe";
    /** Shapes remembered: far more than a runner plays at once. */
    private static final int SHAPES = 64;

    private final Map<S, List<String>> latest = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<S, List<String>> eldest) {
            return size() > SHAPES;
        }
    });

    /** Notes a start's go fields, when it is a Windows entry's. */
    public void started(S shape, LaunchPlan plan, List<String> goFields) {
        if (plan.underWine()) {
            latest.put(shape, List.copyOf(goFields));
        }
    }

    /**
     * The launcher's arguments that make a spare of this shape hold its entry's process ready: none when the
     * shape is not a Windows entry's or has not started yet.
     */
    public List<String> launcherArgs(S shape) {
        List<String> fields = latest.get(shape);
        if (fields == null) {
            return List.of();
        }
        var args = new ArrayList<String>(List.of("--prepared", WINSTART_IN_SANDBOX, Integer.toString(fields.size())));
        args.addAll(fields);
        return args;
    }
}
