package dev.arbiter.launcher;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * One Quarkus service as a child JVM on 127.0.0.1, ready when its readiness check says so. Its health,
 * metrics and OpenAPI answer on a management port of their own, which the gateway never forwards to.
 */
public final class ServiceProcess extends ChildProcess {

    private final String name;
    private final int port;
    private final int managementPort;

    private ServiceProcess(String name, Process process, int port, int managementPort, Path logFile) {
        super(process, logFile, Duration.ofSeconds(10));
        this.name = name;
        this.port = port;
        this.managementPort = managementPort;
    }

    /**
     * @param jar the service's quarkus-run.jar
     * @param managementPort where its /q endpoints (health, metrics, OpenAPI) answer
     * @param env configuration as environment variables (Quarkus maps FOO_BAR to foo.bar), paths as {@code account} sees them
     * @param account who it runs as
     * @param temporary its own directory for temporary files ({@link ChildJvm#privateTemporaryFiles})
     * @param sandboxesPassThrough whether the sandboxes it makes must reach files in {@code temporary} (the runner)
     */
    static ServiceProcess start(String name, Path jar, int port, int managementPort, Map<String, String> env,
                                Path logFile, ServiceAccount account, Path temporary, boolean sandboxesPassThrough)
            throws IOException, InterruptedException {
        if (!Files.isRegularFile(jar)) {
            throw new IOException(name + " is not built: " + jar + " is missing (./arbiter builds it on first run)");
        }
        LogTail.markStart(logFile, name);
        var options = new java.util.ArrayList<>(JvmSizing.SERVICE);
        options.addAll(ChildJvm.privateTemporaryFiles(account, temporary, sandboxesPassThrough));
        options.addAll(java.util.List.of("-jar", account.path(jar).toString()));
        var command = ChildJvm.command(account, options);
        var builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()));
        builder.environment().putAll(env);
        ChildJvm.environment(builder);
        builder.environment().put("QUARKUS_HTTP_HOST", "127.0.0.1");
        builder.environment().put("QUARKUS_HTTP_PORT", Integer.toString(port));
        builder.environment().put("QUARKUS_MANAGEMENT_HOST", "127.0.0.1");
        builder.environment().put("QUARKUS_MANAGEMENT_PORT", Integer.toString(managementPort));
        return new ServiceProcess(name, builder.start(), port, managementPort, logFile);
    }

    /** Polls /q/health/ready on the management port until it answers 200, the process dies, or the timeout passes. */
    public void awaitReady(Duration timeout) throws IOException, InterruptedException {
        var client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        var ready = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + "/q/health/ready"))
                .timeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException(LogTail.cause(name, logFile(), process.exitValue()));
            }
            try {
                if (client.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        throw new IOException(LogTail.tooSlow(name, "was not ready within " + timeout.toSeconds() + " s", logFile()));
    }

    public String name() {
        return name;
    }

    public int port() {
        return port;
    }

    public int managementPort() {
        return managementPort;
    }
}
