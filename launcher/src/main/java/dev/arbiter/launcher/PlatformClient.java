package dev.arbiter.launcher;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.entity.mime.MultipartEntityBuilder;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.http.io.entity.StringEntity;
import org.apache.hc.core5.http.io.support.ClassicRequestBuilder;
import org.apache.hc.core5.net.URIBuilder;
import org.apache.hc.core5.util.Timeout;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.Supplier;

/**
 * The platform's public API as the demo uses it, through the gateway: an organiser creating competitions,
 * contestants registering, taking an API token and uploading entries. JSON by Jackson, multipart by HttpClient's
 * entity builder.
 *
 * <p>Requests that may be repeated (reads, and creations that answer 409 when repeated) are tried again while the
 * platform does not answer or answers that it cannot yet (5xx): the platform may still be settling or restarting
 * a part. An upload is not idempotent and is tried once; its caller decides whether to look and try again.
 */
final class PlatformClient implements AutoCloseable {

    /**
     * How often a repeatable request is tried and how long to pause between tries.
     *
     * @param attempts tries per request before it fails
     * @param pause    the pause after the n-th failed try
     */
    record Retry(int attempts, IntFunction<Duration> pause) {
        /** About three minutes per request: a part restarting with back-off is back well within it. */
        static final Retry PATIENT = new Retry(45, n -> Duration.ofMillis(Math.min(5000, 250L * n)));

        void sleep(int attempt) throws InterruptedException {
            Thread.sleep(pause.apply(attempt));
        }
    }

    private record Answer(int status, String body) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI gateway;
    private final Retry retry;
    private final CloseableHttpClient http;

