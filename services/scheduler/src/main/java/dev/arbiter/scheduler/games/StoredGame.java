package dev.arbiter.scheduler.games;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A game program in the blob store, named as a competition names its game. */
@Schema(description = "A stored game program")
public record StoredGame(
        @Schema(description = "sha256 of the program: give it as gameArtifactSha256 when creating a competition") String sha256,
        @Schema(description = "How it runs: elf, script or pe32plus", examples = "script") String kind,
        @Schema(description = "Size in bytes") long bytes) {
}
