package dev.arbiter.cli;

import dev.arbiter.sdk.Player;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * The Java SDK as a jar of its own, for an entry to ship beside its classes: the {@code dev/arbiter/sdk/}
 * classes and dialect tables, copied from wherever this CLI has them (its own shaded jar, the SDK's jar, or the
 * SDK module's build output).
 */
final class SdkJar {

    private static final String PACKAGE = "dev/arbiter/sdk/";

    private SdkJar() {
    }

    static void write(Path target) throws IOException {
        Path source;
        try {
            source = Path.of(Player.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate the Java SDK's classes", e);
        }
        Files.createDirectories(target.getParent());
        var manifest = new Manifest();
        manifest.getMainAttributes().putValue("Manifest-Version", "1.0");
        try (OutputStream file = Files.newOutputStream(target); var jar = new JarOutputStream(file, manifest)) {
            if (Files.isDirectory(source)) {
                try (Stream<Path> files = Files.walk(source.resolve(PACKAGE))) {
                    for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                        jar.putNextEntry(new JarEntry(source.relativize(f).toString().replace('\\', '/')));
                        Files.copy(f, jar);
                        jar.closeEntry();
                    }
                }
            } else {
                try (var in = new JarFile(source.toFile())) {
                    for (JarEntry e : (Iterable<JarEntry>) in.stream().sorted(java.util.Comparator.comparing(JarEntry::getName))::iterator) {
                        if (e.getName().startsWith(PACKAGE) && !e.isDirectory()) {
                            jar.putNextEntry(new JarEntry(e.getName()));
                            in.getInputStream(e).transferTo(jar);
                            jar.closeEntry();
                        }
                    }
                }
            }
        }
    }
}
