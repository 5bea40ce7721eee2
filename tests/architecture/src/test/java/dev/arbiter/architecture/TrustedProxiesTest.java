package dev.arbiter.architecture;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every trusted-proxy entry the platform ships is written as a CIDR. Quarkus reads any other entry through its
 * host-and-port converter: a bare IPv6 address such as {@code ::1} becomes host {@code :} and port 1, a name it
 * then resolves over DNS for every request, with a new resolver each time. Where the name server does not answer,
 * that made every ~55th request of the page services wait 5 s (issue 36).
 */
class TrustedProxiesTest {

    private static final Path ROOT = Path.of(System.getProperty("arbiter.root", "../..")).toAbsolutePath().normalize();
    /** {@code quarkus.http.proxy.trusted-proxies=…} in a properties file, or its environment form in a manifest. */
    private static final Pattern SETTING = Pattern.compile(
            "(?:quarkus\\.http\\.proxy\\.trusted-proxies=|QUARKUS_HTTP_PROXY_TRUSTED_PROXIES:)\\s*\"?([^\"\\s#]+)");
    private static final Pattern CIDR = Pattern.compile("(\\d{1,3}(\\.\\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:]*)/\\d{1,3}");

    @Test
    void everyTrustedProxyTheServicesAndTheClusterShipIsACidrNotANameToLookUp() throws IOException {
        var entries = new ArrayList<String>();
        for (Path file : shippedSettings()) {
            Matcher setting = SETTING.matcher(Files.readString(file));
            while (setting.find()) {
                for (String entry : setting.group(1).split(",")) {
                    entries.add(ROOT.relativize(file) + ": " + entry.strip());
                }
            }
        }
        assertThat(entries).as("the three page services and the cluster's config name their proxies").hasSizeGreaterThanOrEqualTo(4);
        assertThat(entries).allSatisfy(e -> assertThat(e.substring(e.indexOf(": ") + 2)).as(e).matches(CIDR));
    }

    private static List<Path> shippedSettings() throws IOException {
        var files = new ArrayList<Path>();
        try (var services = Files.list(ROOT.resolve("services"))) {
            services.map(s -> s.resolve("src/main/resources/application.properties")).filter(Files::isRegularFile).forEach(files::add);
        }
        try (var manifests = Files.walk(ROOT.resolve("deploy/k8s"))) {
            manifests.filter(f -> f.toString().endsWith(".yaml") && !f.toString().contains("/target/")).forEach(files::add);
        }
        return files;
    }
}
