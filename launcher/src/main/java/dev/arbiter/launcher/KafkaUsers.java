package dev.arbiter.launcher;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Who may talk to the one-machine broker: each service under its own name with a password made for this start
 * (SASL SCRAM-SHA-512 over the loopback listener). Without it any local user could connect to 127.0.0.1 and publish a
 * match result or an entry status the services would believe. Passwords live only in this launcher's memory, the
 * broker's owner-only configuration and the services' environments, which other users cannot read; a new start
 * makes new ones. What each user may do once signed in is {@link KafkaAcls}'s; the cluster's broker does the same
 * with SCRAM users and the same ACLs (deploy/k8s).
 *
 * @param passwords user name → password; "broker" is the broker's own (its listener talks to itself)
 */
record KafkaUsers(Map<String, String> passwords) {

    static final String BROKER = "broker";
    private static final String LOGIN_MODULE = "org.apache.kafka.common.security.plain.PlainLoginModule";
    static final String SCRAM = "SCRAM-SHA-512";
    private static final String SCRAM_LOGIN_MODULE = "org.apache.kafka.common.security.scram.ScramLoginModule";

    /** A fresh password for the broker and each of {@code users}. */
    static KafkaUsers forThisStart(List<String> users) {
        var random = new SecureRandom();
        var passwords = new LinkedHashMap<String, String>();
        for (String user : concat(BROKER, users)) {
            byte[] bytes = new byte[24];
            random.nextBytes(bytes);
            passwords.put(user, Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
        }
        return new KafkaUsers(Map.copyOf(passwords));
    }

    /**
     * The broker's settings: signed-in clients only, on both listeners (the controller's too: an open controller
     * listener would take admin requests from anyone local), and the standard authorizer with the broker's own
     * user as the one super user, so each service may do only what {@link KafkaAcls} grants it. The broker signs
     * in to itself with PLAIN (its password is in this file, which only its owner reads); the services with
     * SCRAM-SHA-512, whose credentials {@link KafkaAcls} stores in the broker at each start, so their passwords
     * never cross the socket.
     */
    List<String> brokerSettings(int port) {
        String jaas = LOGIN_MODULE + " required username=\"" + BROKER + "\" password=\"" + passwords.get(BROKER)
                + "\" user_" + BROKER + "=\"" + passwords.get(BROKER) + "\";";
        return List.of(
                "listeners=SASL_PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + (port + 1),
                "advertised.listeners=SASL_PLAINTEXT://127.0.0.1:" + port,
                "listener.security.protocol.map=SASL_PLAINTEXT:SASL_PLAINTEXT,CONTROLLER:SASL_PLAINTEXT",
                "inter.broker.listener.name=SASL_PLAINTEXT",
                "sasl.enabled.mechanisms=PLAIN," + SCRAM,
                "sasl.mechanism.inter.broker.protocol=PLAIN",
                "sasl.mechanism.controller.protocol=PLAIN",
                "listener.name.sasl_plaintext.plain.sasl.jaas.config=" + jaas,
                "listener.name.sasl_plaintext.scram-sha-512.sasl.jaas.config=" + SCRAM_LOGIN_MODULE + " required;",
                "listener.name.controller.sasl.enabled.mechanisms=PLAIN",
                "listener.name.controller.plain.sasl.jaas.config=" + jaas,
                "authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer",
                "super.users=User:" + BROKER,
                "allow.everyone.if.no.acl.found=false");
    }

    /** The broker user's JAAS line (PLAIN), for {@link KafkaAcls} to sign in with. */
    String brokerJaas() {
        return LOGIN_MODULE + " required username=\"" + BROKER + "\" password=\"" + passwords.get(BROKER) + "\";";
    }

    /** The password of service {@code user}. */
    String password(String user) {
        String password = passwords.get(user);
        if (password == null || user.equals(BROKER)) {
            throw new IllegalArgumentException("no Kafka service user " + user);
        }
        return password;
    }

    /** Every user but the broker's own. */
    List<String> services() {
        return passwords.keySet().stream().filter(user -> !user.equals(BROKER)).sorted().toList();
    }

    /**
     * A client's settings as environment variables, which both Quarkus' Kafka channels and the platform's own
     * clients ({@code dev.arbiter.messaging.KafkaClientSecurity}) read.
     */
    Map<String, String> clientEnvironment(String user) {
        return Map.of("KAFKA_SECURITY_PROTOCOL", "SASL_PLAINTEXT",
                "KAFKA_SASL_MECHANISM", SCRAM,
                "KAFKA_SASL_JAAS_CONFIG", SCRAM_LOGIN_MODULE + " required username=\"" + user + "\" password=\""
                        + password(user) + "\";");
    }

    private static List<String> concat(String first, List<String> rest) {
        var all = new java.util.ArrayList<String>();
        all.add(first);
        all.addAll(rest);
        return all;
    }
}
