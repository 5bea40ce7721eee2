package dev.arbiter.judge.protocol.lmc;

/**
 * LMC1 carries one symbol per input/output line and the judge polices moves against the alphabet;
 * LMC2 carries utterances (several symbols) relayed unchanged, and adds layer-2 hints.
 */
public enum LmcVariant {
    LMC1("lmc1"),
    LMC2("lmc2");

    private final String id;

    LmcVariant(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
