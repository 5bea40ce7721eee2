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
 * What each service may do on the platform's Kafka: the one table of rights, which the one-machine broker of
 * {@code ./arbiter up} is granted at each start and the cluster's KafkaUsers (deploy/k8s/base/kafka/users.yaml)
 * must equal (KafkaUsersManifestTest checks them; KafkaAclAttacksTest attacks both on a real broker). A service
 * reads only the topics it consumes, writes only those it produces (only the service that owns a fact may write
 * its topic), and joins only its own consumer groups. So the runner, which runs contestants' programs, cannot
 * forge a recorded result or a role, nor read the accounts' facts, nor take another service's records away
 * from it by joining its group; and a service whose password leaked can do no more than that service.
 */
public final class KafkaAcls {

    /**
     * One service's rights.
     *
     * @param consumes       the topics it reads (Read, Describe)
     * @param produces       the topics it alone writes (Write, Describe)
     * @param groups         the prefixes of its consumer groups (Read, Describe): its default group ids, and for the
     *                       runner the per-pool groups that extend them ({@code arbiter-sandbox-runners-windows})
     * @param watchesLag     whether it reads every service's consumer-group lag (the scheduler's
     *                       {@code arbiter_kafka_consumer_group_lag} gauge): Describe on every service's groups and
     *                       topics (what the health checks ask, the cluster's nodes, needs no right of its own)
     */
    public record Rights(List<String> consumes, List<String> produces, List<String> groups, boolean watchesLag) {

        /** Every topic the service touches. */
        public List<String> topics() {
            return java.util.stream.Stream.concat(consumes.stream(), produces.stream()).distinct().toList();
        }
    }

    /** Service → its rights. Topic names are the constants of dev.arbiter.messaging.Topics. */
    public static final Map<String, Rights> RIGHTS = Map.of(
            "submission", new Rights(
                    List.of("competition.updated", "entry.status"),
                    List.of("entry.submitted", "account.role"),
                    List.of("submission"), false),
            "scheduler", new Rights(
                    List.of("entry.submitted", "match.heartbeat", "match.finished", "account.role"),
                    List.of("match.requested", "match.requested.priority", "match.recorded", "entry.status",
                            "competition.updated", "round.published"),
                    List.of("arbiter-scheduler"), true),
            "sandbox-runner", new Rights(
                    List.of("match.requested", "match.requested.priority", "match.requested.windows"),
                    List.of("match.heartbeat", "match.finished"),
                    List.of("arbiter-sandbox-runners"), false),
            "leaderboard", new Rights(
                    List.of("competition.updated", "match.recorded", "round.published", "entry.status", "match.requested",
                            "match.requested.priority", "match.heartbeat", "account.role"),
                    List.of(),
                    List.of("arbiter-leaderboard"), false));

    /** The environment variable that carries the broker user's JAAS line to {@link #main}. */
    static final String ADMIN_JAAS = "ARBITER_KAFKA_ADMIN_JAAS";

    private KafkaAcls() {
    }

    /** The rights of {@code service}, or an exception naming it when the table has none. */
    public static Rights rightsOf(String service) {
        Rights rights = RIGHTS.get(service);
        if (rights == null) {
            throw new IllegalArgumentException("no Kafka rights are written for " + service);
        }
        return rights;
    }

    /** The bindings of {@code service}'s rights, wherever the platform runs, for the principal {@code User:<service>}. */
    public static List<AclBinding> shared(String service) {
        Rights rights = rightsOf(service);
        String principal = "User:" + service;
        var bindings = new ArrayList<AclBinding>();
        for (String topic : rights.consumes()) {
            bindings.add(allow(topic(topic), principal, AclOperation.READ));
        }
        for (String topic : rights.produces()) {
            bindings.add(allow(topic(topic), principal, AclOperation.WRITE));
        }
        for (String topic : rights.topics()) {
            bindings.add(allow(topic(topic), principal, AclOperation.DESCRIBE));
        }
        for (String group : rights.groups()) {
            bindings.add(allow(group(group), principal, AclOperation.READ));
            bindings.add(allow(group(group), principal, AclOperation.DESCRIBE));
        }
        if (rights.watchesLag()) {
            RIGHTS.forEach((other, theirs) -> {
                if (!other.equals(service)) {
                    theirs.groups().forEach(group -> bindings.add(allow(group(group), principal, AclOperation.DESCRIBE)));
                    theirs.topics().stream().filter(topic -> !rights.topics().contains(topic))
                            .forEach(topic -> bindings.add(allow(topic(topic), principal, AclOperation.DESCRIBE)));
                }
            });
        }
        return bindings;
    }

    /**
     * The bindings of {@code service} on the one-machine broker: its {@link #shared} rights, and the creation of the
     * topics it touches, which each service provisions there (on a cluster the operator creates them from
     * KafkaTopics).
     */
    static List<AclBinding> of(String service) {
        var bindings = new ArrayList<>(shared(service));
        for (String topic : rightsOf(service).topics()) {
            bindings.add(allow(topic(topic), "User:" + service, AclOperation.CREATE));
        }
        return bindings;
    }

    private static ResourcePattern topic(String name) {
        return new ResourcePattern(ResourceType.TOPIC, name, PatternType.LITERAL);
    }

    private static ResourcePattern group(String prefix) {
        return new ResourcePattern(ResourceType.GROUP, prefix, PatternType.PREFIXED);
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
