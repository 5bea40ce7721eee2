package dev.arbiter.deploy.k8s;

import dev.arbiter.launcher.Routes;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The committed Ingress is exactly the gateway's routing table, and its regexes route as the gateway does. */
class IngressMatchesGatewayRoutesTest {

    private static final Path COMMITTED = Kustomize.HOME.resolve("base/ingress.yaml");

    @Test
    void committedIngressIsRenderedFromTheGatewayRoutes() throws Exception {
        String expected = IngressManifest.render(Routes.platform());
        if (Boolean.getBoolean("k8s.regenerate")) {
            Files.writeString(COMMITTED, expected);
        }
        assertThat(Files.readString(COMMITTED))
                .as("base/ingress.yaml is stale: regenerate it (command in its header)")
                .isEqualTo(expected);
    }

    @Test
    void ingressPathsPickTheServiceTheGatewayPicks() {
        Routes routes = Routes.platform();
        String[] paths = {"/", "/api/competitions", "/api/competitions/rps-ladder", "/api/competitions/rps-ladder/entries",
                "/api/competitions/rps-ladder/leaderboard", "/api/competitions/rps-ladder/uploads/3", "/api/entries/42/history",
                "/api/entries/42/disqualification", "/api/entries/42", "/competitions/rps/upload", "/competitions/rps",
                "/organiser", "/organisers", "/organiser/rounds", "/api/runner", "/api/runners", "/loginx", "/login"};
        for (String path : paths) {
            assertThat(nginxChoice(routes, path)).as(path).isEqualTo(routes.serviceFor(path).orElseThrow());
        }
    }

    /** What ingress-nginx does with use-regex: paths by descending length, the first (case-insensitive) match wins. */
    private static String nginxChoice(Routes routes, String path) {
        return routes.all().stream()
                .sorted((a, b) -> IngressManifest.regex(b.prefix()).length() - IngressManifest.regex(a.prefix()).length())
                .filter(r -> Pattern.compile("^" + IngressManifest.regex(r.prefix()), Pattern.CASE_INSENSITIVE).matcher(path).find())
                .findFirst().orElseThrow().service();
    }
}
