package dev.arbiter.launcher;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The gateway as a process of its own ({@link GatewayProcess}): {@code GatewayMain PORT service=port …}.
 * Its own process so that a gateway that dies is restarted like any other part, without taking the
 * supervisor with it. It exits when its stdin closes, which happens when the supervisor dies, however it
 * dies: no gateway is left holding the public port.
 */
public final class GatewayMain {

    private GatewayMain() {
    }

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        Map<String, Integer> ports = new LinkedHashMap<>();
        for (int i = 1; i < args.length; i++) {
            String[] pair = args[i].split("=", 2);
            ports.put(pair[0], Integer.parseInt(pair[1]));
        }
        Gateway gateway;
        try {
            gateway = Gateway.start(port, Routes.platform(), ports, publicHosts(System.getenv("ARBITER_PUBLIC_HOSTS")),
                    java.util.Optional.ofNullable(System.getenv(GatewayProcess.EDGE_SECRET)).filter(s -> !s.isBlank()));
        } catch (Exception e) {
            System.err.println("gateway: " + Failure.oneLine(e));
            System.exit(1);
            return;
        }
        System.out.println("gateway listening on 127.0.0.1:" + gateway.port());
        System.out.flush();
        try {
            while (System.in.read() >= 0) {
                // the supervisor never writes; we only wait for the end of the stream
            }
        } catch (IOException e) {
            // the same: our parent is gone
        }
        gateway.close();
        System.exit(0);
    }

    /** {@code ARBITER_PUBLIC_HOSTS}: host names besides loopback that visitors may use, comma-separated. */
    static java.util.Set<String> publicHosts(String setting) {
        if (setting == null || setting.isBlank()) {
            return java.util.Set.of();
        }
        return java.util.Arrays.stream(setting.split(",")).map(String::strip).filter(h -> !h.isEmpty())
                .collect(java.util.stream.Collectors.toSet());
    }
}
