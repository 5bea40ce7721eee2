package dev.arbiter.judge.protocol.rddl;

import dev.arbiter.rddl.server.Profile;
import dev.arbiter.rddl.server.ServerOptions;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * One RDDL match's settings, from the competition's {@code rddl.*} keys overridden by the match's game
 * options (a competition fixes rounds and budget; each match names its instance).
 *
 * @param instance          the IPPC instance the planner must ask for ({@code rddl.instance}, or option {@code instance})
 * @param rounds            rounds per session ({@code rddl.rounds}, default 30)
 * @param timeAllowedMillis the session's {@code time-allowed} ({@code rddl.time-allowed-ms}, default 18 minutes)
 * @param graceMillis       how long past it a silent planner is waited for (RDDL-C27; {@code rddl.grace-ms}, 60 s)
 * @param profile           message shapes: {@code ipc2018} (default), {@code ippc2014}, {@code ippc2011}
 * @param port              the TCP port the planner connects to inside its sandbox ({@code rddl.port}, 2323)
 */
public record RddlSettings(String instance, int rounds, long timeAllowedMillis, long graceMillis, Profile profile,
                           int port) {

    public static RddlSettings from(Map<String, String> settings) {
        var s = new HashMap<>(settings);
        if (s.containsKey("instance")) {
            s.put("rddl.instance", s.get("instance"));
        }
        for (String key : s.keySet()) {
            if (key.startsWith("rddl.") && !KEYS.contains(key)) {
                throw new IllegalArgumentException("unknown RDDL setting '" + key + "' (known: " + String.join(", ", KEYS) + ")");
            }
        }
        return new RddlSettings(s.getOrDefault("rddl.instance", ""),
                (int) positive(s, "rddl.rounds", 30), positive(s, "rddl.time-allowed-ms", 1_080_000L),
                nonNegative(s, "rddl.grace-ms", 60_000L), profile(s.getOrDefault("rddl.profile", "ipc2018")),
                (int) positive(s, "rddl.port", ServerOptions.DEFAULT_PORT));
    }

    private static final java.util.List<String> KEYS = java.util.List.of("rddl.instance", "rddl.rounds",
            "rddl.time-allowed-ms", "rddl.grace-ms", "rddl.profile", "rddl.port");

    /** What the judge's server side runs this match with; the seed makes a replay reproduce every message. */
    ServerOptions serverOptions(long seed) {
        return ServerOptions.builder().port(port).rounds(rounds).timeAllowed(timeAllowedMillis).grace(graceMillis)
                .profile(profile).baseSeed(seed).build();
    }

    private static Profile profile(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "ipc2018" -> Profile.IPC2018;
            case "ippc2014" -> Profile.IPPC2014;
            case "ippc2011" -> Profile.IPPC2011;
            default -> throw new IllegalArgumentException("rddl.profile must be ipc2018, ippc2014 or ippc2011, not '" + name + "'");
        };
    }

    private static long nonNegative(Map<String, String> s, String key, long fallback) {
        String text = s.get(key);
        if (text == null) {
            return fallback;
        }
        try {
            long value = Long.parseLong(text.trim());
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException(key + " must be a whole number ≥ 0, not '" + text + "'");
    }

    private static long positive(Map<String, String> s, String key, long fallback) {
        long value = nonNegative(s, key, fallback);
        if (value == 0) {
            throw new IllegalArgumentException(key + " must be at least 1");
        }
        return value;
    }
}
