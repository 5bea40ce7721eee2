package dev.arbiter.web.csrf;

import java.net.URI;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether a browser says a request came from another site: {@code Sec-Fetch-Site} other than
 * {@code same-origin} or {@code none}, or an {@code Origin} that is not the request's own. Requests without
 * either header (scripts, old browsers) pass: this check refuses what a browser reports as foreign, and the
 * token ({@link CsrfFilter}) covers the rest.
 *
 * <p>The request's own origin is its scheme and Host as the service sees them. The platform's gateway passes the
 * visitor's Host unchanged and sets no X-Forwarded-Proto or -Host (it speaks plain http on loopback); an ingress
 * that terminates TLS must set X-Forwarded-Proto, which the services believe from their trusted proxies only.
 */
public final class RequestOrigin {

    private RequestOrigin() {
    }

    /**
     * Why the request is refused as cross-site, or empty when it is not.
     *
     * @param scheme        the request's scheme (after trusted forwarding headers)
     * @param host          its Host, with the port when one was given
     * @param secFetchSite  the Sec-Fetch-Site header, or null
     * @param origin        the Origin header, or null
     */
    public static Optional<String> refusal(String scheme, String host, String secFetchSite, String origin) {
        if (secFetchSite != null) {
            String site = secFetchSite.trim().toLowerCase(Locale.ROOT);
            if (!site.equals("same-origin") && !site.equals("none")) {
                return Optional.of("the browser reports this request as sent from " + site);
            }
        }
        if (origin != null && !sameOrigin(origin.trim(), scheme, host)) {
            return Optional.of("the request came from " + origin.trim() + ", not from this site");
        }
        return Optional.empty();
    }

    private static boolean sameOrigin(String origin, String scheme, String host) {
        if (host == null || scheme == null) {
            return false;
        }
        try {
            URI theirs = new URI(origin);
            URI ours = new URI(scheme + "://" + host);
            return theirs.getScheme() != null && theirs.getHost() != null && ours.getHost() != null
                    && theirs.getScheme().equalsIgnoreCase(ours.getScheme())
                    && theirs.getHost().equalsIgnoreCase(ours.getHost())
                    && port(theirs) == port(ours)
                    && (theirs.getRawPath() == null || theirs.getRawPath().isEmpty());
        } catch (Exception e) {
            return false; // "null" (a sandboxed frame, a file) or garbage: not us
        }
    }

    private static int port(URI uri) {
        if (uri.getPort() >= 0) {
            return uri.getPort();
        }
        return "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
    }
}
