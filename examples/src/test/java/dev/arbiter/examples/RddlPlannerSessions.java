package dev.arbiter.examples;

import dev.arbiter.rddl.IppcFiles;
import dev.arbiter.rddl.server.Profile;
import dev.arbiter.rddl.server.RddlServer;
import dev.arbiter.rddl.server.ServerOptions;
import dev.arbiter.rddl.server.SessionResult;

import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Plays one planner process over TCP against libs/rddl's RDDLSim server, no judge and no sandbox in between. */
final class RddlPlannerSessions {

    private RddlPlannerSessions() {
    }

    /**
     * The finished session of {@code planner} on {@code instance}: {@code rounds} rounds, the server seeded with
     * {@code serverSeed}, the planner with ARBITER_SEED=1 and {@code env}; {@code args} go before the instance.
     */
    static SessionResult play(SamplePlanner planner, Profile profile, String instance, int rounds, long serverSeed,
                              Map<String, String> env, String... args) throws Exception {
        return playLogged(planner, profile, instance, rounds, serverSeed, env, args).result();
    }

    /** A finished session and what the planner wrote (stdout and stderr). */
    record Logged(SessionResult result, String log) {
    }

    static Logged playLogged(SamplePlanner planner, Profile profile, String instance, int rounds, long serverSeed,
                              Map<String, String> env, String... args) throws Exception {
        var options = ServerOptions.builder().port(0).rounds(rounds).profile(profile).baseSeed(serverSeed).build();
        var argv = new java.util.ArrayList<>(List.of(args));
        argv.add(instance);
        return playLogged(options, planner.command(argv.toArray(String[]::new)), planner.toString(), env);
    }

    /** A finished session of the planner {@code command} (its last argument the instance) under any server options. */
    static Logged playLogged(ServerOptions options, List<String> command, String planner, Map<String, String> env)
            throws Exception {
        Path log = Files.createTempFile("rddl-planner-", ".log");
        var session = new CompletableFuture<SessionResult>();
        try (var server = new RddlServer(IppcFiles.library(), options, session::complete)) {
            int port = server.start(InetAddress.getLoopbackAddress());
            var process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
            process.environment().put("RDDL_PORT", Integer.toString(port));
            process.environment().put("ARBITER_SEED", "1");
            process.environment().putAll(env);
            var running = process.start();
            // Generous: only a planner that never finishes would hit it.
            assertThat(running.waitFor(300, TimeUnit.SECONDS)).as(planner + " finished").isTrue();
            String output = Files.readString(log);
            assertThat(running.exitValue()).as(planner + " exit status; " + output).isZero();
            SessionResult result = session.get(30, TimeUnit.SECONDS);
            assertThat(result.status()).as(result.detail()).isEqualTo(SessionResult.Status.COMPLETED);
            return new Logged(result, output);
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
