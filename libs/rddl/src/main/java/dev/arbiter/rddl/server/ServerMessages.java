package dev.arbiter.rddl.server;

import java.util.List;

/**
 * Builds server messages in the element order the reference server emits for a {@link Profile}
 * (round-init says round-left, round-end counts rounds from 0). Numbers are Java double text
 * ({@code 1080000.0}) except the integer {@code time-left}/{@code time-used} of round-end and
 * session-end.
 */
final class ServerMessages {
    static final String DECLARATION = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

    private final Profile profile;
    private final StringBuilder sb = new StringBuilder(256);

    ServerMessages(Profile profile) {
        this.profile = profile;
    }

    private ServerMessages open(String root) {
        sb.setLength(0);
        sb.append('<').append(root).append('>');
        return this;
    }

    private ServerMessages el(String name, Object value) {
        sb.append('<').append(name).append('>').append(escape(String.valueOf(value))).append("</").append(name).append('>');
        return this;
    }

    private String close(String root) {
        return sb.append("</").append(root).append('>').toString();
    }

    static String escape(String s) {
        if (s.indexOf('&') < 0 && s.indexOf('<') < 0 && s.indexOf('>') < 0) return s;
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    String sessionInit(String taskBase64, int sessionId, int numRounds, double timeAllowed) {
        open("session-init");
        if (profile.sendsTask) el("task", taskBase64);
        return el("session-id", sessionId).el("num-rounds", numRounds).el("time-allowed", timeAllowed).close("session-init");
    }

    String roundInit(int roundNum, int roundLeft, double timeLeft) {
        return open("round-init").el("round-num", roundNum).el("round-left", roundLeft).el("time-left", timeLeft)
                .close("round-init");
    }

    /** {@code fluents} is null for the first turn of a partially observed round. */
    String turn(int turnNum, double timeLeft, double immediateReward, List<String[]> fluents) {
        open("turn").el("turn-num", turnNum);
        if (profile.turnHasTimeAndReward) el("time-left", timeLeft).el("immediate-reward", immediateReward);
        if (fluents == null) {
            sb.append("<no-observed-fluents/>");
        } else {
            // Each entry: name, args…, value.
            for (String[] f : fluents) {
                sb.append("<observed-fluent>");
                el("fluent-name", f[0]);
                for (int i = 1; i < f.length - 1; i++) el("fluent-arg", f[i]);
                el("fluent-value", f[f.length - 1]);
                sb.append("</observed-fluent>");
            }
        }
        return close("turn");
    }

    /** {@code roundIndex} is 0-based, as the reference server writes it (round-init's is 1-based). */
    String roundEnd(String instance, String client, int roundIndex, double roundReward, int turnsUsed, long timeUsed,
                    long timeLeft, double immediateReward) {
        open("round-end").el("instance-name", instance).el("client-name", client).el("round-num", roundIndex)
                .el("round-reward", roundReward).el("turns-used", turnsUsed);
        if (profile.reportsTimeUsed) el("time-used", timeUsed);
        if (profile.endsReportTimeLeft) el("time-left", timeLeft);
        if (profile.ipc2018Extensions) el("immediate-reward", immediateReward);
        return close("round-end");
    }

    String sessionEnd(String instance, double totalReward, int roundsUsed, long timeUsed, String client, int sessionId,
                      long timeLeft) {
        open("session-end").el("instance-name", instance).el("total-reward", totalReward).el("rounds-used", roundsUsed);
        if (profile.reportsTimeUsed) el("time-used", timeUsed);
        el("client-name", client).el("session-id", sessionId);
        if (profile.endsReportTimeLeft) el("time-left", timeLeft);
        return close("session-end");
    }

    String resourceNotification(double timeLeft) {
        return open("resource-notification").el("time-left", timeLeft).el("memory-left", "enough")
                .close("resource-notification");
    }
}
