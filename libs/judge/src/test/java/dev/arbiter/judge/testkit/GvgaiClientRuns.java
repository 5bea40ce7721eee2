package dev.arbiter.judge.testkit;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.protocol.gvgai.GvgaiProtocol;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.ProcessSpec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Short GVGAI learning runs for the client SDKs' checklist tests (GVG-S01…S06): a client process, labelled
 * {@code p1}, behind the real relay, unsandboxed, on aliens with 6-tick levels and two validation repetitions.
 * The referee's budgets are far beyond any reply, so only the client's own accounting decides what it answers.
 */
public final class GvgaiClientRuns {

    private GvgaiClientRuns() {
    }

    /** One whole run of {@code client}. */
    public static Played play(ProcessSpec client, String displayName) {
        var settings = new HashMap<String, String>();
        settings.put("gvgai.game", "aliens");
        settings.put("gvgai.port", Integer.toString(freePort()));
        settings.put("gvgai.max-ticks", "6");
        settings.put("gvgai.validation-repetitions", "2");
        for (String budget : List.of("start-ms", "init-ms", "act-ms", "act-disqualify-ms", "result-ms")) {
            settings.put("gvgai." + budget, "30000");
        }
        var protocol = new GvgaiProtocol(settings);
        var entry = new Participant.Program(GvgaiProtocol.wrap(client, protocol.settings(Map.of())), displayName);
        JudgeLimits limits = JudgeLimits.defaults().withMatchDeadline(Duration.ofMinutes(5));
        return JudgeKit.play(protocol, null, List.of(entry), limits, Map.of(), 7);
    }

    /** A loopback port free right now: unsandboxed, the relay listens on the host itself. */
    private static int freePort() {
        try (var socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The client's reply to the n-th (1-based) message from the referee whose payload starts so. */
    public static String replyTo(Played played, String payloadPrefix, int n) {
        String id = played.sentTo("p1").stream().filter(l -> l.substring(l.indexOf('#') + 1).startsWith(payloadPrefix))
                .skip(n - 1).findFirst().map(l -> l.substring(0, l.indexOf('#'))).orElseThrow();
        return replies(played).stream().filter(l -> l.startsWith(id + "#")).findFirst().orElseThrow();
    }

    /** What the client wrote, without the relay's connection marker. */
    public static List<String> replies(Played played) {
        return played.receivedFrom("p1").stream().filter(l -> l.contains("#")).toList();
    }

    /** The ids of every message the referee sent but FINISH, which has no answer: what the replies must echo. */
    public static List<String> idsToAnswer(Played played) {
        return played.sentTo("p1").stream().filter(l -> !l.endsWith("#FINISH"))
                .map(l -> l.substring(0, l.indexOf('#'))).toList();
    }
}
