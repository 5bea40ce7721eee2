package dev.arbiter.deploy.k8s;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.ServiceAccount;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.networking.v1.Ingress;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy;
import io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget;
import io.fabric8.kubernetes.api.model.rbac.Role;
import io.fabric8.kubernetes.api.model.rbac.RoleBinding;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Checks rendered objects the way a strict API server would: the kind must exist at that apiVersion
 * (a core kind in the fabric8 model, or a custom kind in a vendored CRD), and no field may be unknown.
 * fabric8 keeps unknown fields in each object's {@code additionalProperties} rather than failing, so
 * the typed object is walked and any such field reported with its path.
 */
final class ManifestValidator {

    private static final Map<String, Class<?>> CORE = Map.ofEntries(
            Map.entry("v1/ConfigMap", ConfigMap.class),
            Map.entry("v1/Secret", Secret.class),
            Map.entry("v1/Service", Service.class),
            Map.entry("v1/ServiceAccount", ServiceAccount.class),
            Map.entry("v1/Namespace", Namespace.class),
            Map.entry("apps/v1/Deployment", Deployment.class),
            Map.entry("policy/v1/PodDisruptionBudget", PodDisruptionBudget.class),
            Map.entry("networking.k8s.io/v1/NetworkPolicy", NetworkPolicy.class),
            Map.entry("networking.k8s.io/v1/Ingress", Ingress.class),
            Map.entry("rbac.authorization.k8s.io/v1/Role", Role.class),
            Map.entry("rbac.authorization.k8s.io/v1/RoleBinding", RoleBinding.class));

    private final ObjectMapper mapper = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private final CrdSchemas crds;

    ManifestValidator(CrdSchemas crds) {
        this.crds = crds;
    }

    /** @return one line per problem, naming the object and the field; empty when the object is valid */
    List<String> problems(JsonNode object) {
        String apiVersion = object.path("apiVersion").asText();
        String kind = object.path("kind").asText();
        String name = kind + " " + object.path("metadata").path("name").asText("<no name>");
        var problems = new ArrayList<String>();
        Class<?> core = CORE.get(CrdSchemas.typeKey(apiVersion, kind));
        var schema = crds.schemaFor(apiVersion, kind);
        try {
            if (core != null) {
                unknownFields(mapper.treeToValue(object, core), "", problems);
            } else if (schema.isPresent()) {
                schema.get().validate(object).forEach(e -> problems.add(e.getInstanceLocation() + ": " + e.getMessage()));
                unknownFields(mapper.treeToValue(object.path("metadata"), ObjectMeta.class), ".metadata", problems);
            } else {
                problems.add("no such kind: " + apiVersion + " " + kind);
            }
        } catch (Exception e) {
            problems.add("does not parse as " + apiVersion + " " + kind + ": " + e.getMessage());
        }
        if (object.path("metadata").path("name").asText().isEmpty()) {
            problems.add("no metadata.name");
        }
        return problems.stream().map(p -> name + ": " + p).toList();
    }

    /** Walks fabric8 model objects (and their lists and maps) for fields the model did not recognise. */
    private static void unknownFields(Object value, String path, List<String> problems) throws ReflectiveOperationException {
        if (value == null) {
            return;
        }
        if (value instanceof Collection<?> list) {
            int i = 0;
            for (Object item : list) {
                unknownFields(item, path + "[" + i++ + "]", problems);
            }
            return;
        }
        if (value instanceof Map<?, ?> map) {
            for (var e : map.entrySet()) {
                unknownFields(e.getValue(), path + "." + e.getKey(), problems);
            }
            return;
        }
        if (!value.getClass().getPackageName().startsWith("io.fabric8.kubernetes.api.model")) {
            return;
        }
        for (Method getter : value.getClass().getMethods()) {
            if (getter.getParameterCount() != 0 || Modifier.isStatic(getter.getModifiers())
                    || !getter.getName().startsWith("get") || getter.getDeclaringClass() == Object.class) {
                continue;
            }
            Object child = getter.invoke(value);
            if (getter.getName().equals("getAdditionalProperties")) {
                if (child instanceof Map<?, ?> extra && !extra.isEmpty()) {
                    extra.keySet().forEach(k -> problems.add(path + "." + k + ": unknown field"));
                }
            } else {
                unknownFields(child, path + "." + uncapitalise(getter.getName().substring(3)), problems);
            }
        }
    }

    private static String uncapitalise(String name) {
        return name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
