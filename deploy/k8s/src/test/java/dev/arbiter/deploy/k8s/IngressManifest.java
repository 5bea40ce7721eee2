package dev.arbiter.deploy.k8s;

import dev.arbiter.launcher.Routes;

/**
 * The cluster's Ingress, written from the gateway's {@link Routes} table so the two cannot drift. Routes
 * match whole path segments, longest prefix first, with {@code *} for one segment; ingress-nginx with
 * {@code use-regex} orders regex paths by descending length too, so each prefix becomes
 * {@code ^prefix(/|$)} with {@code *} as {@code [^/]+}.
 */
final class IngressManifest {

    private IngressManifest() {
    }

    static String render(Routes routes) {
        var yaml = new StringBuilder("""
                # GENERATED from launcher/src/main/java/dev/arbiter/launcher/Routes.java (the one-machine gateway's
                # table) by IngressMatchesGatewayRoutesTest; regenerate with
                #   ./mvnw -pl deploy/k8s -am verify -Dtest=IngressMatchesGatewayRoutesTest -Dk8s.regenerate=true -Dsurefire.failIfNoSpecifiedTests=false
                apiVersion: networking.k8s.io/v1
                kind: Ingress
                metadata:
                  name: arbiter
                  annotations:
                    nginx.ingress.kubernetes.io/use-regex: "true"
                    # Uploads: the submission service's own limit (arbiter.submission.max-upload-bytes) decides.
                    nginx.ingress.kubernetes.io/proxy-body-size: 32m
                    # Live leaderboard updates are server-sent events: no buffering, long reads.
                    nginx.ingress.kubernetes.io/proxy-buffering: "off"
                    nginx.ingress.kubernetes.io/proxy-read-timeout: "3600"
                spec:
                  ingressClassName: nginx
                  rules:
                  - http:
                      paths:
                """);
        for (Routes.Route route : routes.all()) {
            yaml.append("      - path: ").append(regex(route.prefix())).append('\n')
                    .append("        pathType: ImplementationSpecific\n")
                    .append("        backend: {service: {name: arbiter-").append(route.service())
                    .append(", port: {name: http}}}\n");
        }
        return yaml.toString();
    }

    static String regex(String prefix) {
        if (prefix.equals("/")) {
            return "/";
        }
        var out = new StringBuilder();
        for (String segment : prefix.substring(1).split("/", -1)) {
            out.append('/').append(segment.equals("*") ? "[^/]+" : segment);
        }
        return out + "(/|$)";
    }
}
