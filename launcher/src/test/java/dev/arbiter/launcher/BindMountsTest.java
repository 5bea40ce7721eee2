package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A tree the services' account cannot reach is seen, by that account's children alone, at a mount point. */
class BindMountsTest {

    private static final Path BASE = Path.of("/run/arbiter");
    private static final Path CHECKOUT = Path.of("/root/arbiter");
    private static final Path DATA = Path.of("/root/arbiter/.arbiter/data");

    private final BindMounts mounts = BindMounts.of(BASE, List.of(CHECKOUT, DATA), CHECKOUT);

    @Test
    void aPathInAMountedTreeIsSeenUnderItsMountPointAndOneOutsideIsLeftAlone() {
        String jar = "services/submission/target/quarkus-app/quarkus-run.jar";

        assertThat(mounts.translate(CHECKOUT).getParent()).isEqualTo(BASE);
        assertThat(mounts.translate(CHECKOUT.resolve(jar))).isEqualTo(mounts.translate(CHECKOUT).resolve(jar));
        assertThat(mounts.translate(Path.of("/usr/lib/jvm/java-21/bin/java"))).isEqualTo(Path.of("/usr/lib/jvm/java-21/bin/java"));
        // A sibling whose name merely starts like the tree's is another tree.
        assertThat(mounts.translate(Path.of("/root/arbiter-old/x"))).isEqualTo(Path.of("/root/arbiter-old/x"));
    }

    @Test
    void theInnermostTreeWinsAndTheSameTreeAlwaysGetsTheSameMountPoint() {
        Path blobs = mounts.translate(DATA.resolve("blobs"));
        Path checkoutRoot = mounts.translate(CHECKOUT);

        assertThat(blobs).isEqualTo(mounts.translate(DATA).resolve("blobs"));
        assertThat(blobs.startsWith(checkoutRoot)).isFalse();
        assertThat(BindMounts.of(BASE, List.of(CHECKOUT), Path.of("/")).translate(CHECKOUT)).isEqualTo(checkoutRoot);
    }

    @Test
    void theWrappedCommandMountsEachTreeInAPrivateNamespaceThenExecsTheCommandInTheTranslatedDirectory() {
        var command = mounts.wrap(List.of("setpriv", "--reuid=999", "--", "java", "-jar", "x.jar"));

        assertThat(command.subList(0, 6)).containsExactly("unshare", "--mount", "--propagation", "private", "--", "sh");
        assertThat(command.get(7)).contains("mount --bind").contains("exec \"$@\"");
        int separator = 9 + command.subList(9, command.size()).indexOf("--");
        assertThat(command.subList(9, separator)).containsExactly(
                DATA.toString(), mounts.translate(DATA).toString(), CHECKOUT.toString(), mounts.translate(CHECKOUT).toString());
        assertThat(command.get(separator + 1)).isEqualTo(mounts.translate(CHECKOUT).toString());
        assertThat(command.subList(separator + 2, command.size()))
                .containsExactly("setpriv", "--reuid=999", "--", "java", "-jar", "x.jar");
    }

    @Test
    void withNoTreeToMountTheCommandIsLeftAsItIs() {
        var command = List.of("setpriv", "--", "java");

        assertThat(BindMounts.NONE.wrap(command)).isEqualTo(command);
        assertThat(BindMounts.of(BASE, List.of(), CHECKOUT).wrap(command)).isEqualTo(command);
    }
}
