package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The cluster's KafkaUsers grant exactly what {@link KafkaAcls} grants the one-machine broker (less the creation
 * of topics, which the cluster's operator does from KafkaTopics): one table of rights for both.
 */
class KafkaUsersManifestTest {

    @Test
    void eachServicesKafkaUserHasExactlyTheRightsOfTheTable() throws Exception {
        var manifest = KubernetesKafkaUsers.read();

        assertThat(manifest.keySet()).containsExactlyInAnyOrderElementsOf(KafkaAcls.RIGHTS.keySet());
        for (String service : KafkaAcls.RIGHTS.keySet()) {
            assertThat(manifest.get(service)).as("arbiter-%s in %s", service, KubernetesKafkaUsers.MANIFEST)
                    .containsExactlyInAnyOrderElementsOf(KafkaAcls.shared(service));
        }
    }
}
