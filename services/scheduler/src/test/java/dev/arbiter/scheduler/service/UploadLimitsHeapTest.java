package dev.arbiter.scheduler.service;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The uploads, checked under the scheduler's default limits in a JVM with the service's stack (-Xss512k, as
 * launcher JvmSizing gives it) and a third of its heap (64 MiB of -Xmx192m), exiting on OutOfMemoryError as the
 * service does: each is refused, and the JVM neither overflows its stack nor runs out of heap.
 */
class UploadLimitsHeapTest {

    @Test
    void theHostileUploadsAreRefusedWithinAThirdOfTheSchedulersHeapOnItsStack() throws Exception {
        Process check = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-Xss512k", "-Xmx64m", "-XX:+ExitOnOutOfMemoryError",
                "-cp", System.getProperty("java.class.path"), HostileChecksMain.class.getName()))
                .redirectErrorStream(true).start();
        String output = read(check);

        assertThat(check.waitFor(120, TimeUnit.SECONDS)).as("finished").isTrue();
        assertThat(check.exitValue()).as(output).isZero();
        assertThat(output.lines().toList()).as(output).hasSize(6).allSatisfy(line -> assertThat(line).startsWith("REFUSED "));
        assertThat(output).contains("over the limit of 128", "pvariable big", "the reward", "bytes, the limit", "tiles");
    }

    private static String read(Process process) throws IOException {
        return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}
