package dev.arbiter.web;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The response headers every page and API answer of the platform carries, in one place: the launcher's
 * gateway sets them on whatever it forwards, and every service sets them itself through
 * {@link SecurityHeadersConfigSource}, so a deployment without the gateway (a cluster's ingress) has them too.
 *
 * <p>The pages load their scripts and style sheets from their own origin ({@code /static/<service>/…}), never
 * inline, so the policy allows nothing inline: an injected {@code <script>} or {@code onclick} does not run.
 */
public final class SecurityHeaders {

    /**
     * Only our own origin for scripts, styles, fetches and live updates; no plugins; no {@code <base>} that
     * could redirect relative links; forms post only to us; no page may frame ours (clickjacking).
     */
    public static final String CONTENT_SECURITY_POLICY = String.join("; ",
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'");

    private static final Map<String, String> ALL;

    static {
        var headers = new LinkedHashMap<String, String>();
        headers.put("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        // A browser must not guess a type: an uploaded text file served as text/plain never runs as a script.
        headers.put("X-Content-Type-Options", "nosniff");
        // For browsers that predate frame-ancestors.
        headers.put("X-Frame-Options", "DENY");
        // Our addresses name competitions and entries: other sites we link to learn only that a visitor came from us.
        headers.put("Referrer-Policy", "same-origin");
        ALL = Map.copyOf(headers);
    }

    private SecurityHeaders() {
    }

    /** Header name → value, for every response. */
    public static Map<String, String> all() {
        return ALL;
    }
}
