package dev.arbiter.rating.aggregate;

import java.util.List;

/**
 * Round rewards of one client on one RDDL instance, in the order the server logged them.
 *
 * @param domain       e.g. "sysadmin"
 * @param instance     e.g. "sysadmin_inst_mdp__1"
 * @param clientId     the entry, or a baseline's name
 * @param roundRewards each counted round's reward, oldest first
 */
public record RddlRun(String domain, String instance, String clientId, List<Double> roundRewards) {

    public RddlRun {
        roundRewards = List.copyOf(roundRewards);
    }
}
