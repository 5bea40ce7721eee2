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

/** One Quarkus service as a child JVM on 127.0.0.1, ready when its readiness check says so. */
public final class ServiceProcess extends ChildProcess {

    private final String name;
    private final int port;

    private ServiceProcess(String name, Process process, int port, Path logFile) {
        super(process, logFile, Duration.ofSeconds(10));
        this.name = name;
        this.port = port;
    }

    /**
     * @param jar the service's quarkus-run.jar
     * @param env configuration as environment variables (Quarkus maps FOO_BAR to foo.bar)
     */
    public static ServiceProcess start(String name, Path jar, int port, Map<String, String> env, Path logFile)
            throws IOException {
        if (!Files.isRegularFile(jar)) {
            throw new IOException(name + " is not built: " + jar + " is missing (./arbiter builds it on first run)");
        }
        var options = new java.util.ArrayList<>(JvmSizing.SERVICE);
        options.addAll(java.util.List.of("-jar", jar.toString()));
        var command = ChildJvm.command(options.toArray(String[]::new));
        var builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()));
        builder.environment().putAll(env);
        ChildJvm.environment(builder);
        builder.environment().put("QUARKUS_HTTP_HOST", "127.0.0.1");
        builder.environment().put("QUARKUS_HTTP_PORT", Integer.toString(port));
        return new ServiceProcess(name, builder.start(), port, logFile);
    }

    /** Polls /q/health/ready until it answers 200, the process dies, or the timeout passes. */
    public void awaitReady(Duration timeout) throws IOException, InterruptedException {
        var client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        var ready = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/q/health/ready"))
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
        throw new IOException(name + " was not ready within " + timeout.toSeconds() + " s; its log: " + logFile());
    }

    public String name() {
        return name;
    }

    public int port() {
        return port;
    }
}
