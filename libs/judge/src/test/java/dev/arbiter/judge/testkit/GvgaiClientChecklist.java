package dev.arbiter.judge.testkit;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.gvgai.GvgaiProtocol;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.ProcessSpec;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The GVGAI client checklist (GVG-S01…S06), one test per item, for every client SDK: a subclass starts a probe
 * agent written on its SDK, and each test plays short aliens runs of it against the real referee through its
 * relay, unsandboxed. The referee's budgets are far beyond any reply, so only the SDK's own CPU-time accounting
 * decides what it answers.
 *
 * <p>The probe's contract, set in its environment: {@code PROBE_SPIN_AT=N} spends 120 ms of CPU time (not wall
 * time, which a loaded machine could stretch) in the N-th act; {@code PROBE_LEARNING=0} gives it no learning time
 * at all; {@code PROBE_IMAGE_AT=N} asks for BOTH from the N-th act on. It asks for validation after every level,
 * writes "result called" to stderr whenever its result callback runs, and the first screenshot's first 8 bytes
 * as {@link #screenshotLine()} says.
 */
public abstract class GvgaiClientChecklist {

    /** The probe as a process labelled {@code p1}, with {@code env} added to its environment. */
    protected abstract ProcessSpec probe(Map<String, String> env);

    /** What the probe writes to stderr for a screenshot starting with the PNG signature. */
    protected abstract String screenshotLine();

    /** One whole short run of the probe. */
    protected final Played run(Map<String, String> env) {
        var settings = new HashMap<String, String>();
        settings.put("gvgai.game", "aliens");
        settings.put("gvgai.port", Integer.toString(freePort()));
        settings.put("gvgai.max-ticks", "6");
        settings.put("gvgai.validation-repetitions", "2");
        for (String budget : List.of("start-ms", "init-ms", "act-ms", "act-disqualify-ms", "result-ms")) {
            settings.put("gvgai." + budget, "30000");
        }
        var protocol = new GvgaiProtocol(settings);
        var entry = new Participant.Program(GvgaiProtocol.wrap(probe(env), protocol.settings(Map.of())), "probe");
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
    protected static String replyTo(Played played, String payloadPrefix, int n) {
        String id = played.sentTo("p1").stream().filter(l -> l.substring(l.indexOf('#') + 1).startsWith(payloadPrefix))
                .skip(n - 1).findFirst().map(l -> l.substring(0, l.indexOf('#'))).orElseThrow();
        return replies(played).stream().filter(l -> l.startsWith(id + "#")).findFirst().orElseThrow();
    }

    /** What the client wrote, without the relay's connection marker. */
    protected static List<String> replies(Played played) {
        return played.receivedFrom("p1").stream().filter(l -> l.contains("#")).toList();
    }

    protected static String stderr(Played played) {
        return played.result().seats().get(0).stderrHead();
    }

    @Test
    void GVG_S01_echoesTheReceivedIdInEveryReply() {
        var played = run(Map.of());
        var expected = played.sentTo("p1").stream().filter(l -> !l.endsWith("#FINISH"))
                .map(l -> l.substring(0, l.indexOf('#'))).toList();
        assertThat(expected).hasSizeGreaterThan(20);
        assertThat(replies(played)).extracting(l -> l.substring(0, l.indexOf('#'))).isEqualTo(expected);
        assertThat(played.result().seats().get(0).incidents()).isEmpty();
    }

    @Test
    void GVG_S02_answersAnActThatSpentOverFiftyMillisecondsOfCpuWithEndOverspent() {
        var played = run(Map.of("PROBE_SPIN_AT", "2"));
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 1)).endsWith("#ACTION_NIL#JSON");
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 2)).endsWith("#END_OVERSPENT");
    }

    @Test
    void GVG_S03_endsTrainingByItselfOnceTheLearningTimeIsSpent() {
        // No learning time at all: spent before the first level ends, so the agent is never asked.
        var played = run(Map.of("PROBE_LEARNING", "0"));
        assertThat(replyTo(played, "{\"phase\":\"END\"", 1)).endsWith("#END_TRAINING");
        assertThat(stderr(played)).doesNotContain("result called");
        assertThat(stderr(run(Map.of()))).contains("result called");
    }

    @Test
    void GVG_S04_appendsTheAgentsObservationTypeToEveryDoneActionAndLevelReply() {
        var played = run(Map.of("PROBE_IMAGE_AT", "3"));
        assertThat(replies(played).get(0)).endsWith("#START_DONE#JSON");
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 2)).endsWith("#ACTION_NIL#JSON");
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 3)).endsWith("#ACTION_NIL#BOTH");
        assertThat(replies(played)).filteredOn(l -> l.contains("#INIT_DONE") || l.contains("#ACTION_"))
                .allMatch(l -> l.endsWith("#JSON") || l.endsWith("#BOTH"));
    }

    @Test
    void GVG_S05_decodesTheSignedImageArrayBackIntoAPng() {
        var played = run(Map.of("PROBE_IMAGE_AT", "1"));
        assertThat(stderr(played)).contains(screenshotLine());
    }

    @Test
    void GVG_S06_exitsOnFinish() {
        var played = run(Map.of());
        assertThat(played.sentTo("p1")).last().asString().endsWith("#FINISH");
        assertThat(played.result().seats().get(0).verdict()).isEqualTo(Verdict.OK);
        assertThat(played.notes()).anyMatch(n -> n.contains("exit code 0")).noneMatch(n -> n.contains("killed"));
    }
}
