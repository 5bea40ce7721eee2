package dev.arbiter.e2e;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The platform started the way the README starts it, {@code ./arbiter up}, as a child process with its own
 * data directory and its own block of loopback ports (so it can run beside a developer's platform).
 * Everything it prints is kept for the failure message.
 */
final class ArbiterUp implements AutoCloseable {

    private final Process process;
    private final StringBuffer output = new StringBuffer();
    private final int port;
    private final Path data;
    private String organiserToken;

    private ArbiterUp(Process process, int port, Path data) {
        this.process = process;
        this.port = port;
        this.data = data;
        Thread.ofPlatform().daemon().name("arbiter-up-output").start(() -> {
            try (var reader = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    output.append(line).append('\n');
                }
            } catch (IOException ignored) {
                // the process ended
            }
        });
    }

    static ArbiterUp start(Path root, Path data, int port, int internalPortsFrom, Duration timeout) throws Exception {
        // --demo, as README's first command: the demo competitions and contestants come with it.
        var builder = new ProcessBuilder(List.of(root.resolve("arbiter").toString(), "up", "--demo", "--data", data.toString(),
                "--port", Integer.toString(port), "--internal-ports-from", Integer.toString(internalPortsFrom)))
                .directory(root.toFile())
                .redirectErrorStream(true);
        // The jars under test are the ones the Maven build running this test just made: ./arbiter must run them as
        // they are, not build the tree again because a source is newer than its last build stamp.
        builder.environment().put("ARBITER_REBUILD", "0");
        var up = new ArbiterUp(builder.start(), port, data);
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!up.output.toString().contains("Arbiter is up")) {
            if (!up.process.isAlive() || System.nanoTime() > deadline) {
                up.close();
                throw new AssertionError("./arbiter up did not come up:\n" + up.output + up.logs());
            }
            Thread.sleep(200);
        }
        return up;
    }

    URI url(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    String organiserPassword() throws IOException {
        return Files.readString(data.resolve("secrets/organiser-password")).strip();
    }

    /**
     * A personal API token of the organiser, made once with its password: {@code POST /api/tokens} is the one
     * place the platform accepts basic auth; every API call after that, the scheduler's included, uses the token.
     */
    synchronized String organiserToken() throws IOException {
        if (organiserToken == null) {
            organiserToken = io.restassured.RestAssured.given().baseUri(url("/").toString())
                    .auth().preemptive().basic("organiser", organiserPassword())
                    .post("/api/tokens?label=e2e-organiser").then().statusCode(201).extract().path("token");
        }
        return organiserToken;
    }

    String output() {
        return output.toString();
    }

    Path data() {
        return data;
    }

    /** The tail of every service log, for a failure message. */
    String logs() {
        var text = new StringBuilder();
        try (var files = Files.list(data.getParent().resolve("logs"))) {
            for (Path log : files.sorted().toList()) {
                List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
                text.append("\n--- ").append(log.getFileName()).append(" (last 40 lines)\n");
                lines.subList(Math.max(0, lines.size() - 40), lines.size()).forEach(l -> text.append(l).append('\n'));
            }
        } catch (IOException e) {
            text.append("\n(no logs: ").append(e.getMessage()).append(")");
        }
        return text.toString();
    }

    static boolean listening(int port) {
        try (var socket = new Socket("127.0.0.1", port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** SIGTERM, as Ctrl-C or a service manager would send, and the exit code. */
    int stop(Duration timeout) throws InterruptedException {
        process.destroy();
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new AssertionError("./arbiter up did not stop within " + timeout + " of SIGTERM:\n" + output);
        }
        return process.exitValue();
    }

    List<ProcessHandle> children() {
        return process.descendants().filter(ProcessHandle::isAlive).toList();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            var descendants = process.descendants().toList();
            process.destroy();
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            descendants.forEach(ProcessHandle::destroyForcibly);
        }
    }
}
