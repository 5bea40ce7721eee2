package dev.arbiter.sandbox.docker;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.exception.DockerException;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.WaitResponse;
import com.github.dockerjava.core.DefaultDockerClientConfig;
import com.github.dockerjava.core.DockerClientImpl;
import com.github.dockerjava.httpclient5.ApacheDockerHttpClient;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** The few engine calls the backend makes, each with the error handling it needs, over one docker-java client. */
final class DockerEngine implements AutoCloseable {

    /** A container's log is only read to explain a start that failed: its first few KB say why. */
    private static final int LOG_LIMIT = 4096;

    private final DockerClient client;

    private DockerEngine(DockerClient client) {
        this.client = client;
    }

    /**
     * A client for {@code dockerHost}. No response timeout: a container's wait call lasts as long as
     * the entry runs; the judge's own clocks bound everything else.
     */
    static DockerEngine connect(String dockerHost) {
        var config = DefaultDockerClientConfig.createDefaultConfigBuilder().withDockerHost(dockerHost).build();
        var http = new ApacheDockerHttpClient.Builder()
                .dockerHost(config.getDockerHost())
                .sslConfig(config.getSSLConfig())
                .maxConnections(256)
                .connectionTimeout(Duration.ofSeconds(5))
                .build();
        return new DockerEngine(DockerClientImpl.getInstance(config, http));
    }

    DockerClient client() {
        return client;
    }

    /** The engine's version, or the reason it cannot be reached. */
    String version() {
        return client.versionCmd().exec().getVersion();
    }

    boolean hasImage(String image) {
        try {
            client.inspectImageCmd(image).exec();
            return true;
        } catch (NotFoundException e) {
            return false;
        }
    }

    /** The image's labels; empty when it has none or is missing. */
    java.util.Map<String, String> imageLabels(String image) {
        try {
            var labels = client.inspectImageCmd(image).exec().getConfig().getLabels();
            return labels == null ? java.util.Map.of() : labels;
        } catch (NotFoundException e) {
            return java.util.Map.of();
        }
    }

    /** Completes with the container's exit status once it has stopped (at once if it already has). */
    CompletableFuture<Long> waitFor(String id) {
        var stopped = new CompletableFuture<Long>();
        client.waitContainerCmd(id).exec(new ResultCallback.Adapter<WaitResponse>() {
            @Override
            public void onNext(WaitResponse response) {
                stopped.complete(response.getStatusCode() == null ? -1L : response.getStatusCode().longValue());
            }

            @Override
            public void onError(Throwable error) {
                stopped.completeExceptionally(error);
            }

            @Override
            public void onComplete() {
                stopped.complete(-1L);
            }
        });
        return stopped;
    }

    /** SIGKILL to the container's PID 1, which takes its whole pid namespace down; quiet when it already stopped. */
    void kill(String id) {
        try {
            client.killContainerCmd(id).exec();
        } catch (DockerException ignored) {
            // not running any more (409) or gone (404): what a kill wants anyway
        }
    }

    /** Removes the container whatever its state; quiet when it is already gone. */
    void remove(String id) {
        try {
            client.removeContainerCmd(id).withForce(true).withRemoveVolumes(true).exec();
        } catch (NotFoundException ignored) {
            // already removed
        }
    }

    /** Containers (any state) carrying {@code label=value}. */
    List<Container> labelled(String label, String value) {
        return client.listContainersCmd().withShowAll(true).withLabelFilter(java.util.Map.of(label, value)).exec();
    }

    /** The first few KB of what the container wrote through the engine (the launcher's own complaints). */
    String logHead(String id) {
        var out = new ByteArrayOutputStream();
        try {
            client.logContainerCmd(id).withStdOut(true).withStdErr(true).exec(new ResultCallback.Adapter<Frame>() {
                @Override
                public void onNext(Frame frame) {
                    if (out.size() < LOG_LIMIT) {
                        out.writeBytes(frame.getPayload());
                    }
                }
            }).awaitCompletion(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (DockerException e) {
            return "";
        }
        return out.toString(StandardCharsets.UTF_8).strip();
    }

    @Override
    public void close() throws java.io.IOException {
        client.close();
    }
}
