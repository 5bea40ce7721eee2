package dev.arbiter.e2e;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Follows every link a person could follow from a start page, as one visitor (its own cookies, so a signed-in
 * crawler sees what that account sees): same origin only, redirects followed as links, and bounded — at most
 * {@code perShape} pages of one shape ({@code /matches/{}} with the same query keys) and {@code maxPages} in
 * all, since a live ladder has thousands of match pages that all render through one template.
 */
final class SiteCrawler {

    private static final Pattern SCRIPT = Pattern.compile("<script.*?</script>", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Pattern HREF = Pattern.compile("<a\\s[^>]*href=\"([^\"]*)\"", Pattern.CASE_INSENSITIVE);
    /** What a page shows when a template failed to render part of it, instead of failing as a whole. */
    private static final List<String> TEMPLATE_ERRORS = List.of("TemplateException", "Rendering error", "NOT_FOUND",
            "{#", "{/");

    /**
     * One page the crawl asked for.
     *
     * @param problem why it failed, or null
     */
    record Visit(URI uri, int status, String problem, String body) {

        @Override
        public String toString() {
            return uri + " " + status + (problem == null ? "" : " " + problem);
        }
    }

    private final URI origin;
    private final HttpClient http;

    SiteCrawler(URI origin) {
        this.origin = origin;
        // Redirects are not followed by the client: each one is a visit of its own, and its target a link.
        this.http = HttpClient.newBuilder().cookieHandler(new CookieManager()).followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(Duration.ofSeconds(10)).build();
    }

    /** Signs in through the sign-in form's endpoint, as the browser does. */
    void signIn(String username, String password) throws IOException, InterruptedException {
        String form = "j_username=" + URLEncoder.encode(username, StandardCharsets.UTF_8)
                + "&j_password=" + URLEncoder.encode(password, StandardCharsets.UTF_8);
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(origin.resolve("/j_security_check"))
                .header("Content-Type", "application/x-www-form-urlencoded").timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        String location = response.headers().firstValue("Location").orElse("");
        if (response.statusCode() / 100 != 3 || location.contains("error")) {
            throw new AssertionError(username + " could not sign in: " + response.statusCode() + " → " + location);
        }
    }

    /** Breadth first from each of {@code starts} in turn, sharing one bound. */
    List<Visit> crawl(int maxPages, int perShape, String... starts) throws IOException, InterruptedException {
        var visits = new ArrayList<Visit>();
        var seen = new LinkedHashSet<URI>();
        var shapes = new HashMap<String, Integer>();
        var queue = new ArrayDeque<URI>();
        for (String start : starts) {
            queue.add(origin.resolve(start));
        }
        while (!queue.isEmpty() && visits.size() < maxPages) {
            URI uri = queue.poll();
            if (!seen.add(uri) || shapes.merge(shape(uri), 1, Integer::sum) > perShape) {
                continue;
            }
            Visit visit = visit(uri);
            visits.add(visit);
            links(uri, visit).forEach(queue::add);
        }
        return visits;
    }

    private static final String BROWSER_ACCEPT =
            "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

    private Visit visit(URI uri) throws IOException, InterruptedException {
        // The Accept header a browser sends on following a link: pages first, anything else (a kit's zip) accepted.
        HttpResponse<java.io.InputStream> response = http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(60))
                .header("Accept", BROWSER_ACCEPT).GET().build(), HttpResponse.BodyHandlers.ofInputStream());
        int status = response.statusCode();
        String body;
        try (var in = response.body()) {
            // Downloads are checked for their answer and headers, not kept: a kit holds megabytes of jars.
            boolean text = response.headers().firstValue("Content-Type").orElse("text/plain").startsWith("text/")
                    || response.headers().firstValue("Content-Type").orElse("").contains("json");
            body = text ? new String(in.readAllBytes(), StandardCharsets.UTF_8) : "(" + in.transferTo(
                    java.io.OutputStream.nullOutputStream()) + " bytes)";
        }
        String problem = null;
        var missing = dev.arbiter.web.SecurityHeaders.all().entrySet().stream()
                .filter(h -> !response.headers().firstValue(h.getKey()).orElse("").equals(h.getValue()))
                .map(Map.Entry::getKey).toList();
        if (status < 200 || status >= 400) {
            problem = "answered " + status;
        } else if (!missing.isEmpty()) {
            problem = "lacks the security headers " + missing;
        } else if (response.headers().firstValue("Content-Type").orElse("").startsWith("text/html")) {
            // Inline scripts legitimately hold braces; what a person reads must not.
            String markup = SCRIPT.matcher(body).replaceAll("");
            problem = TEMPLATE_ERRORS.stream().filter(markup::contains).findFirst()
                    .map(marker -> "shows a template error (" + marker + ")").orElse(null);
            List<String> basics = MarkupChecks.problems(markup);
            if (problem == null && status / 100 == 2 && !basics.isEmpty()) {
                problem = "fails accessibility basics: " + String.join("; ", basics);
            }
        }
        return new Visit(uri, status, problem, body);
    }

    private List<URI> links(URI from, Visit visit) {
        var links = new ArrayList<URI>();
        if (visit.status() / 100 == 2) {
            Matcher m = HREF.matcher(visit.body());
            while (m.find()) {
                sameOrigin(from, m.group(1).replace("&amp;", "&")).ifPresent(links::add);
            }
        }
        return links;
    }

    private java.util.Optional<URI> sameOrigin(URI from, String href) {
        int fragment = href.indexOf('#');
        String target = fragment >= 0 ? href.substring(0, fragment) : href;
        if (target.isBlank() || target.startsWith("mailto:") || target.startsWith("javascript:")) {
            return java.util.Optional.empty();
        }
        try {
            URI uri = from.resolve(target.replace(" ", "%20"));
            boolean same = origin.getHost().equals(uri.getHost()) && origin.getPort() == uri.getPort();
            return same ? java.util.Optional.of(uri) : java.util.Optional.empty();
        } catch (IllegalArgumentException e) {
            return java.util.Optional.of(from.resolve("/malformed-link"));
        }
    }

    /** The URL with every id-like path segment blanked and only the query's keys kept. */
    static String shape(URI uri) {
        var path = new StringBuilder();
        for (String segment : uri.getPath().split("/")) {
            if (!segment.isEmpty()) {
                path.append('/').append(segment.matches(".*\\d.*") || segment.length() >= 16 ? "{}" : segment);
            }
        }
        Set<String> keys = new TreeSet<>();
        if (uri.getRawQuery() != null) {
            for (String pair : uri.getRawQuery().split("&")) {
                keys.add(pair.split("=", 2)[0]);
            }
        }
        return (path.isEmpty() ? "/" : path.toString()) + (keys.isEmpty() ? "" : "?" + String.join(",", keys));
    }

    static Map<String, Integer> shapes(List<Visit> visits) {
        var shapes = new java.util.TreeMap<String, Integer>();
        visits.forEach(v -> shapes.merge(shape(v.uri()), 1, Integer::sum));
        return shapes;
    }
}
