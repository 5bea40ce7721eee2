package dev.arbiter.launcher;

import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclBindingFilter;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.config.SaslConfigs;
import org.apache.kafka.common.errors.AuthorizationException;
import org.apache.kafka.common.errors.GroupAuthorizationException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The services' Kafka rights hold on a real broker, as {@code ./arbiter up} grants them and as the cluster's
 * KafkaUsers declare them: signed in as a service, a client writes and reads its own topics in its own groups, and
 * is refused every other topic's records, every write it does not own and every other service's group.
 */
class KafkaAclAttacksTest {

    private static final Path BROKER_JARS = Path.of("kafka-broker/target/lib");
    private static final List<String> SERVICES = List.copyOf(new TreeSet<>(KafkaAcls.RIGHTS.keySet()));
    private static final Duration WAIT = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    @Test
    void theOneMachineBrokerGrantsEachServiceItsOwnTopicsAndGroupsOnly() throws Exception {
        var users = KafkaUsers.forThisStart(SERVICES);
        try (var broker = KafkaBrokerProcess.start(BROKER_JARS, dir.resolve("data"), Ports.freePair(), dir.resolve("kafka.log"),
                Duration.ofSeconds(60), ServiceAccount.launcherUser(), users)) {
            attack(broker, users);
        }
    }

    @Test
    void theClustersKafkaUsersGrantEachServiceItsOwnTopicsAndGroupsOnly() throws Exception {
        var users = KafkaUsers.forThisStart(SERVICES);
        try (var broker = KafkaBrokerProcess.start(BROKER_JARS, dir.resolve("data"), Ports.freePair(), dir.resolve("kafka.log"),
                Duration.ofSeconds(60), ServiceAccount.launcherUser(), users);
             Admin admin = superUser(broker, users)) {
            // The cluster's rights in place of the launcher's.
            admin.deleteAcls(List.of(AclBindingFilter.ANY)).all().get(30, TimeUnit.SECONDS);
            var manifest = new ArrayList<AclBinding>();
            KubernetesKafkaUsers.read().values().forEach(manifest::addAll);
            admin.createAcls(manifest).all().get(30, TimeUnit.SECONDS);
            attack(broker, users);
        }
    }

    private static void attack(KafkaBrokerProcess broker, KafkaUsers users) throws Exception {
        Set<String> topics = new TreeSet<>();
        KafkaAcls.RIGHTS.values().forEach(rights -> topics.addAll(rights.topics()));
        try (Admin admin = superUser(broker, users)) {
            admin.createTopics(topics.stream().map(topic -> new NewTopic(topic, 1, (short) 1)).toList()).all().get(30, TimeUnit.SECONDS);
        }
        for (String service : SERVICES) {
            seesTheClusterAndItsTopics(broker, users, service);
            writes(broker, users, service, topics);
        }
        for (String service : SERVICES) {
            reads(broker, users, service, topics);
            joinsOnlyItsOwnGroups(broker, users, service);
        }
    }

    /**
     * What its health check and its topic provisioning ask of the broker (the cluster's nodes, its topics' names) and,
     * for the scheduler, what its consumer-group lag gauge reads (every service's committed offsets).
     */
    private static void seesTheClusterAndItsTopics(KafkaBrokerProcess broker, KafkaUsers users, String service) throws Exception {
        try (Admin admin = Admin.create(signedIn(broker, users, service))) {
            assertThat(admin.describeCluster().nodes().get(30, TimeUnit.SECONDS)).as("%s's health check", service).isNotEmpty();
            assertThat(admin.listTopics().names().get(30, TimeUnit.SECONDS)).as("the topics %s provisions", service)
                    .containsAll(KafkaAcls.RIGHTS.get(service).topics());
            if (KafkaAcls.RIGHTS.get(service).watchesLag()) {
                for (String other : SERVICES) {
                    String group = KafkaAcls.RIGHTS.get(other).groups().getFirst();
                    admin.listConsumerGroupOffsets(group).partitionsToOffsetAndMetadata().get(30, TimeUnit.SECONDS);
                }
            }
        }
    }

