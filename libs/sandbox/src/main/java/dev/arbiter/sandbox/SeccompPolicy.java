package dev.arbiter.sandbox;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The system calls no entry may make (x86-64 numbers), on every backend: what Docker's default
 * profile refuses, plus ptrace and process_vm_* (PID 1 of a sandbox may share the entry's uid),
 * io_uring, bpf, perf_event_open, userfaultfd and the kernel keyrings. Each is refused with EPERM.
 * Besides these: clone3 gets ENOSYS (the C library falls back to clone), clone with a namespace flag
 * and personality other than Docker's allowed values get EPERM.
 *
 * <p>The local backend's launcher (arbiter-launch.c, {@code refuse_dangerous_syscalls}) holds the
 * same list as BPF; SeccompPolicyTest checks the two agree, and the backend contract tries each one
 * from inside a sandbox.
 */
public final class SeccompPolicy {

    /** Name to x86-64 system call number, refused with EPERM. */
    public static final Map<String, Integer> REFUSED = refused();

    public static final int CLONE = 56;
    public static final int CLONE3 = 435;
    public static final int PERSONALITY = 135;

    private static Map<String, Integer> refused() {
        var m = new LinkedHashMap<String, Integer>();
        Object[] list = {
            "ptrace", 101, "process_vm_readv", 310, "process_vm_writev", 311,
            "io_uring_setup", 425, "io_uring_enter", 426, "io_uring_register", 427,
            "bpf", 321, "perf_event_open", 298, "userfaultfd", 323,
            "keyctl", 250, "add_key", 248, "request_key", 249,
            "mount", 165, "umount2", 166, "pivot_root", 155, "swapon", 167, "swapoff", 168, "reboot", 169,
            "kexec_load", 246, "kexec_file_load", 320,
            "init_module", 175, "finit_module", 313, "delete_module", 176,
            "create_module", 174, "get_kernel_syms", 177, "query_module", 178, "acct", 163,
            "settimeofday", 164, "clock_settime", 227, "clock_adjtime", 305, "adjtimex", 159,
            "iopl", 172, "ioperm", 173, "unshare", 272, "setns", 308,
            "name_to_handle_at", 303, "open_by_handle_at", 304, "lookup_dcookie", 212,
            "quotactl", 179, "quotactl_fd", 443, "kcmp", 312, "fanotify_init", 300, "vhangup", 153,
            "_sysctl", 156, "uselib", 134, "ustat", 136, "sysfs", 139, "syslog", 103, "nfsservctl", 180,
            "mbind", 237, "set_mempolicy", 238, "get_mempolicy", 239, "move_pages", 279,
            "set_mempolicy_home_node", 450,
            "open_tree", 428, "move_mount", 429, "fsopen", 430, "fsconfig", 431, "fsmount", 432, "fspick", 433,
            "mount_setattr", 442, "pidfd_getfd", 438,
        };
        for (int i = 0; i < list.length; i += 2) {
            m.put((String) list[i], (Integer) list[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(m);
    }

    private SeccompPolicy() {
    }
}
