package dev.arbiter.examples.rddl;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where a planner connects and what it asks for, taken as the RDDLSim sample clients take them: options on the
 * command line first, then the environment, then the competition's defaults (localhost:2323).
 *
 * <pre>PLANNER [--host H] [--port P] [--name CLIENT] [--rddl DIR] [INSTANCE]</pre>
 *
 * @param host       server host: {@code --host}, else {@code RDDL_HOST}, else {@code localhost}
 * @param port       server port: {@code --port}, else {@code RDDL_PORT}, else 2323
 * @param instance   the instance to play: the last bare argument (Arbiter appends it), else {@code RDDL_INSTANCE}
 * @param clientName the {@code client-name} sent: {@code --name}, else {@code RDDL_CLIENT_NAME}, else {@code fallbackName}
 * @param rddlDir    a directory of {@code .rddl} files to read the model from when the server sends no task
 *                   (the 2011 and 2014 profiles): {@code --rddl}, else {@code RDDL_DIR}; may be null
 * @param seed       {@code ARBITER_SEED} when set, else 0: the planner's own random choices replay with it
 */
public record PlannerOptions(String host, int port, String instance, String clientName, Path rddlDir, long seed) {

    public static PlannerOptions parse(String[] args, Map<String, String> env, String fallbackName) {
        String host = env.getOrDefault("RDDL_HOST", "localhost");
        String port = env.getOrDefault("RDDL_PORT", "2323");
        String instance = env.getOrDefault("RDDL_INSTANCE", "");
        String name = env.getOrDefault("RDDL_CLIENT_NAME", fallbackName);
        String dir = env.get("RDDL_DIR");
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            boolean hasValue = i + 1 < args.length;
            switch (arg) {
                case "--host" -> host = hasValue ? args[++i] : usage(arg);
                case "--port" -> port = hasValue ? args[++i] : usage(arg);
                case "--name" -> name = hasValue ? args[++i] : usage(arg);
                case "--rddl" -> dir = hasValue ? args[++i] : usage(arg);
                default -> instance = arg; // the last bare argument wins: Arbiter appends the instance
            }
        }
        if (instance.isEmpty()) {
            usage("INSTANCE");
        }
        String seed = env.get("ARBITER_SEED");
        try {
            return new PlannerOptions(host, Integer.parseInt(port), instance, name, dir == null ? null : Path.of(dir),
                    seed == null || seed.isBlank() ? 0 : Long.parseLong(seed.trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("port '" + port + "' or ARBITER_SEED '" + seed + "' is not a number");
        }
    }

    private static String usage(String missing) {
        throw new IllegalArgumentException("missing " + missing
                + "; usage: PLANNER [--host H] [--port P] [--name CLIENT] [--rddl DIR] INSTANCE");
    }
}
