package dev.arbiter.runner.service;

import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.judge.MatchSpec;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.protocol.rddl.RddlPlanners;
import dev.arbiter.judge.protocol.rddl.RddlProtocol;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.GameRef;
import dev.arbiter.proto.v1.Limits;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.sandbox.ResourceLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** How a runner sets up an RDDL session: as the CLI does, with the planners' limits under the competition's. */
class RddlMatchSpecTest {

    @TempDir
    Path dir;

    private MatchRequest.Builder request(FileSystemBlobStore blobs) throws Exception {
        String planner = blobs.put(new ByteArrayInputStream("#!/bin/sh\nexit 0\n".getBytes(StandardCharsets.UTF_8))).hex();
        return MatchRequest.newBuilder().setMatchId("m-1").setAttempt(1).setSeed(3)
                .setGame(GameRef.newBuilder().setProtocol(ProtocolId.PROTOCOL_ID_RDDL).putOptions("instance", "sysadmin_inst_mdp__1")
                        .putOptions("rddl.time-allowed-ms", "3600000").putOptions("rddl.grace-ms", "30000"))
                .addSeats(EntryRef.newBuilder().setEntryId("e-1").setVersion(2).setName("my planner!").setArtifactSha256(planner)
                        .setKind("script"));
    }

    private MatchWorkspace workspace(FileSystemBlobStore blobs) throws Exception {
        var programs = new ProgramShelf(MatchWorkspace.programsFolder(dir.resolve("work")), blobs, MatchWorkspace.archiveLimits());
        return new MatchWorkspace(dir.resolve("work"), "m-1", 1, blobs, programs);
    }

    @Test
    void aSessionGetsThePlannersLimitsTheRelayAndADeadlinePastItsBudget() throws Exception {
        var blobs = new FileSystemBlobStore(dir.resolve("blobs"));
        try (var workspace = workspace(blobs)) {
            MatchSpec spec = new MatchSpecFactory().spec(request(blobs).build(), workspace);

            assertThat(spec.protocol()).isInstanceOf(RddlProtocol.class);
            assertThat(spec.game()).as("the judge serves the session").isNull();
            assertThat(spec.gameName()).isEqualTo("rddl:sysadmin_inst_mdp__1");
            var planner = (Participant.Program) spec.players().getFirst();
            ResourceLimits limits = planner.spec().limits();
            assertThat(limits.memoryBytes()).isEqualTo(RddlPlanners.MEMORY_BYTES);
            assertThat(limits.cpus()).isEqualTo(1.0);
            assertThat(limits.cpuTime()).as("the session's whole budget").isEqualTo(Duration.ofMillis(3_630_000));
            assertThat(planner.spec().command().getFirst()).endsWith("arbiter-tcp-relay");
            assertThat(planner.spec().command().getLast()).isEqualTo("sysadmin_inst_mdp__1");
            assertThat(planner.spec().env()).containsEntry("RDDL_CLIENT_NAME", "my-planner").containsEntry("RDDL_PORT", "2323");
            assertThat(spec.limits().matchDeadline()).as("past the 30 minutes of the judge default").isEqualTo(Duration.ofMillis(3_630_000).plusMinutes(1));
        }
    }

    @Test
    void theCompetitionsLimitsWinOverThePlannersDefaults() throws Exception {
        var blobs = new FileSystemBlobStore(dir.resolve("blobs"));
        try (var workspace = workspace(blobs)) {
            var request = request(blobs).setLimits(Limits.newBuilder().setMemoryBytes(256L << 20).setCpuSeconds(5)
                    .setMatchDeadlineMs(90_000)).build();
            MatchSpec spec = new MatchSpecFactory().spec(request, workspace);

            ResourceLimits limits = ((Participant.Program) spec.players().getFirst()).spec().limits();
            assertThat(limits.memoryBytes()).isEqualTo(256L << 20);
            assertThat(limits.cpuTime()).isEqualTo(Duration.ofSeconds(5));
            assertThat(spec.limits().matchDeadline()).isEqualTo(Duration.ofSeconds(90));
        }
    }

    @Test
    void badRequestsCannotBePlayedAndSayWhy() throws Exception {
        var blobs = new FileSystemBlobStore(dir.resolve("blobs"));
        try (var workspace = workspace(blobs)) {
            var factory = new MatchSpecFactory();
            var base = request(blobs).build();
            assertThatThrownBy(() -> factory.spec(base.toBuilder().setGame(base.getGame().toBuilder().putOptions("rddl.rounds", "0"))
                    .build(), workspace)).isInstanceOf(UnrunnableMatchException.class).hasMessageContaining("rddl.rounds");
            assertThatThrownBy(() -> factory.spec(base.toBuilder().addSeats(base.getSeats(0)).build(), workspace))
                    .hasMessageContaining("one planner");
            assertThatThrownBy(() -> factory.spec(base.toBuilder().setGame(base.getGame().toBuilder().setArtifactSha256("ab".repeat(32)))
                    .build(), workspace)).hasMessageContaining("not in the blob store");
        }
    }
}
