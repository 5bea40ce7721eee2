package dev.arbiter.deploy.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Renders an overlay with {@code kubectl kustomize}, the tool an operator runs ({@code kubectl apply -k}):
 * what is validated is exactly what would be applied. kubectl comes from Debian ({@code kubernetes-client},
 * installed by scripts/setup-machine.sh) or {@code $KUBECTL}; the manifests keep to what both its old
 * embedded kustomize (v2.0, Debian 12) and current ones (v5) accept.
 */
final class Kustomize {

    /** The deploy/k8s directory: the module's base directory under Maven. */
    static final Path HOME = Path.of(System.getProperty("basedir", ".")).toAbsolutePath();
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private Kustomize() {
    }

    private static final java.util.Map<String, List<JsonNode>> RENDERED = new java.util.concurrent.ConcurrentHashMap<>();

    /** The overlay's objects; rendered once per test run (kubectl takes about a second). */
    static List<JsonNode> build(String overlay) throws IOException, InterruptedException {
        List<JsonNode> cached = RENDERED.get(overlay);
        if (cached == null) {
            cached = render(overlay);
            RENDERED.put(overlay, cached);
        }
        return cached;
    }

    private static List<JsonNode> render(String overlay) throws IOException, InterruptedException {
        Path dir = HOME.resolve(overlay);
        Path out = Files.createTempFile("kustomize-", ".yaml");
        try {
            Process process = new ProcessBuilder(kubectl(), "kustomize", dir.toString())
                    .redirectOutput(out.toFile()).redirectErrorStream(false).start();
            String errors = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IOException("kubectl kustomize " + overlay + " failed: " + errors);
            }
            return List.copyOf(parseAll(Files.readString(out)));
        } finally {
            Files.deleteIfExists(out);
        }
    }

    static List<JsonNode> parseAll(String yaml) throws IOException {
        var docs = new ArrayList<JsonNode>();
        try (var parser = YAML.getFactory().createParser(yaml)) {
            var it = YAML.readValues(parser, JsonNode.class);
            while (it.hasNext()) {
                JsonNode doc = it.next();
                if (doc != null && !doc.isNull() && !doc.isEmpty()) {
                    docs.add(doc);
                }
            }
        }
        return docs;
    }

    private static String kubectl() {
        String configured = System.getenv("KUBECTL");
        return configured != null && !configured.isBlank() ? configured : "kubectl";
    }
}
