package dev.arbiter.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The C SDK's probe programs (test resources {@code sdk/NAME.c}), each built once per run with every warning an error. */
final class CProbes {

    static final Path SDK = Path.of("..", "sdk", "c").toAbsolutePath().normalize();
    private static final ConcurrentHashMap<String, Path> BUILT = new ConcurrentHashMap<>();

    private CProbes() {
    }

    /**
     * The binary of {@code sdk/NAME.c}, compiled against sdk/c/arbiter_sdk.h as the SDK's own Makefile compiles, with
     * {@code defines} ({@code -DNAME=VALUE}) added, as an entry changes the header's limits.
     */
    static Path build(String name, String... defines) {
        return BUILT.computeIfAbsent(name + String.join(" ", defines), key -> compile(name, List.of(defines)));
    }

    private static Path compile(String name, List<String> defines) {
        try {
            Path source = Path.of(CProbes.class.getResource("/sdk/" + name + ".c").toURI());
            Path binary = Files.createTempDirectory("c-probe-").resolve(name);
            var command = new ArrayList<>(List.of("cc", "-std=c11", "-pedantic", "-Wall", "-Wextra", "-Werror", "-O2"));
            command.addAll(defines);
            command.addAll(List.of("-I", SDK.toString(), "-o", binary.toString(), source.toString()));
            var process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).as("cc " + name + ".c: " + output).isZero();
            assertThat(output).as("warnings").isEmpty();
            return binary;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The directory a sandbox must let the probe read. */
    static List<Path> readable(Path binary) {
        return List.of(binary.getParent());
    }
}
