package dev.arbiter.examples;

import dev.arbiter.examples.RddlPlannerSessions.Logged;
import dev.arbiter.rddl.server.Profile;
import dev.arbiter.rddl.server.ServerOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * rddl.md §10, client SDK items RDDL-S01…S05, for every client SDK: a subclass names a probe planner written on
 * its SDK, which reports on stderr what the SDK handed it in the words of {@code sdk/rddl_probe.py} (the session,
 * each round's first state, each round's end; {@code PROBE_ILLEGAL=1} makes every move two concurrent reboots),
 * and each test plays it against libs/rddl's RDDLSim server, the one the judge's rddl protocol runs, over real TCP.
 */
abstract class SdkRddlChecklist {

    private static final String SYSADMIN = "sysadmin_inst_mdp__1";

    /** The probe's command line without the instance (the server's port comes in RDDL_PORT). */
    abstract List<String> probeCommand() throws Exception;

    /** What the probe's environment needs besides the server's address and a test's knobs. */
    Map<String, String> probeEnv() {
        return Map.of();
    }

    private Logged play(ServerOptions options, String instance, Map<String, String> env) throws Exception {
        var all = new HashMap<>(env);
        all.putAll(probeEnv());
        var command = new ArrayList<>(probeCommand());
        command.add(instance);
        return RddlPlannerSessions.playLogged(options, command, "sdk-probe", all);
    }

    private static ServerOptions.Builder server(Profile profile, int rounds) {
        return ServerOptions.builder().port(0).rounds(rounds).profile(profile).baseSeed(5);
    }

    private static long count(String log, String prefix) {
        return log.lines().filter(l -> l.startsWith(prefix)).count();
    }

    /** The total the planner was told at session-end, as it printed it. */
    private static double sessionEnd(Logged played) {
        return played.log().lines().filter(l -> l.startsWith("session end: ")).findFirst()
                .map(l -> Double.parseDouble(l.substring("session end: ".length()))).orElseThrow();
    }

    @Test
    void RDDL_S01_acceptsARoundEndWhereverATurnIsExpected() throws Exception {
        // After the horizon's last action ...
        var full = play(server(Profile.IPC2018, 2).build(), SYSADMIN, Map.of());
        assertThat(full.log()).contains("round end after 40 turns");
        // ... and after the first, when two concurrent reboots break max-nondef-actions = 1 and end the round at once.
        var cut = play(server(Profile.IPC2018, 3).build(), SYSADMIN, Map.of("PROBE_ILLEGAL", "1"));
        assertThat(count(cut.log(), "round end after 1 turns")).isEqualTo(3);
        assertThat(cut.result().roundRewards()).hasSize(3);
        assertThat(cut.log()).contains("session end: ");
    }

    @Test
    void RDDL_S02_takesARoundEndWithNoTimeLeftAsTheEndOfTheSession() throws Exception {
        // A server clock that advances one second per reading: the 20-second budget runs out within the first round.
        var clock = new AtomicLong();
        var options = server(Profile.IPC2018, 30).timeAllowed(20_000).clock(() -> clock.addAndGet(1_000)).build();
        var played = play(options, SYSADMIN, Map.of());
        assertThat(played.result().roundRewards()).hasSizeLessThan(30);
        assertThat(count(played.log(), "round end")).isEqualTo(played.result().roundRewards().size());
        assertThat(sessionEnd(played)).isCloseTo(played.result().totalReward(), offset(1e-9));
    }

    @Test
    void RDDL_S03_ignoresTheContentOfTheFirstPomdpTurn() throws Exception {
        var played = play(server(Profile.IPC2018, 2).build(), "crossing_traffic_inst_pomdp__1", Map.of());
        assertThat(count(played.log(), "first state: 0 fluents")).isEqualTo(2);
        assertThat(played.result().roundRewards()).hasSize(2);
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void RDDL_S04_readsEveryProfilesRoundCountsAndNumbers(Profile profile) throws Exception {
        // round-left and its 2011/2014 shapes, "30.0"-style numbers, time-left present or not: every profile plays to the end.
        var played = play(server(profile, 3).build(), SYSADMIN, Map.of());
        assertThat(played.log()).contains("session rounds=3 task=" + (profile == Profile.IPC2018 ? "True" : "False"));
        assertThat(count(played.log(), "round end after 40 turns")).isEqualTo(3);
        assertThat(sessionEnd(played)).isCloseTo(played.result().totalReward(), offset(1e-9));
    }

    @Test
    void RDDL_S05_readsNulFramedMessagesAndNeverAsksForTheUnframedVariant() throws Exception {
        // The SDK never sends <no-header/>, so the server keeps the NUL after every message; a whole session proves the reader.
        var played = play(server(Profile.IPC2018, 1).build(), SYSADMIN, Map.of());
        assertThat(played.result().roundRewards()).hasSize(1);
    }
}
