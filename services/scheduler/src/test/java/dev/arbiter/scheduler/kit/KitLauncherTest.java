package dev.arbiter.scheduler.kit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.ToolProvider;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The kit's ./arbiter on a machine whose default java is older than 21 (this one's /usr/bin/java is 17). */
class KitLauncherTest {

    @TempDir
    static Path kit;

    /** A kit directory: the launcher as the scheduler packs it, and a lib/arbiter.jar that prints its JVM's version. */
    @BeforeAll
    static void unpackKit() throws Exception {
        Path launcher = kit.resolve("arbiter");
        Files.writeString(launcher, KitReadme.launcher());
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path src = Files.createDirectories(kit.resolve("src")).resolve("Version.java");
        Files.writeString(src, """
                public class Version {
                    public static void main(String[] args) {
                        System.out.println(Runtime.version().feature() + " " + String.join(" ", args));
                    }
                }
                """);
        int compiled = ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release", "21", "-d",
                kit.resolve("src").toString(), src.toString());
        assertThat(compiled).isZero();
        var manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "Version");
        try (OutputStream out = Files.newOutputStream(Files.createDirectories(kit.resolve("lib")).resolve("arbiter.jar"));
             var jar = new JarOutputStream(out, manifest)) {
            jar.putNextEntry(new JarEntry("Version.class"));
            jar.write(Files.readAllBytes(kit.resolve("src/Version.class")));
            jar.closeEntry();
        }
    }

    @Test
    void findsAJdk21OrNewerWhenThePathsJavaIs17() throws Exception {
        assumeTrue(olderJavaOnPath(), "needs a java older than 21 at /usr/bin/java");
        Run run = launch(Map.of());
        assertThat(run.exit).as(run.err).isZero();
        assertThat(Integer.parseInt(run.out.split(" ")[0])).isGreaterThanOrEqualTo(21);
        assertThat(run.out).endsWith(" match --help");
    }

    @Test
    void saysInOneLineWhatToInstallWhenNoJdk21IsFound() throws Exception {
        Path empty = Files.createDirectories(kit.resolve("no-jdks"));
        Run run = launch(Map.of("ARBITER_JVM_DIRS", empty.toString()));
        assertThat(run.exit).isEqualTo(1);
        assertThat(run.out).isEmpty();
        assertThat(run.err.lines()).singleElement().satisfies(line -> assertThat(line)
                .startsWith("arbiter: needs a JDK 21 or newer").contains("install").contains("JAVA_HOME"));
    }

    private static boolean olderJavaOnPath() throws IOException, InterruptedException {
        if (!Files.isExecutable(Path.of("/usr/bin/java"))) {
            return false;
        }
        Process p = new ProcessBuilder("/usr/bin/java", "-version").redirectErrorStream(true).start();
        String version = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return version.matches("(?s).*version \"(1[0-9]|[1-9])[.\"].*");
    }

    private record Run(int exit, String out, String err) {
    }

    /** Runs the kit's ./arbiter with PATH's java being the machine's default and no JAVA_HOME. */
    private static Run launch(Map<String, String> env) throws Exception {
        var pb = new ProcessBuilder(List.of(kit.resolve("arbiter").toString(), "match", "--help")).directory(kit.toFile());
        pb.environment().remove("JAVA_HOME");
        pb.environment().put("PATH", "/usr/bin:/bin");
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8).strip(), new String(err, StandardCharsets.UTF_8).strip());
    }
}
