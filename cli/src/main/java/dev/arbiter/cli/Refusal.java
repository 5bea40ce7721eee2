package dev.arbiter.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A refused request as the terminal shows it. The platform's APIs answer RFC 9457 problems: the type's last segment
 * is the reason a script can match on, the detail what to do, and a validation problem's fields one per line.
 * Anything else (a proxy's page, an older platform) is shown as it came.
 */
final class Refusal {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Refusal() {
    }

    static String describe(int status, String contentType, String body) {
        if (contentType == null || !contentType.startsWith("application/problem+json")) {
            return "(" + status + "): " + body;
        }
        try {
            JsonNode problem = JSON.readTree(body);
            String type = problem.path("type").asText("");
            var text = new StringBuilder("(").append(status);
            if (!type.isEmpty()) {
                text.append(' ').append(type.substring(type.lastIndexOf('/') + 1));
            }
            text.append("): ").append(problem.path("detail").asText(problem.path("title").asText("")));
            for (JsonNode field : problem.path("invalid-params")) {
                text.append(System.lineSeparator()).append("  ").append(field.path("name").asText())
                        .append(": ").append(field.path("reason").asText());
            }
            return text.toString();
        } catch (JsonProcessingException e) {
            return "(" + status + "): " + body;
        }
    }
}
