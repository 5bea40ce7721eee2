package dev.arbiter.deploy.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The operators' CRDs (vendored under deploy/k8s/crds) as JSON schemas, one per served
 * {@code group/version} and kind. The API server prunes fields a structural schema does not declare,
 * silently: a misspelt field would simply do nothing. Validation here is stricter, as
 * {@code kubectl --validate=strict} is: every object that lists its properties and does not preserve
 * unknown fields gets {@code additionalProperties: false}, so a misspelling fails the build.
 */
final class CrdSchemas {

    private final Map<String, Schema> byTypeKey = new HashMap<>();

    static CrdSchemas load(Path directory) throws IOException {
        var schemas = new CrdSchemas();
        var registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(directory)) {
            files = walk.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        for (Path file : files) {
            for (JsonNode crd : Kustomize.parseAll(Files.readString(file))) {
                if (!"CustomResourceDefinition".equals(crd.path("kind").asText())) {
                    continue;
                }
                String group = crd.path("spec").path("group").asText();
                String kind = crd.path("spec").path("names").path("kind").asText();
                for (JsonNode version : crd.path("spec").path("versions")) {
                    if (!version.path("served").asBoolean()) {
                        continue;
                    }
                    JsonNode schema = version.path("schema").path("openAPIV3Schema").deepCopy();
                    strict(schema);
                    schemas.byTypeKey.put(typeKey(group + "/" + version.path("name").asText(), kind),
                            registry.getSchema(schema));
                }
            }
        }
        return schemas;
    }

    static String typeKey(String apiVersion, String kind) {
        return apiVersion + "/" + kind;
    }

    Optional<Schema> schemaFor(String apiVersion, String kind) {
        return Optional.ofNullable(byTypeKey.get(typeKey(apiVersion, kind)));
    }

    int size() {
        return byTypeKey.size();
    }

    /** Walks schema nodes only (not the names in a properties map, which may be any word). */
    private static void strict(JsonNode node) {
        if (!(node instanceof ObjectNode schema)) {
            return;
        }
        boolean preserves = schema.path("x-kubernetes-preserve-unknown-fields").asBoolean(false);
        if (schema.has("properties") && !schema.has("additionalProperties") && !preserves) {
            schema.put("additionalProperties", false);
        }
        schema.path("properties").forEach(CrdSchemas::strict);
        strict(schema.get("additionalProperties"));
        strict(schema.get("not"));
        JsonNode items = schema.get("items");
        if (items != null && items.isArray()) {
            items.forEach(CrdSchemas::strict);
        } else {
            strict(items);
        }
        // allOf/anyOf/oneOf branches are left alone: a branch lists only the properties it constrains
        // (Strimzi's "one of these fields"), so closing it would refuse every valid object.
    }
}
