package dev.arbiter.rddl.server;

import static dev.arbiter.rddl.server.WireClient.childNames;
import static dev.arbiter.rddl.server.WireClient.count;
import static dev.arbiter.rddl.server.WireClient.fluents;
import static dev.arbiter.rddl.server.WireClient.rootOf;
import static dev.arbiter.rddl.server.WireClient.text;
import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.rddl.IppcFiles;
import java.io.ByteArrayOutputStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The judge-side conformance checklist of the RDDLSim protocol (items RDDL-C01 … C27), one test per
 * item, against a real TCP client on 127.0.0.1.
 */
class RddlServerConformanceTest {
    private static final String NOOP = "<actions/>";
    private static final String ROUND = "<round-request><execute-policy>yes</execute-policy></round-request>";

    static String toggle(String... lamps) {
        StringBuilder sb = new StringBuilder("<actions>");
        for (String l : lamps) {
            sb.append("<action><action-name>toggle</action-name><action-arg>").append(l)
                    .append("</action-arg><action-value>true</action-value></action>");
        }
        return sb.append("</actions>").toString();
    }

    /** Opens a session on {@code instance} and its first round; returns the first turn. */
    static String firstTurn(WireClient c, String instance) throws java.io.IOException {
        c.sessionRequest(instance);
        c.request(ROUND);
        return c.receive();
    }

    @Test
    void RDDL_C01_listensOnTheConfiguredPortWithDefault2323() throws Exception {
        assertThat(ServerOptions.builder().build().port()).isEqualTo(2323);
        int free;
        try (ServerSocket probe = new ServerSocket(0)) {
            free = probe.getLocalPort();
        }
        try (var server = new RddlServer(IppcFiles.library(), ServerOptions.builder().port(free).build(), r -> { })) {
            assertThat(server.start(java.net.InetAddress.getLoopbackAddress())).isEqualTo(free);
            try (WireClient c = new WireClient(free)) {
                assertThat(rootOf(c.sessionRequest("sysadmin_inst_mdp__1"))).isEqualTo("session-init");
            }
        }
    }

