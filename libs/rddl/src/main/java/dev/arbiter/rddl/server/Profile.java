package dev.arbiter.rddl.server;

/**
 * Message shapes of the three competition servers (IPPC 2011, IPPC 2014, IPC 2018). Each flag names one difference, so
 * the message builders read as the protocol reference does.
 */
public enum Profile {
    /** IPPC 2011: turns carry only the fluents; time-used in round-end and session-end; budget not enforced. */
    IPPC2011(false, false, true, false, false, false),
    /** IPPC 2014: turns add time-left and immediate-reward; time-left follows time-used; budget enforced. */
    IPPC2014(true, false, true, true, true, false),
    /** IPC 2018: task in session-init, input-language, execute-policy, resource requests; no time-used. */
    IPC2018(true, true, false, true, true, true);

    final boolean turnHasTimeAndReward;
    final boolean sendsTask;
    final boolean reportsTimeUsed;
    final boolean endsReportTimeLeft;
    final boolean enforcesTimeBudget;
    /** resource-request, execute-policy, round-end immediate-reward, lenient malformed round-request. */
    final boolean ipc2018Extensions;

    Profile(boolean turnHasTimeAndReward, boolean sendsTask, boolean reportsTimeUsed, boolean endsReportTimeLeft,
            boolean enforcesTimeBudget, boolean ipc2018Extensions) {
        this.turnHasTimeAndReward = turnHasTimeAndReward;
        this.sendsTask = sendsTask;
        this.reportsTimeUsed = reportsTimeUsed;
        this.endsReportTimeLeft = endsReportTimeLeft;
        this.enforcesTimeBudget = enforcesTimeBudget;
        this.ipc2018Extensions = ipc2018Extensions;
    }
}
