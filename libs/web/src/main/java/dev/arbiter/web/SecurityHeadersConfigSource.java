package dev.arbiter.web;

import org.eclipse.microprofile.config.spi.ConfigSource;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Hands {@link SecurityHeaders} to Quarkus as {@code quarkus.http.header."Name".value} settings, which Quarkus
 * applies to every response on the public port, before any other handler (errors and sign-in redirects
 * included). A service only has to depend on this library. Its ordinal is below application.properties, so a
 * service could still override one header on purpose.
 */
public final class SecurityHeadersConfigSource implements ConfigSource {

    private static final Map<String, String> PROPERTIES = new HashMap<>();

    static {
        SecurityHeaders.all().forEach((name, value) ->
                PROPERTIES.put("quarkus.http.header.\"" + name + "\".value", value));
    }

    @Override
    public Map<String, String> getProperties() {
        return Map.copyOf(PROPERTIES);
    }

    @Override
    public Set<String> getPropertyNames() {
        return PROPERTIES.keySet();
    }

    @Override
    public String getValue(String propertyName) {
        return PROPERTIES.get(propertyName);
    }

    @Override
    public String getName() {
        return "arbiter-security-headers";
    }

    @Override
    public int getOrdinal() {
        return 150;
    }
}
