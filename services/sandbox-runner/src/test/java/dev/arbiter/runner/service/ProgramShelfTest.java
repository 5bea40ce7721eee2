package dev.arbiter.runner.service;

import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.GameRef;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.judge.MatchSpec;
import dev.arbiter.judge.Participant;
import dev.arbiter.sandbox.EntryView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An entry's program lives at one path for every match it plays, so the sandbox prepared ahead for its next start
 * (which is made for that path) fits the next match; before, each match copied it into a folder of its own and no
 * prepared sandbox ever fitted a real match.
 */
class ProgramShelfTest {

    @TempDir
    Path dir;

    @Test
    void twoMatchesOfOneEntryStartItFromTheSameFilesSoAPreparedSandboxFitsTheSecond() throws Exception {
        var blobs = new FileSystemBlobStore(dir.resolve("blobs"));
        var programs = shelf(blobs);
        String player = blobs.put(new ByteArrayInputStream("#!/bin/sh\necho hi\n".getBytes(StandardCharsets.UTF_8))).hex();

        List<Path> first;
        try (var match = new MatchWorkspace(dir.resolve("work"), "m-1", 1, blobs, programs)) {
            first = EntryView.entryPaths(seat(new MatchSpecFactory().spec(request("m-1", player), match), 0));
        }
        try (var match = new MatchWorkspace(dir.resolve("work"), "m-2", 1, blobs, programs)) {
            MatchSpec second = new MatchSpecFactory().spec(request("m-2", player), match);

            assertThat(EntryView.entryPaths(seat(second, 0))).isEqualTo(first);
            assertThat(Files.readString(Path.of(seat(second, 0).command().getFirst()))).isEqualTo("#!/bin/sh\necho hi\n");
        }
    }

    @Test
    void anInstalledProgramCannotBeChangedThroughItsFolder() throws Exception {
        var blobs = new FileSystemBlobStore(dir.resolve("blobs"));
        var programs = shelf(blobs);
        var digest = blobs.put(new ByteArrayInputStream("#!/bin/sh\n".getBytes(StandardCharsets.UTF_8)));

        Path folder = programs.acquire(digest, "script");

        assertThat(Files.getPosixFilePermissions(folder)).allMatch(p -> !p.name().contains("WRITE"));
        assertThat(Files.getPosixFilePermissions(folder.resolve("program"))).allMatch(p -> !p.name().contains("WRITE"));
    }

    @Test
    void aFolderInUseStaysAndUnusedOnesBeyondTheKeepLimitGo() throws Exception {
        var blobs = new FileSystemBlobStore(dir.resolve("blobs"));
        var programs = shelf(blobs);
        var kept = blobs.put(new ByteArrayInputStream("in use".getBytes(StandardCharsets.UTF_8)));
        Path inUse = programs.acquire(kept, "elf");

        for (int i = 0; i <= ProgramShelf.KEEP; i++) {
            var other = blobs.put(new ByteArrayInputStream(("program " + i).getBytes(StandardCharsets.UTF_8)));
            programs.release(programs.acquire(other, "elf"));
        }

        assertThat(programs.folders()).hasSizeLessThanOrEqualTo(ProgramShelf.KEEP).contains(inUse);
        assertThat(Files.readString(inUse.resolve("program"))).isEqualTo("in use");
        try (var listing = Files.list(inUse.getParent())) {
            assertThat(listing.filter(p -> !p.getFileName().toString().startsWith(".")).count())
                    .isEqualTo(programs.folders().size());
        }
    }

    private ProgramShelf shelf(FileSystemBlobStore blobs) throws Exception {
        return new ProgramShelf(MatchWorkspace.programsFolder(dir.resolve("work")), blobs, MatchWorkspace.archiveLimits());
    }

    private static dev.arbiter.sandbox.ProcessSpec seat(MatchSpec spec, int seat) {
        return ((Participant.Program) spec.players().get(seat)).spec();
    }

    private static MatchRequest request(String matchId, String player) {
        var entry = EntryRef.newBuilder().setEntryId("e-1").setVersion(1).setArtifactSha256(player).setKind("script");
        return MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setSeed(7)
                .setGame(GameRef.newBuilder().setProtocol(ProtocolId.PROTOCOL_ID_LMC1).setBuiltin("rps"))
                .addSeats(entry).addSeats(entry).build();
    }
}
