package dev.arbiter.examples;

import dev.arbiter.judge.protocol.lmc.LmcDialect;
import dev.arbiter.judge.testkit.JudgeKit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each SDK's built-in keywords are the judge's shipped dialect tables (lmc-dialect.properties,
 * taboo-dialect.properties), key for key, and each reads those very files back to the same values: an entry
 * that sets nothing speaks the dialect a competition that sets nothing runs.
 */
class SdkDialectDefaultsTest {

    private static final Path SDK = Path.of("..", "sdk").toAbsolutePath().normalize();
    private static final List<String> TABLES = List.of("lmc/lmc-dialect.properties", "taboo/taboo-dialect.properties");

    /** Both tables' keys, as the judge ships them. */
    private static Properties shipped() throws IOException {
        var all = new Properties();
        for (String table : TABLES) {
            try (InputStream in = table(table)) {
                all.load(in);
            }
        }
        return all;
    }

    private static InputStream table(String name) {
        return LmcDialect.class.getResourceAsStream("/dev/arbiter/judge/protocol/" + name);
    }

    /** Both shipped tables in one file, as a competition's dialect file holds them. */
    private static Path shippedFile(Path dir) throws IOException {
        Path both = dir.resolve("shipped.properties");
        Files.writeString(both, "");
        for (String table : TABLES) {
            try (InputStream in = table(table)) {
                Files.write(both, in.readAllBytes(), StandardOpenOption.APPEND);
            }
        }
        return both;
    }

    /** Runs a command and returns its stdout as properties ("key=value" lines). */
    private static Properties run(List<String> command) throws Exception {
        var process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(String.join(" ", command)).isZero();
        var values = new Properties();
        values.load(new StringReader(out));
        return values;
    }

    private static void assertMatchesShipped(Properties sdk) throws IOException {
        Properties shipped = shipped();
        assertThat(sdk).isNotEmpty();
        sdk.forEach((key, value) -> assertThat(value).as("%s", key).isEqualTo(shipped.getProperty((String) key)));
    }

    @Test
    void thePythonSdksDefaultsAndItsReadingOfTheShippedFilesAreTheShippedTables(@TempDir Path dir) throws Exception {
        Path both = shippedFile(dir);
        // Values written with Java escapes, so a trailing space ("no. ") survives the trip.
        String dump = "import sys; sys.path.insert(0, sys.argv[1]); import arbiter_sdk\n"
                + "d = arbiter_sdk.Dialect(path=sys.argv[2]) if len(sys.argv) > 2 else arbiter_sdk.Dialect(environ={})\n"
                + "for k in arbiter_sdk.DEFAULT_DIALECT: print(k + '=' + d[k].replace(' ', '\\\\u0020'))\n";
        String python = SDK.resolve("python").toString();
        assertMatchesShipped(run(List.of(JudgeKit.PYTHON, "-c", dump, python)));
        assertMatchesShipped(run(List.of(JudgeKit.PYTHON, "-c", dump, python, both.toString())));
    }

    @Test
    void theCSdksDefaultsAndItsReadingOfTheShippedFilesAreTheShippedTables(@TempDir Path dir) throws Exception {
        Path source = dir.resolve("dump.c");
        Files.writeString(source, """
                #define ARBITER_SDK_IMPLEMENTATION
                #include "arbiter_sdk.h"
                static void dump(const char *key, const char *value)
                {
                    printf("%s=", key);
                    for (; *value; value++) {
                        if (*value == ' ') printf("\\\\u0020"); else putchar(*value);
                    }
                    putchar('\\n');
                }
                int main(int argc, char **argv)
                {
                    arb_dialect d;
                    arb_dialect_defaults(&d);
                    for (int i = 1; i < argc; i++) {
                        if (arb_dialect_load(&d, argv[i]) != 0) return 1;
                    }
                    dump("lmc2.cmd.exit", d.cmd_exit);
                    dump("lmc2.cmd.new", d.cmd_new);
                    dump("lmc2.cmd.alphabet", d.cmd_alphabet);
                    dump("lmc2.cmd.moveRequest", d.cmd_move);
                    dump("lmc2.info.name", d.info_name);
                    dump("lmc2.chan.hint", d.chan_hint);
                    dump("lmc.comments", d.comments ? "true" : "false");
                    dump("taboo.dialect", d.taboo_verbatim ? "verbatim" : "hints-only");
                    dump("taboo.reply.wrongPrefix", d.taboo_wrong_prefix);
                    dump("taboo.reply.right", d.taboo_right);
                    dump("taboo.session.start", d.taboo_start);
                    dump("taboo.session.end", d.taboo_end);
                    return 0;
                }
                """);
        Path binary = dir.resolve("dump");
        run(List.of("cc", "-std=c11", "-pedantic", "-Wall", "-Wextra", "-Werror", "-I", SDK.resolve("c").toString(),
                "-o", binary.toString(), source.toString()));
        assertMatchesShipped(run(List.of(binary.toString())));
        assertMatchesShipped(run(List.of(binary.toString(), shippedFile(dir).toString())));
    }
}
