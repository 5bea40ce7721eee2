package dev.arbiter.runner.service;

import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.MatchRequest;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Public result texts keep what went wrong and the file's name, never the runner host's directories. */
class HostPathsTest {

    @Test
    void anUnrunnableMatchSaysWhatFailedButNamesNoHostDirectory() {
        var request = MatchRequest.newBuilder().setMatchId("m1").setAttempt(1)
                .addSeats(EntryRef.newBuilder().setEntryId("e1")).build();

        var result = ResultMapper.unrunnable(request, "the build sandbox could not start: p1.exe: Windows entries need "
                + "the Wine prefix at /var/lib/arbiter/cache/wine-prefix, which is missing (run scripts/wine-prefix.sh as root)",
                "runner-1");

        assertThat(result.getStatusDetail())
                .doesNotContain("/var/lib", "arbiter/cache")
                .contains("the build sandbox could not start", "…/wine-prefix", "run scripts/wine-prefix.sh as root");
    }

    @Test
    void directoriesOfAbsolutePathsGoRelativePathsAndAddressesStay() {
        assertThat(HostPaths.redact("cannot execute /var/lib/arbiter/runner-work/m-1f3/p1/run.sh: Permission denied"))
                .isEqualTo("cannot execute …/run.sh: Permission denied");
        assertThat(HostPaths.redact("main.c:3: error in src/main.c, see https://example.org/docs/errors"))
                .isEqualTo("main.c:3: error in src/main.c, see https://example.org/docs/errors");
        assertThat(HostPaths.redact("java.io.IOException: /tmp/arbiter/blobs/ab/cd: gone"))
                .isEqualTo("java.io.IOException: …/cd: gone");
        assertThat(HostPaths.redact(null)).isEmpty();
    }
}