    /**
     * Its own topics take its records; every other topic refuses them (a service that writes nothing is refused
     * the producer's id already: an idempotent producer needs some topic it may write).
     */
    private static void writes(KafkaBrokerProcess broker, KafkaUsers users, String service, Set<String> topics) throws Exception {
        var produces = KafkaAcls.RIGHTS.get(service).produces();
        var settings = signedIn(broker, users, service);
        settings.put(ProducerConfig.ACKS_CONFIG, "all");
        settings.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "10000");
        try (var producer = new KafkaProducer<String, String>(settings, new StringSerializer(), new StringSerializer())) {
            for (String topic : topics) {
                if (produces.contains(topic)) {
                    producer.send(new ProducerRecord<>(topic, "k", "by " + service)).get(30, TimeUnit.SECONDS);
                } else {
                    assertThatThrownBy(() -> producer.send(new ProducerRecord<>(topic, "k", "forged by " + service)).get(30, TimeUnit.SECONDS))
                            .as("%s writing %s", service, topic).hasCauseInstanceOf(AuthorizationException.class);
                }
            }
        }
    }

    /** In its own group it reads what the others wrote to the topics it consumes; no other topic gives it a record. */
    private static void reads(KafkaBrokerProcess broker, KafkaUsers users, String service, Set<String> topics) {
        var rights = KafkaAcls.RIGHTS.get(service);
        String group = rights.groups().getFirst();
        try (var consumer = consumer(broker, users, service, null)) {
            for (String topic : topics) {
                if (rights.consumes().contains(topic)) {
                    continue;
                }
                consumer.assign(List.of(new TopicPartition(topic, 0)));
                assertThatThrownBy(() -> pollUntilEmpty(consumer)).as("%s reading %s", service, topic)
                        .isInstanceOfSatisfying(TopicAuthorizationException.class,
                                e -> assertThat(e.unauthorizedTopics()).contains(topic));
            }
        }
        Set<String> written = new HashSet<>();
        KafkaAcls.RIGHTS.values().forEach(theirs -> written.addAll(theirs.produces()));
        var expected = new TreeSet<>(rights.consumes());
        expected.retainAll(written);
        try (var consumer = consumer(broker, users, service, group)) {
            consumer.subscribe(rights.consumes());
            var read = new TreeSet<String>();
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (!read.containsAll(expected) && System.nanoTime() < deadline) {
                consumer.poll(Duration.ofMillis(500)).forEach(record -> read.add(record.topic()));
            }
            assertThat(read).as("the topics %s read in its group %s", service, group).containsAll(expected);
        }
    }

    /** Another service's group refuses it, so it can neither take that service's records nor move its offsets. */
    private static void joinsOnlyItsOwnGroups(KafkaBrokerProcess broker, KafkaUsers users, String service) {
        String ownTopic = KafkaAcls.RIGHTS.get(service).consumes().getFirst();
        for (String other : SERVICES) {
            if (other.equals(service)) {
                continue;
            }
            String theirGroup = KafkaAcls.RIGHTS.get(other).groups().getFirst();
            try (var consumer = consumer(broker, users, service, theirGroup)) {
                consumer.subscribe(List.of(ownTopic));
                assertThatThrownBy(() -> pollUntilEmpty(consumer)).as("%s joining %s's group %s", service, other, theirGroup)
                        .isInstanceOf(GroupAuthorizationException.class);
            }
        }
    }

    /** Polls until the broker refuses (the caller expects it to) or the wait is over. */
    private static void pollUntilEmpty(KafkaConsumer<String, String> consumer) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            consumer.poll(Duration.ofMillis(500));
        }
    }

    /** A consumer signed in as {@code service}, in {@code group} (null: none, for partitions it assigns itself). */
    private static KafkaConsumer<String, String> consumer(KafkaBrokerProcess broker, KafkaUsers users, String service, String group) {
        var settings = signedIn(broker, users, service);
        if (group != null) {
            settings.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        }
        settings.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        return new KafkaConsumer<>(settings, new StringDeserializer(), new StringDeserializer());
    }

    /** A client's settings as the services' clients read them from the environment (KAFKA_SASL_MECHANISM is sasl.mechanism). */
    private static Map<String, Object> signedIn(KafkaBrokerProcess broker, KafkaUsers users, String user) {
        var settings = new HashMap<String, Object>(Map.of(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()));
        users.clientEnvironment(user).forEach((variable, value) -> settings.put(
                variable.substring("KAFKA_".length()).toLowerCase(Locale.ROOT).replace('_', '.'), value));
        return settings;
    }

    private static Admin superUser(KafkaBrokerProcess broker, KafkaUsers users) {
        return Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
                CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SASL_PLAINTEXT",
                SaslConfigs.SASL_MECHANISM, "PLAIN",
                SaslConfigs.SASL_JAAS_CONFIG, users.brokerJaas()));
    }
}
