package dev.arbiter.sandbox;

import dev.arbiter.sandbox.SeccompPolicy.Syscall;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The filter the launchers build from arbiter-seccomp.h, judged without a sandbox: a test program
 * (seccomp/filter-verdicts.c) builds it with the header's own code and runs it in an interpreter on
 * every number below 1024 and on the arguments that decide a verdict, so an allowed call the search
 * tree got wrong shows here, not only the refused ones a sandbox can safely try.
 */
class SeccompFilterTest {

    private static final String X86_64 = "0xc000003e";
    private static List<String> verdicts;

    @BeforeAll
    static void runTheFilterOnEveryCase() throws Exception {
        Path work = Files.createDirectories(Path.of("target", "seccomp-filter"));
        Files.writeString(work.resolve("arbiter-seccomp.h"), SeccompPolicy.header());
        Path source = work.resolve("filter-verdicts.c");
        try (InputStream in = SeccompFilterTest.class.getResourceAsStream("/seccomp/filter-verdicts.c")) {
            Files.write(source, in.readAllBytes());
        }
        Path binary = work.resolve("filter-verdicts");
        run(List.of("cc", "-O2", "-Wall", "-o", binary.toString(), source.toString()));
        verdicts = run(List.of(binary.toString())).lines().toList();
    }

    private static String run(List<String> command) throws IOException, InterruptedException {
        var process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(String.join(" ", command) + ":\n" + out).isZero();
        return out;
    }

    @Test
    void everyNumberGetsTheVerdictOfItsLineAndAnUnlistedOneIsRefused() {
        Map<Integer, Syscall> table = SeccompPolicy.TABLE.stream()
                .collect(Collectors.toMap(Syscall::number, Function.identity()));
        var expected = new ArrayList<String>();
        for (int nr = 0; nr < 1024; nr++) {
            Syscall listed = table.get(nr);
            String verdict = listed == null || listed.verdict().refused() ? "errno 1"
                    : listed.verdict() == SeccompPolicy.Verdict.NOT_IMPLEMENTED ? "errno 38"
                    : "allow"; // clone without flags, personality 0 and socket family 0 are allowed
            expected.add(nr + " 0 " + X86_64 + " " + verdict);
        }
        assertThat(verdicts.subList(0, 1024)).containsExactlyElementsOf(expected);
    }

    @Test
    void theArgumentsDockerRefusesAreRefusedAndTheOthersAllowed() {
        assertThat(verdicts).contains(
                "56 0x10000200 " + X86_64 + " errno 1", // CLONE_NEWUSER
                "56 0x20000 " + X86_64 + " errno 1", // CLONE_NEWNS
                "56 0x40000000 " + X86_64 + " errno 1", // CLONE_NEWNET
                "56 0x1200011 " + X86_64 + " allow", // what fork passes
                "135 0x8 " + X86_64 + " allow",
                "135 0x20000 " + X86_64 + " allow",
                "135 0x20008 " + X86_64 + " allow",
                "135 0xffffffff " + X86_64 + " allow",
                "135 0x40000 " + X86_64 + " errno 1", // ADDR_NO_RANDOMIZE
                "41 0x1 " + X86_64 + " allow",
                "41 0x2 " + X86_64 + " allow",
                "41 0xa " + X86_64 + " allow",
                "41 0x10 " + X86_64 + " allow",
                "41 0x26 " + X86_64 + " errno 1", // AF_ALG
                "41 0x27 " + X86_64 + " allow",
                "41 0x28 " + X86_64 + " errno 1", // AF_VSOCK
                "41 0x29 " + X86_64 + " allow");
    }

    @Test
    void anX32CallIsRefusedAndAnI386CallKillsTheProcess() {
        assertThat(verdicts).contains((0x40000000 | 39) + " 0 " + X86_64 + " errno 1", "20 0 0x40000003 kill");
    }
}
