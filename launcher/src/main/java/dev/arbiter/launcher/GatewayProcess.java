package dev.arbiter.launcher;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The public port's {@link GatewayMain} as a child JVM, ready once it accepts connections. */
final class GatewayProcess extends ChildProcess {

    /** The environment variable that hands the gateway the installation's edge secret (PlatformSecrets). */
    static final String EDGE_SECRET = "ARBITER_EDGE_SECRET";

    private GatewayProcess(Process process, Path logFile) {
        super(process, logFile, Duration.ofSeconds(10));
    }

    static GatewayProcess start(int port, Map<String, Integer> servicePorts, Path logFile, Duration timeout,
                                ServiceAccount account, Path temporary, String edgeSecret)
            throws IOException, InterruptedException {
        LogTail.markStart(logFile, "the gateway");
        var arguments = new ArrayList<String>();
        // A proxy holds little: a small heap and stacks; Vert.x needs only its event loops.
        arguments.addAll(JvmSizing.GATEWAY);
        arguments.addAll(ChildJvm.privateTemporaryFiles(account, temporary, false));
        arguments.addAll(java.util.List.of("-cp", classpath(account), GatewayMain.class.getName(),
                Integer.toString(port)));
        servicePorts.forEach((name, servicePort) -> arguments.add(name + "=" + servicePort));
        var builder = new ProcessBuilder(ChildJvm.command(account, arguments))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()));
        ChildJvm.environment(builder);
        builder.environment().put(EDGE_SECRET, edgeSecret);
        Process process = builder.start();
        var gateway = new GatewayProcess(process, logFile);
        gateway.awaitListening("the gateway", port, timeout);
        return gateway;
    }

    /** The launcher's own classpath (the gateway is one of its classes), one entry a path; they are its trees. */
    static List<Path> classpathEntries() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty()).map(Path::of).toList();
    }

    /** The classpath as {@code account}'s children see it. */
    static String classpath(ServiceAccount account) {
        return classpathEntries().stream().map(entry -> account.path(entry).toString())
                .collect(Collectors.joining(File.pathSeparator));
    }
}
