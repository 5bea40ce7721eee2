package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.proto.v1.ProtocolId;

/**
 * LMC1 carries one symbol per input/output line and the judge polices moves against the alphabet;
 * LMC2 carries utterances (several symbols) relayed unchanged, and adds layer-2 hints.
 */
public enum LmcVariant {
    LMC1(ProtocolId.PROTOCOL_ID_LMC1),
    LMC2(ProtocolId.PROTOCOL_ID_LMC2);

    private final ProtocolId id;

    LmcVariant(ProtocolId id) {
        this.id = id;
    }

    public ProtocolId id() {
        return id;
    }
}
