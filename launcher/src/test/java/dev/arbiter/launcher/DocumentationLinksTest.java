package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The documentation a newcomer reads points only at things in this repository: every relative link in every
 * README.md and docs/**.md resolves, and none names a path of some build machine. (It lives in the launcher's
 * tests because that module is cheap to test and sits at the root of what ./arbiter up documents.)
 */
class DocumentationLinksTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    /** [text](target) and ![alt](target); a target ends at whitespace or the closing parenthesis. */
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    /** An absolute path of one machine, or the reference folder beside a checkout that a reader does not have. */
    private static final Pattern MACHINE_PATH = Pattern.compile("(?<![\\w.])/(work|home|root|Users)/[\\w.-]+|\\.\\./shared\\b");

    static List<Path> documents() throws IOException {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> {
                        Path relative = ROOT.relativize(p);
                        String name = relative.toString();
                        return !name.contains("/target/") && !name.startsWith("target/") && !name.startsWith(".")
                                && !name.contains("/node_modules/")
                                && (p.getFileName().toString().equals("README.md")
                                || name.startsWith("docs/") && name.endsWith(".md"));
                    })
                    .sorted().toList();
        }
    }

    @Test
    void everyRelativeLinkInTheReadmesAndDocsResolves() throws IOException {
        List<Path> documents = documents();
        assertThat(documents).as("the READMEs and docs are found from " + ROOT)
                .contains(ROOT.resolve("README.md"), ROOT.resolve("docs/protocols/lmc1.md"));
        var broken = new ArrayList<String>();
        for (Path document : documents) {
            var links = LINK.matcher(Files.readString(document));
            while (links.find()) {
                String target = links.group(1);
                if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*") || target.startsWith("#")) {
                    continue; // a web address or an anchor in the same page
                }
                String path = target.replaceFirst("#.*$", "");
                Path resolved = path.startsWith("/") ? ROOT.resolve(path.substring(1)) : document.getParent().resolve(path);
                if (!Files.exists(resolved.normalize())) {
                    broken.add(ROOT.relativize(document) + ": " + target);
                }
            }
        }
        assertThat(broken).as("links that point at nothing").isEmpty();
    }

    @Test
    void noReadmeOrDocNamesAPathOfABuildMachineOrTheSharedReferenceFolder() throws IOException {
        var found = new ArrayList<String>();
        for (Path document : documents()) {
            var paths = MACHINE_PATH.matcher(Files.readString(document));
            while (paths.find()) {
                found.add(ROOT.relativize(document) + ": " + paths.group());
            }
        }
        assertThat(found).as("absolute paths of one machine (write them relative to the checkout)").isEmpty();
    }
}
