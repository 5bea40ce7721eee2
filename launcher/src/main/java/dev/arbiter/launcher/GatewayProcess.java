package dev.arbiter.launcher;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Map;

/** The public port's {@link GatewayMain} as a child JVM, ready once it accepts connections. */
final class GatewayProcess extends ChildProcess {

    private GatewayProcess(Process process, Path logFile) {
        super(process, logFile, Duration.ofSeconds(10));
    }

    static GatewayProcess start(int port, Map<String, Integer> servicePorts, Path logFile, Duration timeout,
                                ServiceAccount account)
            throws IOException, InterruptedException {
        LogTail.markStart(logFile, "the gateway");
        var arguments = new ArrayList<String>();
        // A proxy holds little: a small heap and stacks; Vert.x needs only its event loops.
        arguments.addAll(JvmSizing.GATEWAY);
        arguments.addAll(java.util.List.of("-cp", System.getProperty("java.class.path"), GatewayMain.class.getName(),
                Integer.toString(port)));
        servicePorts.forEach((name, servicePort) -> arguments.add(name + "=" + servicePort));
        var builder = new ProcessBuilder(account.wrap(ChildJvm.command(arguments.toArray(String[]::new))))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()));
        ChildJvm.environment(builder);
        Process process = builder.start();
        var gateway = new GatewayProcess(process, logFile);
        gateway.awaitListening("the gateway", port, timeout);
        return gateway;
    }
}
