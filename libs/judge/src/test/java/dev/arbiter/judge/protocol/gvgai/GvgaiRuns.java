package dev.arbiter.judge.protocol.gvgai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import dev.arbiter.vgdl.load.GameFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Plays GVGAI learning runs for tests: the scriptable test client (test_client.py) behind the real relay, short
 * levels and few repetitions so a run takes a second, and budgets so generous that only a client told to be
 * slow is ever late.
 */
final class GvgaiRuns {

    static final ObjectMapper JSON = new ObjectMapper();

    private GvgaiRuns() {
    }

    /** Short levels, two repetitions, every budget far beyond what any reply needs on a loaded machine. */
    static Map<String, String> settings(int port) {
        var s = new HashMap<String, String>();
        s.put("gvgai.game", "aliens");
        s.put("gvgai.port", Integer.toString(port));
        s.put("gvgai.max-ticks", "6");
        s.put("gvgai.validation-repetitions", "2");
        s.put("gvgai.start-ms", "30000");
        s.put("gvgai.init-ms", "30000");
        s.put("gvgai.act-ms", "30000");
        s.put("gvgai.act-disqualify-ms", "30000");
        s.put("gvgai.result-ms", "30000");
        // The conformance tests read what the client was sent from the transcript.
        s.put("gvgai.transcript", "whole");
        return s;
    }

    /** A loopback port free right now: unsandboxed, the relay listens on the host itself. */
    static int freePort() {
        try (var socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Played play(Map<String, String> overrides, String... clientFlags) {
        var settings = settings(freePort());
        settings.putAll(overrides);
        return play(new UnsandboxedBackend(), settings, client(clientFlags));
    }

    /** A run of an organiser's uploaded game ({@code gvgai.game} in {@code settings} names it). */
    static Played playUploaded(Map<String, String> settings, GameFiles files, String... clientFlags) {
        var protocol = new GvgaiProtocol(settings, files);
        var client = GvgaiProtocol.wrap(client(clientFlags), protocol.settings(Map.of()));
        return JudgeKit.play(new UnsandboxedBackend(), protocol, null,
                List.of(new Participant.Program(client, "test_client.py")),
                JudgeLimits.defaults().withMatchDeadline(Duration.ofMinutes(5)).withExitGrace(Duration.ofSeconds(1)), Map.of(), 7);
    }

    static ProcessSpec client(String... flags) {
        Path script = JudgeKit.resource("gvgai", "test_client.py");
        var command = new ArrayList<String>(List.of(JudgeKit.PYTHON, "-u", script.toString()));
        command.addAll(List.of(flags));
        return new ProcessSpec("p1", command, null, Map.of(), null, List.of(script.getParent()));
    }

    static Played play(Sandbox sandbox, Map<String, String> settings, ProcessSpec client) {
        var protocol = new GvgaiProtocol(settings);
        var wrapped = GvgaiProtocol.wrap(client, protocol.settings(Map.of()));
        JudgeLimits limits = JudgeLimits.defaults().withMatchDeadline(Duration.ofMinutes(5)).withExitGrace(Duration.ofSeconds(1));
        return JudgeKit.play(sandbox, protocol, null, List.of(new Participant.Program(wrapped, "test_client.py")),
                limits, Map.of(), 7);
    }

    static SeatResult seat(Played played) {
        return played.result().seats().getFirst();
    }

    /** One line the referee sent: its id and payload, the payload parsed when it is an observation. */
    record Sent(long id, String payload, JsonNode sso) {
        String phase() {
            return sso == null ? payload : sso.get("phase").asText();
        }
    }

    static List<Sent> sent(Played played) {
        var list = new ArrayList<Sent>();
        for (String line : played.sentTo("p1")) {
            int hash = line.indexOf('#');
            String payload = line.substring(hash + 1);
            try {
                list.add(new Sent(Long.parseLong(line.substring(0, hash)), payload,
                        payload.startsWith("{") ? JSON.readTree(payload) : null));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return list;
    }

    static List<Sent> phase(Played played, String phase) {
        return sent(played).stream().filter(s -> s.phase().equals(phase)).toList();
    }

    /** The referee's notes on finished levels: "training level 0: …", "validation level 3: …". */
    static List<String> levelNotes(Played played) {
        return played.notes().stream().filter(n -> n.matches("(training|validation) level \\d.*")).toList();
    }

    /** "training 0", "validation 3" … in the order the levels were played. */
    static List<String> levelsPlayed(Played played) {
        return levelNotes(played).stream().map(n -> n.replaceAll("^(\\w+) level (\\d).*", "$1 $2")).toList();
    }

    /** The action the referee applied in the tick before this observation. */
    static String lastAction(Sent sso) {
        return sso.sso().get("avatarLastAction").asText();
    }
}
