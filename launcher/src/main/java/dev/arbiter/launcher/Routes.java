package dev.arbiter.launcher;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which service answers which path: the same table on one machine (the launcher's gateway) as on a
 * cluster (the ingress in deploy/k8s). Longest prefix wins; a prefix may hold one {@code *} segment
 * ("/api/competitions/{@literal *}/entries") matching any single path segment.
 */
public final class Routes {

    /** One rule: a path prefix and the service that owns it. */
    public record Route(String prefix, String service) {
    }

    private final List<Route> routes;

    public Routes(List<Route> routes) {
        var sorted = new ArrayList<>(routes);
        sorted.sort(Comparator.comparingInt((Route r) -> -r.prefix().length()));
        this.routes = List.copyOf(sorted);
    }

    /** The platform's table. Paths are the services' public API and pages (see each service's README). */
    public static Routes platform() {
        var table = new LinkedHashMap<String, String>();
        // submission: accounts, sign-in, API tokens, uploads, an entry's status timeline
        table.put("/api/accounts", "submission");
        table.put("/api/tokens", "submission");
        table.put("/api/entries", "submission");
        table.put("/api/competitions/*/entries", "submission");
        table.put("/api/competitions/*/uploads", "submission");
        table.put("/api/submissions", "submission");
        table.put("/login", "submission");
        table.put("/register", "submission");
        table.put("/logout", "submission");
        table.put("/password", "submission");
        table.put("/j_security_check", "submission");
        table.put("/tokens", "submission");
        table.put("/entries", "submission");
        table.put("/upload", "submission");
        table.put("/competitions/*/upload", "submission");
        table.put("/organisers", "submission"); // accounts are submission's: who is an organiser, and promotion
        // Each service's style sheets and scripts (no page inlines any: the Content-Security-Policy forbids it)
        table.put("/static/submission", "submission");
        table.put("/static/scheduler", "scheduler");
        table.put("/static/leaderboard", "leaderboard");
        // scheduler: competitions, validation, rounds, reruns, disqualification, organiser pages
        table.put("/api/competitions", "scheduler");
        table.put("/api/scheduler", "scheduler");
        table.put("/api/rounds", "scheduler");
        table.put("/api/reruns", "scheduler");
        table.put("/api/entries/*/disqualification", "scheduler");
        table.put("/organiser", "scheduler");
        // leaderboard: public pages, ratings, match history, transcripts, live updates
        table.put("/api/competitions/*/leaderboard", "leaderboard");
        table.put("/api/matches", "leaderboard");
        table.put("/api/entries/*/history", "leaderboard");
        table.put("/api/leaderboard", "leaderboard");
        table.put("/matches", "leaderboard");
        table.put("/competitions", "leaderboard");
        table.put("/", "leaderboard");
        // sandbox runner: only its status
        table.put("/api/runner", "sandbox-runner");
        var routes = new ArrayList<Route>();
        table.forEach((prefix, service) -> routes.add(new Route(prefix, service)));
        return new Routes(routes);
    }

    public Optional<String> serviceFor(String path) {
        for (Route route : routes) {
            if (matches(route.prefix(), path)) {
                return Optional.of(route.service());
            }
        }
        return Optional.empty();
    }

    public List<Route> all() {
        return routes;
    }

    public Map<String, List<String>> prefixesByService() {
        var map = new LinkedHashMap<String, List<String>>();
        routes.forEach(r -> map.computeIfAbsent(r.service(), s -> new ArrayList<>()).add(r.prefix()));
        return map;
    }

    static boolean matches(String prefix, String path) {
        String[] want = prefix.split("/", -1);
        String[] have = path.split("/", -1);
        if (prefix.equals("/")) {
            return path.startsWith("/");
        }
        if (have.length < want.length) {
            return false;
        }
        for (int i = 0; i < want.length; i++) {
            boolean last = i == want.length - 1;
            if (want[i].equals("*")) {
                if (have[i].isEmpty()) {
                    return false;
                }
            } else if (!want[i].equals(have[i])) {
                return false;
            }
            if (last) {
                return true;
            }
        }
        return true;
    }
}
