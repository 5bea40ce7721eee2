package dev.arbiter.launcher;

import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ScramCredentialInfo;
import org.apache.kafka.clients.admin.ScramMechanism;
import org.apache.kafka.clients.admin.UserScramCredentialAlteration;
import org.apache.kafka.clients.admin.UserScramCredentialUpsertion;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.config.SaslConfigs;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourceType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What each service may do on the one-machine broker, the rule the cluster's KafkaUsers also follow
 * (deploy/k8s/base/kafka/users.yaml): only the service that owns a fact may write its topic. So the runner, which
 * runs contestants' programs, cannot forge a recorded result or a role, and a service whose password leaked
 * cannot publish another's facts. Every service may read and describe every topic and group (the scheduler's lag
 * gauge reads all groups) and create topics (each provisions those it needs); writes are the table below.
 */
final class KafkaAcls {

    /** Service → the topics it alone writes. */
    static final Map<String, List<String>> WRITES = Map.of(
            "submission", List.of("entry.submitted", "account.role"),
            "scheduler", List.of("match.requested", "match.requested.priority", "match.recorded", "entry.status",
                    "competition.updated", "round.published"),
            "sandbox-runner", List.of("match.heartbeat", "match.finished"),
            "leaderboard", List.of());

    /** The environment variable that carries the broker user's JAAS line to {@link #main}. */
    static final String ADMIN_JAAS = "ARBITER_KAFKA_ADMIN_JAAS";

    private KafkaAcls() {
    }

    /** The bindings of {@code service}: its reads, its topic creation and its writes. */
    static List<AclBinding> of(String service) {
        List<String> writes = WRITES.get(service);
        if (writes == null) {
            throw new IllegalArgumentException("no Kafka rights are written for " + service);
        }
        String principal = "User:" + service;
        var bindings = new ArrayList<AclBinding>();
        var anyTopic = new ResourcePattern(ResourceType.TOPIC, ResourcePattern.WILDCARD_RESOURCE, PatternType.LITERAL);
        var anyGroup = new ResourcePattern(ResourceType.GROUP, ResourcePattern.WILDCARD_RESOURCE, PatternType.LITERAL);
        var cluster = new ResourcePattern(ResourceType.CLUSTER, "kafka-cluster", PatternType.LITERAL);
        for (AclOperation op : List.of(AclOperation.READ, AclOperation.DESCRIBE, AclOperation.DESCRIBE_CONFIGS)) {
            bindings.add(allow(anyTopic, principal, op));
        }
        bindings.add(allow(anyGroup, principal, AclOperation.READ));
        bindings.add(allow(anyGroup, principal, AclOperation.DESCRIBE));
        bindings.add(allow(cluster, principal, AclOperation.CREATE));
        bindings.add(allow(cluster, principal, AclOperation.DESCRIBE));
        for (String topic : writes) {
            bindings.add(allow(new ResourcePattern(ResourceType.TOPIC, topic, PatternType.LITERAL), principal, AclOperation.WRITE));
        }
        return bindings;
    }

    /**
     * Stores each service's SCRAM credential and grants it its rights, signed in as the broker's own user (the one
     * super user), whose JAAS line comes in {@link #ADMIN_JAAS}. The services come on standard input, one
     * {@code name<TAB>password} a line (not in the arguments, which every local user can read). Run in a JVM of its
     * own on the broker's jars ({@link KafkaBrokerProcess}). The broker keeps both in its metadata log; a new start
     * replaces the passwords and grants the same rights again, which changes nothing.
     */
    public static void main(String[] args) throws Exception {
        var credentials = new ArrayList<UserScramCredentialAlteration>();
        var bindings = new ArrayList<AclBinding>();
        try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, java.nio.charset.StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String[] user = line.split("\t", 2);
                credentials.add(new UserScramCredentialUpsertion(user[0],
                        new ScramCredentialInfo(ScramMechanism.SCRAM_SHA_512, 8192), user[1]));
                bindings.addAll(of(user[0]));
            }
        }
        try (Admin admin = Admin.create(Map.of(
                AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, args[0],
                CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SASL_PLAINTEXT",
                SaslConfigs.SASL_MECHANISM, "PLAIN",
                SaslConfigs.SASL_JAAS_CONFIG, System.getenv(ADMIN_JAAS),
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 60_000))) {
            admin.alterUserScramCredentials(credentials).all().get(90, TimeUnit.SECONDS);
            admin.createAcls(bindings).all().get(90, TimeUnit.SECONDS);
        }
    }

    private static AclBinding allow(ResourcePattern resource, String principal, AclOperation operation) {
        return new AclBinding(resource, new AccessControlEntry(principal, "*", operation, AclPermissionType.ALLOW));
    }
}
