package dev.arbiter.scheduler.support;

import com.google.protobuf.ByteString;
import dev.arbiter.messaging.AccountRoleSeal;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.AccountRole;
import dev.arbiter.testing.KafkaTestBroker;

import java.time.Duration;
import java.util.List;

/** Writes {@code account.role} facts as the submission service does, or as an impostor on the network would. */
public final class AccountFacts {

    /** The test profile's session key (application.properties), which the submission service would share. */
    public static final AccountRoleSeal PLATFORM = new AccountRoleSeal("test-only-session-key-test-only-session-key");

    private AccountFacts() {
    }

    /** A producer standing in for the submission service on the test broker. */
    public static ReliableProducer producer() {
        return new ReliableProducer(KafkaTestBroker.shared().bootstrapServers(), "submission-double", Duration.ofSeconds(10));
    }

    /** A fact sealed with {@code seal}; {@code null} sends none. */
    public static void announce(ReliableProducer producer, AccountRoleSeal seal, String username, String role, long changedAtMs)
            throws Exception {
        announce(producer, seal, username, role, changedAtMs, 0);
    }

    /** The same, saying that the account's sessions issued before {@code sessionsValidFromMs} are ended. */
    public static void announce(ReliableProducer producer, AccountRoleSeal seal, String username, String role, long changedAtMs,
                                long sessionsValidFromMs) throws Exception {
        producer.send(Topics.ACCOUNT_ROLE, username, fact(seal, username, role, changedAtMs, sessionsValidFromMs, List.of()).toByteArray());
    }

    /** The same, listing the account's revoked API tokens. */
    public static void announceRevoked(ReliableProducer producer, AccountRoleSeal seal, String username, String role,
                                       long changedAtMs, List<Long> revokedTokenIds) throws Exception {
        producer.send(Topics.ACCOUNT_ROLE, username, fact(seal, username, role, changedAtMs, 0, revokedTokenIds).toByteArray());
    }

    /** The fact itself, for a test that hands it to the scheduler without Kafka. */
    public static AccountRole fact(AccountRoleSeal seal, String username, String role, long changedAtMs, long sessionsValidFromMs,
                                   List<Long> revokedTokenIds) {
        var fact = AccountRole.newBuilder().setUsername(username).setRole(role).setChangedAtMs(changedAtMs)
                .setSessionsValidFromMs(sessionsValidFromMs).addAllRevokedTokenIds(revokedTokenIds);
        if (seal != null) {
            fact.setSeal(ByteString.copyFrom(seal.seal(username, role, changedAtMs, sessionsValidFromMs, revokedTokenIds)));
        }
        return fact.build();
    }
}
