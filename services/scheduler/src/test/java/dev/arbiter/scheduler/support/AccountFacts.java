package dev.arbiter.scheduler.support;

import com.google.protobuf.ByteString;
import dev.arbiter.messaging.AccountRoleSeal;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.AccountRole;

/** Writes {@code account.role} facts as the submission service does, or as an impostor on the network would. */
public final class AccountFacts {

    /** The test profile's session key (application.properties), which the submission service would share. */
    public static final AccountRoleSeal PLATFORM = new AccountRoleSeal("test-only-session-key-test-only-session-key");

    private AccountFacts() {
    }

    /** A fact sealed with {@code seal}; {@code null} sends none. */
    public static void announce(ReliableProducer producer, AccountRoleSeal seal, String username, String role, long changedAtMs)
            throws Exception {
        var fact = AccountRole.newBuilder().setUsername(username).setRole(role).setChangedAtMs(changedAtMs);
        if (seal != null) {
            fact.setSeal(ByteString.copyFrom(seal.seal(username, role, changedAtMs)));
        }
        producer.send(Topics.ACCOUNT_ROLE, username, fact.build().toByteArray());
    }
}
