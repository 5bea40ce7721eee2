package dev.arbiter.deploy.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every overlay renders, and every object it renders is one a strict API server with the three operators would accept. */
class OverlaysValidateTest {

    private static ManifestValidator validator;

    @BeforeAll
    static void loadSchemas() throws Exception {
        CrdSchemas crds = CrdSchemas.load(Kustomize.HOME.resolve("crds"));
        assertThat(crds.size()).as("served CRD versions vendored").isGreaterThanOrEqualTo(10);
        validator = new ManifestValidator(crds);
    }

    @ParameterizedTest
    @ValueSource(strings = {"overlays/dev", "overlays/prod"})
    void everyRenderedObjectIsAKnownKindWithOnlyKnownFields(String overlay) throws Exception {
        List<JsonNode> objects = Kustomize.build(overlay);
        var problems = new ArrayList<String>();
        objects.forEach(o -> problems.addAll(validator.problems(o)));
        assertThat(problems).isEmpty();
        assertThat(objects).extracting(o -> o.path("kind").asText())
                .contains("Deployment", "Service", "PodDisruptionBudget", "Ingress", "NetworkPolicy",
                        "Kafka", "KafkaNodePool", "KafkaTopic", "KafkaUser", "Cluster", "Database",
                        "ScheduledBackup", "ScaledObject", "ServiceMonitor", "ConfigMap");
    }

    @ParameterizedTest
    @ValueSource(strings = {"overlays/dev", "overlays/prod"})
    void everyObjectLandsInOneNamespace(String overlay) throws Exception {
        assertThat(Kustomize.build(overlay)).filteredOn(o -> !o.path("kind").asText().equals("Namespace"))
                .extracting(o -> o.path("metadata").path("namespace").asText())
                .containsOnly("arbiter");
    }
}
