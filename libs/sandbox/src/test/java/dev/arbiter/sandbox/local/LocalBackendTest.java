package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxBackendContract;
import dev.arbiter.sandbox.WindowsStartContract;
import dev.arbiter.sandbox.uid.UidRange;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The sandbox contract on the local backend (bubblewrap, cgroups, rlimits), Windows starts, plus what is its own. */
class LocalBackendTest extends SandboxBackendContract implements WindowsStartContract {

    private static final LocalBackendConfig CONFIG = LocalBackendConfig.fromEnvironment();
    private static LocalBackend backend;

    @BeforeAll
    static void createBackend() {
        backend = LocalBackends.createOrSkip(CONFIG);
    }

    @AfterAll
    static void closeBackend() {
        if (backend != null) {
            backend.close();
        }
    }

    @Override
    public Sandbox backend() {
        return backend;
    }

    @Override
    protected List<String> residue() {
        return backend.residue();
    }

    @Override
    protected UidRange uids() {
        return CONFIG.uids();
    }

    @Test
    void aRunningEntryIsHeldInCgroupsOfItsOwn() throws Exception {
        var process = shell("sleep 600 & echo started; wait", ResourceLimits.defaults());
        assertThat(new String(process.stdout().readNBytes(8), StandardCharsets.US_ASCII)).isEqualTo("started\n");
        assertThat(backend.residue()).singleElement().asString().contains("with processes");
        process.kill();
        finish(process);
    }

    @Test
    void javaVirtualMachinesStillRunUnderTheSeccompFilter() throws Exception {
        // Temurin's and Debian's: both start threads with clone3 first (ENOSYS here, so clone) and probe the
        // host in ways the filter could trip on.
        var process = shell("for j in /usr/lib/jvm/temurin-25-jdk-amd64/bin/java /usr/lib/jvm/java-17-openjdk-amd64/bin/java;"
                + " do [ -x $j ] || continue; $j -Xmx64m -XX:+UseSerialGC -XX:-UsePerfData -version >/dev/null 2>&1; echo $j=$?; done",
                ResourceLimits.defaults());
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII).strip();
        assertThat(finish(process).exitCode()).isZero();
        assertThat(out.lines()).hasSize(2).allSatisfy(line -> assertThat(line).endsWith("/bin/java=0"));
    }

    @Test
    void anEntrySeesACuratedSystemNotTheHostsCompilersAdminToolsOrAccounts() throws Exception {
        // Each line names something of the host an entry must not find: a compiler, an admin tool, a host account.
        String hostAccount = Files.readAllLines(Path.of("/etc/passwd")).stream().map(l -> l.split(":")[0])
                .filter(name -> !name.equals("root")).findFirst().orElseThrow();
        var process = shell("for p in /usr/bin/gcc /usr/bin/cc /usr/bin/make /usr/bin/apt /usr/sbin /sbin/ /usr/local /usr/include;"
                + " do [ -e $p ] && echo \"sees $p\"; done;"
                + " grep -q '^" + hostAccount + ":' /etc/passwd && echo 'sees " + hostAccount + "'; echo checked", ResourceLimits.defaults());
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII);
        assertThat(finish(process).exitCode()).isZero();
        assertThat(out.lines()).containsExactly("checked");
    }

    @Test
    void theRuntimesAndAShellWithItsBasicCommandsStillRun() throws Exception {
        var process = shell("python3 -c 'import json, ctypes, multiprocessing; print(\"python3\")';"
                + " java -Xmx64m -XX:+UseSerialGC -XX:-UsePerfData -version >/dev/null 2>&1 && echo java;"
                + " command -v wine >/dev/null && echo wine;"
                + " echo b a | tr ' ' '\\n' | sort | head -n 1 | sed s/a/basic-commands/", ResourceLimits.defaults());
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII);
        finish(process);
        assertThat(out.lines()).containsExactly("python3", "java", "wine", "basic-commands");
    }

    @Test
    void aBuildSeesTheHostsToolchains() throws Exception {
        var process = backend.forBuilds().start(new dev.arbiter.sandbox.ProcessSpec("build",
                List.of("sh", "-c", "for c in cc make javac; do command -v $c; done"), null, java.util.Map.of(), ResourceLimits.defaults(), List.of()));
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII);
        finish(process);
        assertThat(out.lines()).hasSize(3);
    }
}
