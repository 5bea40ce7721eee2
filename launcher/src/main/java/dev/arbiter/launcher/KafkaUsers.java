package dev.arbiter.launcher;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Who may talk to the one-machine broker: each service under its own name with a password made for this start
 * (SASL PLAIN over the loopback listener). Without it any local user could connect to 127.0.0.1 and publish a
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
     * The broker's settings: SASL PLAIN, these users and no others, on both listeners (the controller's too: an
     * open controller listener would take admin requests from anyone local), and the standard authorizer with the
     * broker's own user as the one super user, so each service may do only what {@link KafkaAcls} grants it.
     */
    List<String> brokerSettings(int port) {
        var jaas = new StringBuilder(LOGIN_MODULE).append(" required username=\"").append(BROKER)
                .append("\" password=\"").append(passwords.get(BROKER)).append('"');
        passwords.forEach((user, password) -> jaas.append(" user_").append(user).append("=\"").append(password).append('"'));
        jaas.append(';');
        return List.of(
                "listeners=SASL_PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + (port + 1),
                "advertised.listeners=SASL_PLAINTEXT://127.0.0.1:" + port,
                "listener.security.protocol.map=SASL_PLAINTEXT:SASL_PLAINTEXT,CONTROLLER:SASL_PLAINTEXT",
                "inter.broker.listener.name=SASL_PLAINTEXT",
                "sasl.enabled.mechanisms=PLAIN",
                "sasl.mechanism.inter.broker.protocol=PLAIN",
                "sasl.mechanism.controller.protocol=PLAIN",
                "listener.name.sasl_plaintext.plain.sasl.jaas.config=" + jaas,
                "listener.name.controller.sasl.enabled.mechanisms=PLAIN",
                "listener.name.controller.plain.sasl.jaas.config=" + jaas,
                "authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer",
                "super.users=User:" + BROKER,
                "allow.everyone.if.no.acl.found=false");
    }

    /** Every user but the broker's own. */
    List<String> services() {
        return passwords.keySet().stream().filter(user -> !user.equals(BROKER)).sorted().toList();
    }

    /** The JAAS line a client signs in with as {@code user}. */
    String jaas(String user) {
        String password = passwords.get(user);
        if (password == null) {
            throw new IllegalArgumentException("no Kafka user " + user);
        }
        return LOGIN_MODULE + " required username=\"" + user + "\" password=\"" + password + "\";";
    }

    /**
     * A client's settings as environment variables, which both Quarkus' Kafka channels and the platform's own
     * clients ({@code dev.arbiter.messaging.KafkaClientSecurity}) read.
     */
    Map<String, String> clientEnvironment(String user) {
        return Map.of("KAFKA_SECURITY_PROTOCOL", "SASL_PLAINTEXT",
                "KAFKA_SASL_MECHANISM", "PLAIN",
                "KAFKA_SASL_JAAS_CONFIG", jaas(user));
    }

    private static List<String> concat(String first, List<String> rest) {
        var all = new java.util.ArrayList<String>();
        all.add(first);
        all.addAll(rest);
        return all;
    }
}
