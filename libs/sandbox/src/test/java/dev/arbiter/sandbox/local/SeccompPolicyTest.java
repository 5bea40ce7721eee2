package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.SeccompPolicy;
import dev.arbiter.sandbox.SeccompPolicy.Syscall;
import dev.arbiter.sandbox.SeccompPolicy.Verdict;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class SeccompPolicyTest {

    /** The kernel's x86-64 numbers, as the host's kernel headers have them (linux-libc-dev, beside libc6-dev). */
    private static final Path KERNEL_NUMBERS = Path.of("/usr/include/x86_64-linux-gnu/asm/unistd_64.h");

    @Test
    void everySyscallOfTheKernelHeadersIsListedUnderItsOwnNumber() throws Exception {
        assumeTrue(Files.isReadable(KERNEL_NUMBERS), "no kernel headers at " + KERNEL_NUMBERS);
        var kernel = new HashMap<String, Integer>();
        var define = Pattern.compile("#define __NR_(\\w+) (\\d+)").matcher(Files.readString(KERNEL_NUMBERS));
        while (define.find()) {
            kernel.put(define.group(1), Integer.parseInt(define.group(2)));
        }
        var listed = new HashMap<String, Integer>();
        SeccompPolicy.TABLE.forEach(s -> listed.put(s.name(), s.number()));
        // Calls newer than the host's headers are listed too; every one the headers know must be, by its number.
        assertThat(listed).containsAllEntriesOf(kernel);
    }

    @Test
    void theTableIsInAscendingOrderWithNoNumberTwice() {
        List<Integer> numbers = SeccompPolicy.TABLE.stream().map(Syscall::number).toList();
        assertThat(numbers).isSorted().doesNotHaveDuplicates();
        assertThat(numbers.getLast()).isLessThan(SeccompPolicy.X32_SYSCALL_BIT);
    }

    @Test
    void whatReachesPastTheRunOrIntoTheKernelIsRefused() {
        // Beyond Docker's profile, and what Docker's refuses to a container without capabilities.
        assertThat(SeccompPolicy.REFUSED).containsKeys("ptrace", "process_vm_readv", "process_vm_writev",
                "io_uring_setup", "io_uring_enter", "io_uring_register", "bpf", "perf_event_open", "userfaultfd",
                "keyctl", "add_key", "request_key",
                "mount", "umount2", "pivot_root", "unshare", "setns", "kexec_load", "init_module", "finit_module",
                "open_by_handle_at", "swapon", "clock_settime", "settimeofday", "reboot", "chroot", "lsm_list_modules");
        Map<String, Verdict> verdicts = new HashMap<>();
        SeccompPolicy.TABLE.forEach(s -> verdicts.put(s.name(), s.verdict()));
        assertThat(verdicts).containsEntry("clone", Verdict.CLONE_WITHOUT_NAMESPACES)
                .containsEntry("clone3", Verdict.NOT_IMPLEMENTED)
                .containsEntry("personality", Verdict.PERSONALITY_DOCKER_ALLOWS)
                .containsEntry("socket", Verdict.SOCKET_NOT_ALG_OR_VSOCK)
                .containsEntry("read", Verdict.ALLOW).containsEntry("execve", Verdict.ALLOW);
    }

    @Test
    void bothLaunchersInstallTheSharedAllowlistOnTheEntryAndWhatTheyPrestart() throws Exception {
        // Run from libs/sandbox (Maven's working directory for surefire).
        String stdio = Files.readString(Path.of("src/main/docker/arbiter-stdio.c"));
        String launch;
        try (InputStream in = LauncherBinary.class.getResourceAsStream("arbiter-launch.c")) {
            launch = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (String source : List.of(stdio, launch)) {
            assertThat(source).contains("#include \"arbiter-seccomp.h\"", "install_syscall_allowlist()")
                    .doesNotContain("sock_filter");
            String prestart = source.substring(source.indexOf("static void prestart("));
            prestart = prestart.substring(0, prestart.indexOf("\n}\n"));
            assertThat(prestart).contains("enter_syscall_allowlist();");
        }
    }
}
