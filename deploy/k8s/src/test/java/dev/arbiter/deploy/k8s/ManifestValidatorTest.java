package dev.arbiter.deploy.k8s;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The validation itself can fail: the mistakes it exists to catch are caught, and named. */
class ManifestValidatorTest {

    private static ManifestValidator validator;

    @BeforeAll
    static void loadSchemas() throws Exception {
        validator = new ManifestValidator(CrdSchemas.load(Kustomize.HOME.resolve("crds")));
    }

    private static java.util.List<String> problemsOf(String yaml) throws Exception {
        return validator.problems(Kustomize.parseAll(yaml).getFirst());
    }

    @Test
    void aMisspeltFieldInACoreKindIsRefused() throws Exception {
        assertThat(problemsOf("""
                apiVersion: apps/v1
                kind: Deployment
                metadata: {name: x}
                spec:
                  replicas: 1
                  selector: {matchLabels: {app: x}}
                  template:
                    metadata: {labels: {app: x}}
                    spec:
                      containers:
                      - name: x
                        image: x
                        readinessProbe: {httpGet: {path: /q/health/ready, prot: 9000}}
                """)).singleElement().asString().contains("readinessProbe.httpGet.prot: unknown field");
    }

    @Test
    void aMisspeltFieldInACustomResourceIsRefused() throws Exception {
        assertThat(problemsOf("""
                apiVersion: kafka.strimzi.io/v1
                kind: KafkaTopic
                metadata: {name: t, labels: {strimzi.io/cluster: arbiter}}
                spec: {partitions: 12, replicas: 3, retentionMs: 1000}
                """)).singleElement().asString().contains("retentionMs");
    }

    @Test
    void aWrongTypeInACustomResourceIsRefused() throws Exception {
        assertThat(problemsOf("""
                apiVersion: keda.sh/v1alpha1
                kind: ScaledObject
                metadata: {name: s}
                spec:
                  scaleTargetRef: {name: d}
                  maxReplicaCount: many
                  triggers: [{type: kafka, metadata: {topic: t}}]
                """)).singleElement().asString().contains("maxReplicaCount").contains("integer expected");
    }

    @Test
    void aKindNoOperatorDefinesIsRefused() throws Exception {
        assertThat(problemsOf("""
                apiVersion: kafka.strimzi.io/v1beta9
                kind: KafkaTopic
                metadata: {name: t}
                spec: {partitions: 1}
                """)).singleElement().asString().contains("no such kind");
        assertThat(problemsOf("""
                apiVersion: apps/v1
                kind: Deploymnet
                metadata: {name: t}
                """)).singleElement().asString().contains("no such kind");
    }

    @Test
    void aValidCustomResourcePasses() throws Exception {
        assertThat(problemsOf("""
                apiVersion: kafka.strimzi.io/v1
                kind: KafkaTopic
                metadata: {name: t, labels: {strimzi.io/cluster: arbiter}}
                spec: {partitions: 12, replicas: 3, config: {retention.ms: 1000}}
                """)).isEmpty();
    }
}