    PlatformClient(URI gateway, Retry retry) {
        this.gateway = gateway;
        this.retry = retry;
        // No retries of the client's own: which requests may be sent twice is this class's decision (not an upload).
        this.http = HttpClients.custom()
                .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                        .setDefaultConnectionConfig(ConnectionConfig.custom()
                                .setConnectTimeout(Timeout.ofSeconds(5)).setSocketTimeout(Timeout.ofSeconds(30)).build())
                        .build())
                .setDefaultRequestConfig(RequestConfig.custom().setResponseTimeout(Timeout.ofSeconds(30)).build())
                .disableAutomaticRetries()
                .build();
    }

    /**
     * Creates a competition as the organiser, with its API token; one of that slug that exists already is left
     * as it is. The scheduler answers 403 until it has heard from submission that the account is the organiser
     * (the {@code account.role} fact), so a 403 is tried again like an unanswered request.
     *
     * @return whether it was created now
     */
    boolean createCompetition(CompetitionRequest competition, String organiserToken) throws IOException, InterruptedException {
        var answer = sendRepeatable(() -> ClassicRequestBuilder.post(gateway.resolve("/api/competitions"))
                .setHeader(HttpHeaders.AUTHORIZATION, "Bearer " + organiserToken)
                .setEntity(json(competition)).build(), status -> status >= 500 || status == 403);
        return created("creating competition " + competition.slug(), answer);
    }

    /**
     * Registers a contestant account; one of that name that exists already is left as it is.
     *
     * @return whether it was registered now
     */
    boolean register(String username, String password, String email) throws IOException, InterruptedException {
        var answer = sendRepeatable(() -> ClassicRequestBuilder.post(gateway.resolve("/api/accounts"))
                .setEntity(json(Map.of("username", username, "password", password, "email", email))).build());
        return created("registering " + username, answer);
    }

    /** A fresh personal API token for the account, labelled {@code label}. */
    String newToken(String username, String password, String label) throws IOException, InterruptedException {
        // The label goes in the query: a POST builder's parameters would become a form body, which needs a CSRF token.
        URI tokens = query("/api/tokens", "label", label);
        var answer = sendRepeatable(() -> ClassicRequestBuilder.post(tokens)
                .setHeader(HttpHeaders.AUTHORIZATION, basic(username, password)).build());
        String token = answer.status() == 201 ? JSON.readTree(answer.body()).path("token").asText("") : "";
        if (token.isEmpty()) {
            throw new PlatformApiException("API token for " + username, answer.status(), answer.body());
        }
        return token;
    }

    /**
     * The names of the token owner's entries in a competition.
     *
     * @throws PlatformApiException when the submission service does not answer with the list (404 while it has not
     *                              yet learnt of a competition just created)
     */
    List<String> myEntryNames(String competition, String token) throws IOException, InterruptedException {
        URI mine = query("/api/competitions/" + competition + "/entries", "mine", "true");
        var answer = sendRepeatable(() -> ClassicRequestBuilder.get(mine)
                .setHeader(HttpHeaders.AUTHORIZATION, "Bearer " + token).build());
        if (answer.status() != 200) {
            throw new PlatformApiException("competition " + competition + " never reached the submission service",
                    answer.status(), answer.body());
        }
        var names = new ArrayList<String>();
        for (JsonNode entry : JSON.readTree(answer.body())) {
            names.add(entry.path("name").asText());
        }
        return names;
    }

    /** Uploads {@code file} as the token owner's entry {@code name}, once: an upload is not idempotent. */
    void upload(String competition, String token, String name, Path file) throws IOException {
        var request = ClassicRequestBuilder.post(gateway.resolve("/api/competitions/" + competition + "/entries"))
                .setHeader(HttpHeaders.AUTHORIZATION, "Bearer " + token)
                .setEntity(MultipartEntityBuilder.create()
                        .addTextBody("name", name, ContentType.TEXT_PLAIN.withCharset(StandardCharsets.UTF_8))
                        .addBinaryBody("file", file.toFile(), ContentType.APPLICATION_OCTET_STREAM, file.getFileName().toString())
                        .build())
                .build();
        var answer = send(request);
        if (answer.status() != 201) {
            throw new PlatformApiException("POST " + request.getPath(), answer.status(), answer.body());
        }
    }

    private static boolean created(String what, Answer answer) throws PlatformApiException {
        if (answer.status() != 201 && answer.status() != 409) {
            throw new PlatformApiException(what, answer.status(), answer.body());
        }
        return answer.status() == 201;
    }

    /** Sends a request that may be repeated, trying again while the platform does not answer or answers 5xx. */
    private Answer sendRepeatable(Supplier<ClassicHttpRequest> request) throws IOException, InterruptedException {
        return sendRepeatable(request, status -> status >= 500);
    }

    /** Sends a request that may be repeated, trying again while the platform does not answer or answers {@code again}. */
    private Answer sendRepeatable(Supplier<ClassicHttpRequest> request, IntPredicate again)
            throws IOException, InterruptedException {
        for (int attempt = 1; ; attempt++) {
            ClassicHttpRequest sent = request.get();
            try {
                var answer = send(sent);
                if (!again.test(answer.status()) || attempt >= retry.attempts()) {
                    return answer;
                }
            } catch (IOException e) {
                if (attempt >= retry.attempts()) {
                    throw new IOException(sent.getMethod() + " " + sent.getPath() + ": " + Failure.oneLine(e)
                            + " (" + attempt + " attempts)", e);
                }
            }
            retry.sleep(attempt);
        }
    }

    private Answer send(ClassicHttpRequest request) throws IOException {
        return http.execute(request, response -> new Answer(response.getCode(),
                response.getEntity() == null ? "" : EntityUtils.toString(response.getEntity(), StandardCharsets.UTF_8)));
    }

    /** {@code path} on the gateway with one query parameter, encoded. */
    private URI query(String path, String name, String value) throws IOException {
        try {
            return new URIBuilder(gateway.resolve(path)).addParameter(name, value).build();
        } catch (URISyntaxException e) {
            throw new IOException(path + ": " + e.getMessage(), e);
        }
    }

    private static StringEntity json(Object body) {
        try {
            return new StringEntity(JSON.writeValueAsString(body), ContentType.APPLICATION_JSON);
        } catch (IOException e) {
            throw new IllegalArgumentException("not JSON: " + body, e);
        }
    }

    private static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public void close() throws IOException {
        http.close();
    }
}
