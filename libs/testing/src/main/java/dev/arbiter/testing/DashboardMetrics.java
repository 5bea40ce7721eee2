package dev.arbiter.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Grafana dashboard (deploy/k8s/base/monitoring/arbiter-dashboard.json) as the services' tests see it:
 * the metric names its panels query, and which service must export each. Every service's test scrapes its
 * own /q/metrics and checks {@link #missingFrom} is empty, so a panel cannot query a metric nobody exports.
 */
public final class DashboardMetrics {

    public static final String FILE = "deploy/k8s/base/monitoring/arbiter-dashboard.json";

    /** Metric-name prefix → the service that exports it. */
    public static final Map<String, String> OWNERS = ownersInOrder();

    private static final Pattern EXPR = Pattern.compile("\"expr\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern METRIC = Pattern.compile("\\barbiter_[a-z0-9_]+");

    private DashboardMetrics() {
    }

    private static Map<String, String> ownersInOrder() {
        var owners = new LinkedHashMap<String, String>();
        owners.put("arbiter_scheduler_", "scheduler");
        owners.put("arbiter_kafka_consumer_group_", "scheduler");
        owners.put("arbiter_runner_", "sandbox-runner");
        owners.put("arbiter_leaderboard_", "leaderboard");
        owners.put("arbiter_uploads_", "submission");
        owners.put("arbiter_validation_", "submission");
        return owners;
    }

    /** The dashboard file, found from the working directory (a module's directory under Maven) upwards. */
    public static Path file() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve(FILE))) {
                return dir.resolve(FILE);
            }
        }
        throw new IllegalStateException(FILE + " not found above " + Path.of("").toAbsolutePath());
    }

    /** Every PromQL expression of every panel, in file order. */
    public static List<String> expressions() {
        try {
            Matcher m = EXPR.matcher(Files.readString(file()));
            var exprs = new ArrayList<String>();
            while (m.find()) {
                exprs.add(m.group(1).replace("\\\"", "\""));
            }
            return exprs;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The arbiter_* metric names an expression queries. */
    public static Set<String> metricsIn(String expression) {
        var names = new TreeSet<String>();
        Matcher m = METRIC.matcher(expression);
        while (m.find()) {
            names.add(m.group());
        }
        return names;
    }

    /** The service that exports {@code metric}, or null when no service claims its prefix. */
    public static String ownerOf(String metric) {
        return OWNERS.entrySet().stream().filter(e -> metric.startsWith(e.getKey()))
                .map(Map.Entry::getValue).findFirst().orElse(null);
    }

    /** The dashboard's metrics that {@code service} exports. */
    public static Set<String> metricsOf(String service) {
        var names = new TreeSet<String>();
        expressions().forEach(e -> metricsIn(e).stream().filter(n -> service.equals(ownerOf(n))).forEach(names::add));
        return names;
    }

    /** {@code service}'s dashboard metrics that have no sample in a Prometheus scrape. */
    public static Set<String> missingFrom(String scrape, String service) {
        var missing = new TreeSet<String>();
        for (String name : metricsOf(service)) {
            if (!Pattern.compile("(?m)^" + Pattern.quote(name) + "[{ ]").matcher(scrape).find()) {
                missing.add(name);
            }
        }
        return missing;
    }
}
