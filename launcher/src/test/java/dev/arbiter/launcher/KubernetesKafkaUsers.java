package dev.arbiter.launcher;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourceType;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The ACLs of the cluster's KafkaUsers (deploy/k8s/base/kafka/users.yaml) as the broker's own bindings, each
 * service's under the principal {@code User:<service>} that {@link KafkaAcls} names (the cluster's users are
 * {@code arbiter-<service>}). Users that are no service of the table (KEDA's) are left out.
 */
final class KubernetesKafkaUsers {

    static final Path MANIFEST = Path.of("").toAbsolutePath().getParent().resolve("deploy/k8s/base/kafka/users.yaml");
    private static final String USER_PREFIX = "arbiter-";

    private KubernetesKafkaUsers() {
    }

    /** Service → the bindings its KafkaUser declares. */
    static Map<String, List<AclBinding>> read() throws IOException {
        var users = new HashMap<String, List<AclBinding>>();
        var yaml = new YAMLFactory();
        try (YAMLParser parser = yaml.createParser(MANIFEST.toFile())) {
            for (JsonNode user : new ObjectMapper(yaml).readValues(parser, JsonNode.class).readAll()) {
                String service = user.path("metadata").path("name").asText().substring(USER_PREFIX.length());
                if (user.path("kind").asText().equals("KafkaUser") && KafkaAcls.RIGHTS.containsKey(service)) {
                    users.put(service, bindings("User:" + service, user.path("spec").path("authorization").path("acls")));
                }
            }
        }
        return users;
    }

    private static List<AclBinding> bindings(String principal, JsonNode acls) {
        var bindings = new ArrayList<AclBinding>();
        for (JsonNode acl : acls) {
            JsonNode resource = acl.path("resource");
            ResourceType type = ResourceType.fromString(resource.path("type").asText());
            ResourcePattern pattern = type == ResourceType.CLUSTER
                    ? new ResourcePattern(ResourceType.CLUSTER, "kafka-cluster", PatternType.LITERAL)
                    : new ResourcePattern(type, resource.path("name").asText(),
                    resource.path("patternType").asText("literal").equals("prefix") ? PatternType.PREFIXED : PatternType.LITERAL);
            for (JsonNode operation : acl.path("operations")) {
                bindings.add(new AclBinding(pattern, new AccessControlEntry(principal, "*",
                        AclOperation.fromString(operation.asText().toUpperCase(Locale.ROOT)), AclPermissionType.ALLOW)));
            }
        }
        return bindings;
    }
}