    @Test
    void RDDL_C02_everyMessageIsADeclaredDocumentEndingInExactlyOneNul() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1); WireClient c = f.connect()) {
            List<String> received = new ArrayList<>();
            received.add(c.sessionRequest("lamps_inst"));
            received.add(c.request(ROUND));
            received.add(c.receive());
            for (int i = 0; i < 3; i++) received.add(c.request(NOOP));
            received.add(c.receive());
            for (String m : received) {
                // receive() stops at the first NUL, so a doubled NUL would surface as an empty message.
                assertThat(m).startsWith(WireClient.DECL).doesNotContain("\0");
                assertThat(m.substring(WireClient.DECL.length())).startsWith("<").endsWith(">").doesNotContain("\n");
            }
            assertThat(received).extracting(WireClient::rootOf).containsExactly("session-init", "round-init", "turn",
                    "turn", "turn", "round-end", "session-end");
            assertThat(c.closedByServer()).isTrue();
        }
    }

    @Test
    void RDDL_C03_readsUpToTheNulAcrossPartialWritesAndAcceptsTenMiB() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1); WireClient c = f.connect()) {
            byte[] request = (WireClient.DECL + "<session-request><problem-name>lamps_inst</problem-name>"
                    + "<client-name>t</client-name></session-request>\0").getBytes(StandardCharsets.US_ASCII);
            c.sendRaw(java.util.Arrays.copyOfRange(request, 0, 30));
            c.sendRaw(java.util.Arrays.copyOfRange(request, 30, request.length));
            assertThat(rootOf(c.receive())).isEqualTo("session-init");
            ByteArrayOutputStream big = new ByteArrayOutputStream();
            big.write("<round-request>".getBytes(StandardCharsets.US_ASCII));
            big.write(" ".repeat(10 * 1024 * 1024 - 64).getBytes(StandardCharsets.US_ASCII));
            big.write("</round-request>\0".getBytes(StandardCharsets.US_ASCII));
            c.sendRaw(big.toByteArray());
            assertThat(rootOf(c.receive())).isEqualTo("round-init");
        }
    }

    @Test
    void RDDL_C04_theFirstMessageMustBeASessionRequestAnsweredBySessionInit() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 4)) {
            try (WireClient c = f.connect()) {
                String init = c.sessionRequest("lamps_inst");
                assertThat(childNames(init)).containsExactly("task", "session-id", "num-rounds", "time-allowed");
                assertThat(text(init, "num-rounds")).isEqualTo("4");
                assertThat(text(init, "time-allowed")).isEqualTo("1080000.0");
            }
            try (WireClient c = f.connect()) {
                c.send(ROUND);
                assertThat(c.receive()).isNull();
            }
        }
    }

    @Test
    void RDDL_C05_theTaskIsBase64OfDomainThenInstanceText() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1); WireClient c = f.connect()) {
            String task = text(c.sessionRequest("sysadmin_inst_mdp__1"), "task");
            String decoded = new String(Base64.getDecoder().decode(task), StandardCharsets.UTF_8);
            assertThat(decoded).isEqualTo(IppcFiles.read("ippc2011/sysadmin_mdp.rddl") + "\n\n"
                    + IppcFiles.read("ippc2011/sysadmin_inst_mdp__1.rddl") + "\n");
            assertThat(decoded).contains("non-fluents nf_sysadmin_inst_mdp__1");
        }
    }

    @Test
    void RDDL_C06_anUnknownProblemNameClosesTheConnectionWithoutAReply() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1); WireClient c = f.connect()) {
            assertThat(c.sessionRequest("no_such_instance")).isNull();
            assertThat(f.nextResult().status()).isEqualTo(SessionResult.Status.UNKNOWN_INSTANCE);
        }
    }

    @Test
    void RDDL_C07_sessionIdsAreUniqueAndIncreaseFromOne() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1)) {
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                try (WireClient c = f.connect()) {
                    ids.add(text(c.sessionRequest("lamps_inst"), "session-id"));
                }
            }
            assertThat(ids).containsExactly("1", "2", "3");
        }
    }

    @Test
    void RDDL_C08_C09_roundInitCountsFromOneAndTheFirstTurnFollowsWithZeroReward() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 3); WireClient c = f.connect()) {
            c.sessionRequest("lamps_inst");
            f.clock.addAndGet(250);
            String init = c.request(ROUND);
            assertThat(childNames(init)).containsExactly("round-num", "round-left", "time-left");
            assertThat(text(init, "round-num")).isEqualTo("1");
            assertThat(text(init, "round-left")).isEqualTo("2");
            assertThat(text(init, "time-left")).isEqualTo("1079750.0");
            String turn = c.receive();
            assertThat(text(turn, "turn-num")).isEqualTo("1");
            assertThat(text(turn, "immediate-reward")).isEqualTo("0.0");
        }
    }

    @Test
    void RDDL_C10_fullyObservedTurnsListEveryGroundStateFluentWithDefaults() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1); WireClient c = f.connect()) {
            c.sessionRequest("lamps_inst");
            c.request(ROUND);
            assertThat(fluents(c.receive())).containsExactly("lit(a)=false", "lit(b)=false", "lit(c)=false");
        }
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1); WireClient c = f.connect()) {
            c.sessionRequest("sysadmin_inst_mdp__1");
            c.request(ROUND);
            String turn = c.receive();
            assertThat(count(turn, "observed-fluent")).isEqualTo(10);
            assertThat(fluents(turn)).contains("running(c1)=true", "running(c10)=true");
            assertThat(turn).doesNotContain("$");
        }
    }

    @Test
    void RDDL_C11_partiallyObservedRoundsStartWithNoObservedFluents() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 2); WireClient c = f.connect()) {
            c.sessionRequest("sysadmin_inst_pomdp__1");
            for (int round = 0; round < 2; round++) {
                c.request(ROUND);
                String first = c.receive();
                assertThat(first).contains("<no-observed-fluents/>");
                assertThat(count(first, "observed-fluent")).isZero();
                String second = c.request(NOOP);
                assertThat(count(second, "observed-fluent")).isEqualTo(10);
                assertThat(fluents(second)).allMatch(s -> s.startsWith("running-obs("));
                for (int t = 2; t < 40; t++) c.request(NOOP);
                assertThat(rootOf(c.request(NOOP))).isEqualTo("round-end");
            }
        }
    }

    @Test
    void RDDL_C12_C14_emptyActionsAreANoopAndSeveralActionsFormAJointAction() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1); WireClient c = f.connect()) {
            firstTurn(c, "lamps_inst");
            assertThat(fluents(c.request(NOOP))).containsExactly("lit(a)=false", "lit(b)=false", "lit(c)=false");
            String turn = c.request(toggle("a", "$b"));
            assertThat(fluents(turn)).containsExactly("lit(a)=true", "lit(b)=true", "lit(c)=false");
        }
    }

    @Test
    void RDDL_C13_booleanActionValuesOtherThanTrueAreFalse() throws Exception {
        try (ServerFixture f = new ServerFixture(ServerOptions.builder().rounds(1)); WireClient c = f.connect()) {
            firstTurn(c, "lamps_inst");
            for (String notTrue : List.of("yes", "")) { // horizon 3: two turns left to look at
                String turn = c.request("<actions><action><action-name>toggle</action-name><action-arg>a</action-arg>"
                        + "<action-value>" + notTrue + "</action-value></action></actions>");
                assertThat(fluents(turn)).as(notTrue).contains("lit(a)=false");
            }
        }
    }

    @Test
    void RDDL_C15_C17_oneTurnPerActionThenRoundEndWithTheDiscountedSum() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1); WireClient c = f.connect()) {
            firstTurn(c, "lamps_inst");
            // The reward is earned by the state a step starts from: 0, then 2 (a and b lit), then 2.
            assertThat(text(c.request(toggle("a", "b")), "immediate-reward")).isEqualTo("0.0");
            assertThat(text(c.request(NOOP), "immediate-reward")).isEqualTo("2.0");
            String end = c.request(toggle("a"));
            assertThat(rootOf(end)).isEqualTo("round-end");
            assertThat(text(end, "turns-used")).isEqualTo("3");
            assertThat(text(end, "round-num")).isEqualTo("0");
            assertThat(text(end, "immediate-reward")).isEqualTo("2.0");
            assertThat(text(end, "round-reward")).isEqualTo(String.valueOf(0 + 0.5 * 2 + 0.25 * 2));
        }
    }

    @Test
    void RDDL_C16_aTerminationConditionEndsTheRoundRightAfterItsStep() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1); WireClient c = f.connect()) {
            c.sessionRequest("countdown_inst");
            c.request(ROUND);
            assertThat(fluents(c.receive())).containsExactly("count()=2");
            assertThat(rootOf(c.request(NOOP))).isEqualTo("turn");
            String end = c.request(NOOP);
            assertThat(rootOf(end)).isEqualTo("round-end");
            assertThat(text(end, "turns-used")).isEqualTo("2");
        }
    }

    @Test
    void RDDL_C18_aViolationEndsOnlyTheRoundWithTheRewardSoFar() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 2); WireClient c = f.connect()) {
            firstTurn(c, "lamps_inst");
            c.request(toggle("b"));
            String end = c.request(toggle("c")); // needs lit(a)
            assertThat(rootOf(end)).isEqualTo("round-end");
            assertThat(text(end, "turns-used")).isEqualTo("1");
            assertThat(text(end, "round-reward")).isEqualTo("0.0");
            assertThat(text(c.request(ROUND), "round-num")).isEqualTo("2");
            c.receive();
            String tooMany = c.request(toggle("a", "b", "c")); // three toggles, at most two
            assertThat(rootOf(tooMany)).isEqualTo("round-end");
            assertThat(text(tooMany, "turns-used")).isEqualTo("0");
            assertThat(rootOf(c.receive())).isEqualTo("session-end");
        }
    }

    @Test
    void RDDL_C19_resourceRequestsAreAnsweredWhereRoundRequestsOrActionsAreExpected() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1); WireClient c = f.connect()) {
            c.sessionRequest("lamps_inst");
            String note = c.request("<resource-request/>");
            assertThat(childNames(note)).containsExactly("time-left", "memory-left");
            assertThat(text(note, "memory-left")).isEqualTo("enough");
            c.request(ROUND);
            c.receive();
            assertThat(rootOf(c.request("<resource-request></resource-request>"))).isEqualTo("resource-notification");
            assertThat(rootOf(c.request(NOOP))).isEqualTo("turn");
        }
    }

    @Test
    void RDDL_C20_pastTheTimeBudgetTheRoundEndsAtTheNextStepAndTheSessionEnds() throws Exception {
        try (ServerFixture f = new ServerFixture(ServerOptions.builder().rounds(5).timeAllowed(1000).grace(600_000));
             WireClient c = f.connect()) {
            firstTurn(c, "lamps_inst");
            f.clock.addAndGet(1001);
            String end = c.request(NOOP);
            assertThat(rootOf(end)).isEqualTo("round-end");
            assertThat(text(end, "turns-used")).isEqualTo("1");
            assertThat(Long.parseLong(text(end, "time-left"))).isLessThanOrEqualTo(0);
            String sessionEnd = c.receive();
            assertThat(rootOf(sessionEnd)).isEqualTo("session-end");
            assertThat(text(sessionEnd, "rounds-used")).isEqualTo("1");
        }
    }

    @Test
    void RDDL_C21_sessionEndFollowsTheLastRoundWithTheTotalAndTheSocketCloses() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 2); WireClient c = f.connect()) {
            c.sessionRequest("lamps_inst");
            double total = 0;
            for (int round = 0; round < 2; round++) {
                c.request(ROUND);
                c.receive();
                c.request(toggle("a"));
                c.request(NOOP);
                String end = c.request(NOOP);
                total += Double.parseDouble(text(end, "round-reward"));
            }
            String sessionEnd = c.receive();
            assertThat(childNames(sessionEnd)).containsExactly("instance-name", "total-reward", "rounds-used",
                    "client-name", "session-id", "time-left");
            assertThat(Double.parseDouble(text(sessionEnd, "total-reward"))).isEqualTo(total).isEqualTo(2 * 0.75);
            assertThat(c.closedByServer()).isTrue();
            SessionResult r = f.nextResult();
            assertThat(r.status()).isEqualTo(SessionResult.Status.COMPLETED);
            assertThat(r.roundRewards()).containsExactly(0.75, 0.75); // 0 + 0.5 · 1 + 0.25 · 1
        }
    }

    @Test
    void RDDL_C22_roundsNotExecutedInMonitoringModeAreNotCounted() throws Exception {
        try (ServerFixture f = new ServerFixture(ServerOptions.builder().rounds(1).monitoring(true));
             WireClient c = f.connect()) {
            c.sessionRequest("countdown_inst");
            String trial = c.request("<round-request><execute-policy>no</execute-policy></round-request>");
            assertThat(text(trial, "round-num")).isEqualTo("1");
            c.receive();
            c.request(NOOP);
            assertThat(rootOf(c.request(NOOP))).isEqualTo("round-end");
            String real = c.request(ROUND);
            assertThat(text(real, "round-num")).isEqualTo("1");
            c.receive();
            c.request(NOOP);
            c.request(NOOP);
            assertThat(text(c.receive(), "rounds-used")).isEqualTo("1");
        }
    }

    @Test
    void RDDL_C23_malformedOrWrongMessagesEndOnlyThatSession() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1)) {
            try (WireClient c = f.connect()) {
                c.sessionRequest("lamps_inst");
                assertThat(rootOf(c.request("<round-request"))).isEqualTo("resource-notification");
                c.request(ROUND);
                c.receive();
                c.send("<actions><action>");
                assertThat(c.receive()).isNull();
            }
            assertThat(f.nextResult().status()).isEqualTo(SessionResult.Status.TERMINATED);
            try (WireClient c = f.connect()) {
                firstTurn(c, "lamps_inst");
                c.send(ROUND);
                assertThat(c.receive()).isNull();
            }
            try (WireClient c = f.connect()) {
                c.sessionRequest("lamps_inst");
                c.send(NOOP); // well-formed, wrong root where a round-request belongs: this session only
                assertThat(c.receive()).isNull();
            }
            try (WireClient c = f.connect()) {
                assertThat(rootOf(c.sessionRequest("lamps_inst"))).isEqualTo("session-init");
            }
        }
    }

    @Test
    void RDDL_C24_theSameSeedAndActionsReproduceTheTranscript() throws Exception {
        List<String> first = transcript(99);
        assertThat(transcript(99)).isEqualTo(first);
        assertThat(transcript(100)).isNotEqualTo(first);
    }

    private static List<String> transcript(long seed) throws Exception {
        List<String> out = new ArrayList<>();
        try (ServerFixture f = new ServerFixture(ServerOptions.builder().rounds(2).baseSeed(seed));
             WireClient c = f.connect()) {
            c.sessionRequest("sysadmin_inst_pomdp__1");
            for (int round = 0; round < 2; round++) {
                out.add(c.request(ROUND));
                String m = c.receive();
                for (int t = 0; !rootOf(m).equals("round-end"); t++) {
                    out.add(m);
                    String computer = "c" + (1 + t % 10);
                    m = c.request("<actions><action><action-name>reboot</action-name><action-arg>" + computer
                            + "</action-arg><action-value>true</action-value></action></actions>");
                }
                out.add(m);
            }
            out.add(c.receive());
        }
        return out;
    }

    @Test
    void RDDL_C25_profilesReproduceThe2011And2014MessageShapes() throws Exception {
        try (ServerFixture f = new ServerFixture(Profile.IPPC2011, 1); WireClient c = f.connect()) {
            assertThat(childNames(c.sessionRequest("countdown_inst"))).containsExactly("session-id", "num-rounds",
                    "time-allowed");
            c.request(ROUND);
            assertThat(childNames(c.receive())).containsExactly("turn-num", "observed-fluent");
            c.request(NOOP);
            assertThat(childNames(c.request(NOOP))).containsExactly("instance-name", "client-name", "round-num",
                    "round-reward", "turns-used", "time-used");
            assertThat(childNames(c.receive())).containsExactly("instance-name", "total-reward", "rounds-used",
                    "time-used", "client-name", "session-id");
        }
        try (ServerFixture f = new ServerFixture(Profile.IPPC2014, 1); WireClient c = f.connect()) {
            assertThat(childNames(c.sessionRequest("countdown_inst"))).containsExactly("session-id", "num-rounds",
                    "time-allowed");
            c.request(ROUND);
            assertThat(childNames(c.receive())).containsExactly("turn-num", "time-left", "immediate-reward",
                    "observed-fluent");
            c.request(NOOP);
            assertThat(childNames(c.request(NOOP))).containsExactly("instance-name", "client-name", "round-num",
                    "round-reward", "turns-used", "time-used", "time-left");
            assertThat(childNames(c.receive())).containsExactly("instance-name", "total-reward", "rounds-used",
                    "time-used", "client-name", "session-id", "time-left");
        }
    }

    @Test
    void RDDL_C27_aClientSilentPastTimeAllowedPlusGraceIsClosed() throws Exception {
        try (ServerFixture f = new ServerFixture(ServerOptions.builder().rounds(1).timeAllowed(100).grace(100));
             WireClient c = f.connect()) {
            c.sessionRequest("lamps_inst");
            assertThat(c.receive()).isNull(); // the server gives up; the client never spoke again
            assertThat(f.nextResult().status()).isEqualTo(SessionResult.Status.TIMEOUT);
        }
    }

    @Test
    void noHeaderDropsTheDeclarationButKeepsTheNulUnlessAskedToDropIt() throws Exception {
        String request = "<session-request><problem-name>lamps_inst</problem-name><client-name>t</client-name>"
                + "<no-header/></session-request>";
        try (ServerFixture f = new ServerFixture(Profile.IPC2018, 1); WireClient c = f.connect()) {
            String init = c.request(request);
            assertThat(init).startsWith("<session-init>");
        }
        try (ServerFixture f = new ServerFixture(ServerOptions.builder().rounds(1).noHeaderDropsNul(true));
             WireClient c = f.connect()) {
            c.send(request);
            c.send("<resource-request/>");
            // Without NULs the client must find the end of each element itself, as the C++ sample client does.
            String stream = c.readUntil("</resource-notification>");
            assertThat(stream).startsWith("<session-init>").doesNotContain("\0").doesNotContain("<?xml")
                    .contains("</session-init><resource-notification>");
        }
    }
}
