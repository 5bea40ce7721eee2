/*
 * arbiter-seccomp.h: the system calls a sandboxed entry may make, and the seccomp filter (classic
 * BPF) built from them. Included by both backends' launchers, each a single C file compiled on its
 * own (arbiter-launch.c for local, arbiter-stdio.c in the docker images), so the two cannot drift.
 *
 * An allowlist: SYSCALLS below names every x86-64 system call with its verdict, and any number it
 * does not name (one the table's kernel did not have, an x32 call) is refused with EPERM. It follows
 * Docker's default seccomp profile for a container without capabilities, as moby/profiles has it in
 * seccomp/default.json at tag seccomp/v0.2.3 (commit 3c28324, May 2026): the same allowed calls, the
 * same argument conditions (clone without namespace flags, personality's five values, socket but
 * AF_ALG and AF_VSOCK), EPERM by default and ENOSYS for clone3, so the C library falls back to clone.
 * It is stricter where Docker is lax for us (REFUSED_BY_US):
 *   - ptrace and process_vm_readv/writev, which Docker allows: a sandbox's other processes (the local
 *     backend's bubblewrap init, Wine's server) share the entry's uid;
 *   - io_uring_*, bpf, perf_event_open, userfaultfd and the kernel keyrings (keyctl, add_key,
 *     request_key), refused whatever a later profile says: each has been a way into the kernel;
 *   - adjtimex, clock_adjtime and name_to_handle_at, which no entry needs;
 *   - only the x86-64 ABI: an i386 call (int 0x80) kills the process and an x32 one gets EPERM,
 *     where Docker allows both.
 * Newer calls than the table's are refused until a line names them; uretprobe (335), which no
 * header of ours names yet, is allowed as Docker does: only the kernel's own uretprobe trampoline may
 * call it, anyone else gets SIGILL.
 *
 * The filter: check the architecture, refuse x32, then find the call's number by binary search over
 * the ranges of equal verdicts (about 70; at most 7 comparisons instead of one per listed call), and
 * return its verdict. The kernel caches the verdict of every call whose path reads no argument, so
 * an allowed call that reads none costs next to nothing.
 *
 * SeccompPolicy (Java) reads this table; SeccompPolicyTest checks its numbers against the kernel's
 * headers and that what must be refused is; the sandbox contract and the hostile-entry suite make
 * the refused calls from inside a sandbox on each backend.
 */
#ifndef _GNU_SOURCE
#error "define _GNU_SOURCE before the first include: clone's CLONE_NEW* flags come from sched.h with it"
#endif
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <sys/prctl.h>

/* What happens to a call; ALLOW and the two REFUSED are plain, the others look at the first argument. */
enum verdict {
    ALLOW,
    REFUSED_BY_DOCKER,       /* EPERM: Docker's default profile refuses it without capabilities */
    REFUSED_BY_US,           /* EPERM: refused beyond Docker's profile (see above) */
    NOT_IMPLEMENTED,         /* ENOSYS, so the C library falls back to an older call (clone3 to clone) */
    CLONE_WITHOUT_NAMESPACES,/* allowed unless a CLONE_NEW* flag is set, then EPERM */
    PERSONALITY_DOCKER_ALLOWS, /* allowed for Docker's five personalities, else EPERM */
    SOCKET_NOT_ALG_OR_VSOCK, /* allowed but for AF_ALG (38) and AF_VSOCK (40), which get EPERM */
};

struct syscall_rule {
    uint32_t nr;
    enum verdict verdict;
};

/* x86-64 number, name (as arch/x86/entry/syscalls/syscall_64.tbl spells it), verdict; ascending. */
#define SYSCALL(nr, name, verdict) {(nr), (verdict)}

static const struct syscall_rule SYSCALLS[] = {
    /* BEGIN SYSCALLS (SeccompPolicy reads these lines) */
    SYSCALL(0, read, ALLOW),
    SYSCALL(1, write, ALLOW),
    SYSCALL(2, open, ALLOW),
    SYSCALL(3, close, ALLOW),
    SYSCALL(4, stat, ALLOW),
    SYSCALL(5, fstat, ALLOW),
    SYSCALL(6, lstat, ALLOW),
    SYSCALL(7, poll, ALLOW),
    SYSCALL(8, lseek, ALLOW),
    SYSCALL(9, mmap, ALLOW),
    SYSCALL(10, mprotect, ALLOW),
    SYSCALL(11, munmap, ALLOW),
    SYSCALL(12, brk, ALLOW),
    SYSCALL(13, rt_sigaction, ALLOW),
    SYSCALL(14, rt_sigprocmask, ALLOW),
    SYSCALL(15, rt_sigreturn, ALLOW),
    SYSCALL(16, ioctl, ALLOW),
    SYSCALL(17, pread64, ALLOW),
    SYSCALL(18, pwrite64, ALLOW),
    SYSCALL(19, readv, ALLOW),
    SYSCALL(20, writev, ALLOW),
    SYSCALL(21, access, ALLOW),
    SYSCALL(22, pipe, ALLOW),
    SYSCALL(23, select, ALLOW),
    SYSCALL(24, sched_yield, ALLOW),
    SYSCALL(25, mremap, ALLOW),
    SYSCALL(26, msync, ALLOW),
    SYSCALL(27, mincore, ALLOW),
    SYSCALL(28, madvise, ALLOW),
    SYSCALL(29, shmget, ALLOW),
    SYSCALL(30, shmat, ALLOW),
    SYSCALL(31, shmctl, ALLOW),
    SYSCALL(32, dup, ALLOW),
    SYSCALL(33, dup2, ALLOW),
    SYSCALL(34, pause, ALLOW),
    SYSCALL(35, nanosleep, ALLOW),
    SYSCALL(36, getitimer, ALLOW),
    SYSCALL(37, alarm, ALLOW),
    SYSCALL(38, setitimer, ALLOW),
    SYSCALL(39, getpid, ALLOW),
    SYSCALL(40, sendfile, ALLOW),
    SYSCALL(41, socket, SOCKET_NOT_ALG_OR_VSOCK),
    SYSCALL(42, connect, ALLOW),
    SYSCALL(43, accept, ALLOW),
    SYSCALL(44, sendto, ALLOW),
    SYSCALL(45, recvfrom, ALLOW),
    SYSCALL(46, sendmsg, ALLOW),
    SYSCALL(47, recvmsg, ALLOW),
    SYSCALL(48, shutdown, ALLOW),
    SYSCALL(49, bind, ALLOW),
    SYSCALL(50, listen, ALLOW),
    SYSCALL(51, getsockname, ALLOW),
    SYSCALL(52, getpeername, ALLOW),
    SYSCALL(53, socketpair, ALLOW),
    SYSCALL(54, setsockopt, ALLOW),
    SYSCALL(55, getsockopt, ALLOW),
    SYSCALL(56, clone, CLONE_WITHOUT_NAMESPACES),
    SYSCALL(57, fork, ALLOW),
    SYSCALL(58, vfork, ALLOW),
    SYSCALL(59, execve, ALLOW),
    SYSCALL(60, exit, ALLOW),
    SYSCALL(61, wait4, ALLOW),
    SYSCALL(62, kill, ALLOW),
    SYSCALL(63, uname, ALLOW),
    SYSCALL(64, semget, ALLOW),
    SYSCALL(65, semop, ALLOW),
    SYSCALL(66, semctl, ALLOW),
    SYSCALL(67, shmdt, ALLOW),
    SYSCALL(68, msgget, ALLOW),
    SYSCALL(69, msgsnd, ALLOW),
    SYSCALL(70, msgrcv, ALLOW),
    SYSCALL(71, msgctl, ALLOW),
    SYSCALL(72, fcntl, ALLOW),
    SYSCALL(73, flock, ALLOW),
    SYSCALL(74, fsync, ALLOW),
    SYSCALL(75, fdatasync, ALLOW),
    SYSCALL(76, truncate, ALLOW),
    SYSCALL(77, ftruncate, ALLOW),
    SYSCALL(78, getdents, ALLOW),
    SYSCALL(79, getcwd, ALLOW),
    SYSCALL(80, chdir, ALLOW),
    SYSCALL(81, fchdir, ALLOW),
    SYSCALL(82, rename, ALLOW),
    SYSCALL(83, mkdir, ALLOW),
    SYSCALL(84, rmdir, ALLOW),
    SYSCALL(85, creat, ALLOW),
    SYSCALL(86, link, ALLOW),
    SYSCALL(87, unlink, ALLOW),
    SYSCALL(88, symlink, ALLOW),
    SYSCALL(89, readlink, ALLOW),
    SYSCALL(90, chmod, ALLOW),
    SYSCALL(91, fchmod, ALLOW),
    SYSCALL(92, chown, ALLOW),
    SYSCALL(93, fchown, ALLOW),
    SYSCALL(94, lchown, ALLOW),
    SYSCALL(95, umask, ALLOW),
    SYSCALL(96, gettimeofday, ALLOW),
    SYSCALL(97, getrlimit, ALLOW),
    SYSCALL(98, getrusage, ALLOW),
    SYSCALL(99, sysinfo, ALLOW),
    SYSCALL(100, times, ALLOW),
    SYSCALL(101, ptrace, REFUSED_BY_US),
    SYSCALL(102, getuid, ALLOW),
    SYSCALL(103, syslog, REFUSED_BY_DOCKER),
    SYSCALL(104, getgid, ALLOW),
    SYSCALL(105, setuid, ALLOW),
    SYSCALL(106, setgid, ALLOW),
    SYSCALL(107, geteuid, ALLOW),
    SYSCALL(108, getegid, ALLOW),
    SYSCALL(109, setpgid, ALLOW),
    SYSCALL(110, getppid, ALLOW),
    SYSCALL(111, getpgrp, ALLOW),
    SYSCALL(112, setsid, ALLOW),
    SYSCALL(113, setreuid, ALLOW),
    SYSCALL(114, setregid, ALLOW),
    SYSCALL(115, getgroups, ALLOW),
    SYSCALL(116, setgroups, ALLOW),
    SYSCALL(117, setresuid, ALLOW),
    SYSCALL(118, getresuid, ALLOW),
    SYSCALL(119, setresgid, ALLOW),
    SYSCALL(120, getresgid, ALLOW),
    SYSCALL(121, getpgid, ALLOW),
    SYSCALL(122, setfsuid, ALLOW),
    SYSCALL(123, setfsgid, ALLOW),
    SYSCALL(124, getsid, ALLOW),
    SYSCALL(125, capget, ALLOW),
    SYSCALL(126, capset, ALLOW),
    SYSCALL(127, rt_sigpending, ALLOW),
    SYSCALL(128, rt_sigtimedwait, ALLOW),
    SYSCALL(129, rt_sigqueueinfo, ALLOW),
    SYSCALL(130, rt_sigsuspend, ALLOW),
    SYSCALL(131, sigaltstack, ALLOW),
    SYSCALL(132, utime, ALLOW),
    SYSCALL(133, mknod, ALLOW),
    SYSCALL(134, uselib, REFUSED_BY_DOCKER),
    SYSCALL(135, personality, PERSONALITY_DOCKER_ALLOWS),
    SYSCALL(136, ustat, REFUSED_BY_DOCKER),
    SYSCALL(137, statfs, ALLOW),
    SYSCALL(138, fstatfs, ALLOW),
    SYSCALL(139, sysfs, REFUSED_BY_DOCKER),
    SYSCALL(140, getpriority, ALLOW),
    SYSCALL(141, setpriority, ALLOW),
    SYSCALL(142, sched_setparam, ALLOW),
    SYSCALL(143, sched_getparam, ALLOW),
    SYSCALL(144, sched_setscheduler, ALLOW),
    SYSCALL(145, sched_getscheduler, ALLOW),
    SYSCALL(146, sched_get_priority_max, ALLOW),
    SYSCALL(147, sched_get_priority_min, ALLOW),
    SYSCALL(148, sched_rr_get_interval, ALLOW),
    SYSCALL(149, mlock, ALLOW),
    SYSCALL(150, munlock, ALLOW),
    SYSCALL(151, mlockall, ALLOW),
    SYSCALL(152, munlockall, ALLOW),
    SYSCALL(153, vhangup, REFUSED_BY_DOCKER),
    SYSCALL(154, modify_ldt, ALLOW),
    SYSCALL(155, pivot_root, REFUSED_BY_DOCKER),
    SYSCALL(156, _sysctl, REFUSED_BY_DOCKER),
    SYSCALL(157, prctl, ALLOW),
    SYSCALL(158, arch_prctl, ALLOW),
    SYSCALL(159, adjtimex, REFUSED_BY_US),
    SYSCALL(160, setrlimit, ALLOW),
    SYSCALL(161, chroot, REFUSED_BY_DOCKER),
    SYSCALL(162, sync, ALLOW),
    SYSCALL(163, acct, REFUSED_BY_DOCKER),
    SYSCALL(164, settimeofday, REFUSED_BY_DOCKER),
    SYSCALL(165, mount, REFUSED_BY_DOCKER),
    SYSCALL(166, umount2, REFUSED_BY_DOCKER),
    SYSCALL(167, swapon, REFUSED_BY_DOCKER),
    SYSCALL(168, swapoff, REFUSED_BY_DOCKER),
    SYSCALL(169, reboot, REFUSED_BY_DOCKER),
    SYSCALL(170, sethostname, REFUSED_BY_DOCKER),
    SYSCALL(171, setdomainname, REFUSED_BY_DOCKER),
    SYSCALL(172, iopl, REFUSED_BY_DOCKER),
    SYSCALL(173, ioperm, REFUSED_BY_DOCKER),
    SYSCALL(174, create_module, REFUSED_BY_DOCKER),
    SYSCALL(175, init_module, REFUSED_BY_DOCKER),
    SYSCALL(176, delete_module, REFUSED_BY_DOCKER),
    SYSCALL(177, get_kernel_syms, REFUSED_BY_DOCKER),
    SYSCALL(178, query_module, REFUSED_BY_DOCKER),
    SYSCALL(179, quotactl, REFUSED_BY_DOCKER),
    SYSCALL(180, nfsservctl, REFUSED_BY_DOCKER),
    SYSCALL(181, getpmsg, REFUSED_BY_DOCKER),
    SYSCALL(182, putpmsg, REFUSED_BY_DOCKER),
    SYSCALL(183, afs_syscall, REFUSED_BY_DOCKER),
    SYSCALL(184, tuxcall, REFUSED_BY_DOCKER),
    SYSCALL(185, security, REFUSED_BY_DOCKER),
    SYSCALL(186, gettid, ALLOW),
    SYSCALL(187, readahead, ALLOW),
    SYSCALL(188, setxattr, ALLOW),
    SYSCALL(189, lsetxattr, ALLOW),
    SYSCALL(190, fsetxattr, ALLOW),
    SYSCALL(191, getxattr, ALLOW),
    SYSCALL(192, lgetxattr, ALLOW),
    SYSCALL(193, fgetxattr, ALLOW),
    SYSCALL(194, listxattr, ALLOW),
    SYSCALL(195, llistxattr, ALLOW),
    SYSCALL(196, flistxattr, ALLOW),
    SYSCALL(197, removexattr, ALLOW),
    SYSCALL(198, lremovexattr, ALLOW),
    SYSCALL(199, fremovexattr, ALLOW),
    SYSCALL(200, tkill, ALLOW),
    SYSCALL(201, time, ALLOW),
    SYSCALL(202, futex, ALLOW),
    SYSCALL(203, sched_setaffinity, ALLOW),
    SYSCALL(204, sched_getaffinity, ALLOW),
    SYSCALL(205, set_thread_area, ALLOW),
    SYSCALL(206, io_setup, ALLOW),
    SYSCALL(207, io_destroy, ALLOW),
    SYSCALL(208, io_getevents, ALLOW),
    SYSCALL(209, io_submit, ALLOW),
    SYSCALL(210, io_cancel, ALLOW),
    SYSCALL(211, get_thread_area, ALLOW),
    SYSCALL(212, lookup_dcookie, REFUSED_BY_DOCKER),
    SYSCALL(213, epoll_create, ALLOW),
    SYSCALL(214, epoll_ctl_old, ALLOW),
    SYSCALL(215, epoll_wait_old, ALLOW),
    SYSCALL(216, remap_file_pages, ALLOW),
    SYSCALL(217, getdents64, ALLOW),
    SYSCALL(218, set_tid_address, ALLOW),
    SYSCALL(219, restart_syscall, ALLOW),
    SYSCALL(220, semtimedop, ALLOW),
    SYSCALL(221, fadvise64, ALLOW),
    SYSCALL(222, timer_create, ALLOW),
    SYSCALL(223, timer_settime, ALLOW),
    SYSCALL(224, timer_gettime, ALLOW),
    SYSCALL(225, timer_getoverrun, ALLOW),
    SYSCALL(226, timer_delete, ALLOW),
    SYSCALL(227, clock_settime, REFUSED_BY_DOCKER),
    SYSCALL(228, clock_gettime, ALLOW),
    SYSCALL(229, clock_getres, ALLOW),
    SYSCALL(230, clock_nanosleep, ALLOW),
    SYSCALL(231, exit_group, ALLOW),
    SYSCALL(232, epoll_wait, ALLOW),
    SYSCALL(233, epoll_ctl, ALLOW),
    SYSCALL(234, tgkill, ALLOW),
    SYSCALL(235, utimes, ALLOW),
    SYSCALL(236, vserver, REFUSED_BY_DOCKER),
    SYSCALL(237, mbind, REFUSED_BY_DOCKER),
    SYSCALL(238, set_mempolicy, REFUSED_BY_DOCKER),
    SYSCALL(239, get_mempolicy, REFUSED_BY_DOCKER),
    SYSCALL(240, mq_open, ALLOW),
    SYSCALL(241, mq_unlink, ALLOW),
    SYSCALL(242, mq_timedsend, ALLOW),
    SYSCALL(243, mq_timedreceive, ALLOW),
    SYSCALL(244, mq_notify, ALLOW),
    SYSCALL(245, mq_getsetattr, ALLOW),
    SYSCALL(246, kexec_load, REFUSED_BY_DOCKER),
    SYSCALL(247, waitid, ALLOW),
    SYSCALL(248, add_key, REFUSED_BY_US),
    SYSCALL(249, request_key, REFUSED_BY_US),
    SYSCALL(250, keyctl, REFUSED_BY_US),
    SYSCALL(251, ioprio_set, ALLOW),
    SYSCALL(252, ioprio_get, ALLOW),
    SYSCALL(253, inotify_init, ALLOW),
    SYSCALL(254, inotify_add_watch, ALLOW),
    SYSCALL(255, inotify_rm_watch, ALLOW),
    SYSCALL(256, migrate_pages, REFUSED_BY_DOCKER),
    SYSCALL(257, openat, ALLOW),
    SYSCALL(258, mkdirat, ALLOW),
    SYSCALL(259, mknodat, ALLOW),
    SYSCALL(260, fchownat, ALLOW),
    SYSCALL(261, futimesat, ALLOW),
    SYSCALL(262, newfstatat, ALLOW),
    SYSCALL(263, unlinkat, ALLOW),
    SYSCALL(264, renameat, ALLOW),
    SYSCALL(265, linkat, ALLOW),
    SYSCALL(266, symlinkat, ALLOW),
    SYSCALL(267, readlinkat, ALLOW),
    SYSCALL(268, fchmodat, ALLOW),
    SYSCALL(269, faccessat, ALLOW),
    SYSCALL(270, pselect6, ALLOW),
    SYSCALL(271, ppoll, ALLOW),
    SYSCALL(272, unshare, REFUSED_BY_DOCKER),
    SYSCALL(273, set_robust_list, ALLOW),
    SYSCALL(274, get_robust_list, ALLOW),
    SYSCALL(275, splice, ALLOW),
    SYSCALL(276, tee, ALLOW),
    SYSCALL(277, sync_file_range, ALLOW),
    SYSCALL(278, vmsplice, ALLOW),
    SYSCALL(279, move_pages, REFUSED_BY_DOCKER),
    SYSCALL(280, utimensat, ALLOW),
    SYSCALL(281, epoll_pwait, ALLOW),
    SYSCALL(282, signalfd, ALLOW),
    SYSCALL(283, timerfd_create, ALLOW),
    SYSCALL(284, eventfd, ALLOW),
    SYSCALL(285, fallocate, ALLOW),
    SYSCALL(286, timerfd_settime, ALLOW),
    SYSCALL(287, timerfd_gettime, ALLOW),
    SYSCALL(288, accept4, ALLOW),
    SYSCALL(289, signalfd4, ALLOW),
    SYSCALL(290, eventfd2, ALLOW),
    SYSCALL(291, epoll_create1, ALLOW),
    SYSCALL(292, dup3, ALLOW),
    SYSCALL(293, pipe2, ALLOW),
    SYSCALL(294, inotify_init1, ALLOW),
    SYSCALL(295, preadv, ALLOW),
    SYSCALL(296, pwritev, ALLOW),
    SYSCALL(297, rt_tgsigqueueinfo, ALLOW),
    SYSCALL(298, perf_event_open, REFUSED_BY_US),
    SYSCALL(299, recvmmsg, ALLOW),
    SYSCALL(300, fanotify_init, REFUSED_BY_DOCKER),
    SYSCALL(301, fanotify_mark, ALLOW),
    SYSCALL(302, prlimit64, ALLOW),
    SYSCALL(303, name_to_handle_at, REFUSED_BY_US),
    SYSCALL(304, open_by_handle_at, REFUSED_BY_DOCKER),
    SYSCALL(305, clock_adjtime, REFUSED_BY_US),
    SYSCALL(306, syncfs, ALLOW),
    SYSCALL(307, sendmmsg, ALLOW),
    SYSCALL(308, setns, REFUSED_BY_DOCKER),
    SYSCALL(309, getcpu, ALLOW),
    SYSCALL(310, process_vm_readv, REFUSED_BY_US),
    SYSCALL(311, process_vm_writev, REFUSED_BY_US),
    SYSCALL(312, kcmp, REFUSED_BY_DOCKER),
    SYSCALL(313, finit_module, REFUSED_BY_DOCKER),
    SYSCALL(314, sched_setattr, ALLOW),
    SYSCALL(315, sched_getattr, ALLOW),
    SYSCALL(316, renameat2, ALLOW),
    SYSCALL(317, seccomp, ALLOW),
    SYSCALL(318, getrandom, ALLOW),
    SYSCALL(319, memfd_create, ALLOW),
    SYSCALL(320, kexec_file_load, REFUSED_BY_DOCKER),
    SYSCALL(321, bpf, REFUSED_BY_US),
    SYSCALL(322, execveat, ALLOW),
    SYSCALL(323, userfaultfd, REFUSED_BY_US),
    SYSCALL(324, membarrier, ALLOW),
    SYSCALL(325, mlock2, ALLOW),
    SYSCALL(326, copy_file_range, ALLOW),
    SYSCALL(327, preadv2, ALLOW),
    SYSCALL(328, pwritev2, ALLOW),
    SYSCALL(329, pkey_mprotect, ALLOW),
    SYSCALL(330, pkey_alloc, ALLOW),
    SYSCALL(331, pkey_free, ALLOW),
    SYSCALL(332, statx, ALLOW),
    SYSCALL(333, io_pgetevents, ALLOW),
    SYSCALL(334, rseq, ALLOW),
    SYSCALL(335, uretprobe, ALLOW),
    SYSCALL(424, pidfd_send_signal, ALLOW),
    SYSCALL(425, io_uring_setup, REFUSED_BY_US),
    SYSCALL(426, io_uring_enter, REFUSED_BY_US),
    SYSCALL(427, io_uring_register, REFUSED_BY_US),
    SYSCALL(428, open_tree, REFUSED_BY_DOCKER),
    SYSCALL(429, move_mount, REFUSED_BY_DOCKER),
    SYSCALL(430, fsopen, REFUSED_BY_DOCKER),
    SYSCALL(431, fsconfig, REFUSED_BY_DOCKER),
    SYSCALL(432, fsmount, REFUSED_BY_DOCKER),
    SYSCALL(433, fspick, REFUSED_BY_DOCKER),
    SYSCALL(434, pidfd_open, ALLOW),
    SYSCALL(435, clone3, NOT_IMPLEMENTED),
    SYSCALL(436, close_range, ALLOW),
    SYSCALL(437, openat2, ALLOW),
    SYSCALL(438, pidfd_getfd, REFUSED_BY_DOCKER),
    SYSCALL(439, faccessat2, ALLOW),
    SYSCALL(440, process_madvise, REFUSED_BY_DOCKER),
    SYSCALL(441, epoll_pwait2, ALLOW),
    SYSCALL(442, mount_setattr, REFUSED_BY_DOCKER),
    SYSCALL(443, quotactl_fd, REFUSED_BY_DOCKER),
    SYSCALL(444, landlock_create_ruleset, ALLOW),
    SYSCALL(445, landlock_add_rule, ALLOW),
    SYSCALL(446, landlock_restrict_self, ALLOW),
    SYSCALL(447, memfd_secret, ALLOW),
    SYSCALL(448, process_mrelease, ALLOW),
    SYSCALL(449, futex_waitv, ALLOW),
    SYSCALL(450, set_mempolicy_home_node, REFUSED_BY_DOCKER),
    SYSCALL(451, cachestat, ALLOW),
    SYSCALL(452, fchmodat2, ALLOW),
    SYSCALL(453, map_shadow_stack, ALLOW),
    SYSCALL(454, futex_wake, ALLOW),
    SYSCALL(455, futex_wait, ALLOW),
    SYSCALL(456, futex_requeue, ALLOW),
    SYSCALL(457, statmount, ALLOW),
    SYSCALL(458, listmount, ALLOW),
    SYSCALL(459, lsm_get_self_attr, REFUSED_BY_DOCKER),
    SYSCALL(460, lsm_set_self_attr, REFUSED_BY_DOCKER),
    SYSCALL(461, lsm_list_modules, REFUSED_BY_DOCKER),
    SYSCALL(462, mseal, ALLOW),
    SYSCALL(463, setxattrat, ALLOW),
    SYSCALL(464, getxattrat, ALLOW),
    SYSCALL(465, listxattrat, ALLOW),
    SYSCALL(466, removexattrat, ALLOW),
    /* END SYSCALLS */
};

/* The namespace flags clone may not carry (Docker's mask 0x7E020000); all are in its low 32 bits. */
#define NAMESPACE_FLAGS (CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER \
    | CLONE_NEWPID | CLONE_NEWNET)
_Static_assert(NAMESPACE_FLAGS == 0x7E020000, "Docker's clone mask");
#define X32_SYSCALL_BIT 0x40000000u
/* The low 32 bits of the first argument (x86-64 is little-endian): all that clone's namespace flags,
 * a personality and a socket family use; the kernel truncates the last two to 32 bits itself. */
#define ARG0_LOW offsetof(struct seccomp_data, args[0])
/* Far more than the ~160 instructions the table makes; the kernel takes up to 4096. */
#define FILTER_MAX 1024

#define STMT(code, k) ((struct sock_filter) BPF_STMT((code), (k)))
#define JUMP(code, k, jt, jf) ((struct sock_filter) BPF_JUMP((code), (k), (jt), (jf)))
#define RETURN(action) STMT(BPF_RET | BPF_K, (action))
#define REFUSE_WITH(error) RETURN(SECCOMP_RET_ERRNO | (error))

struct filter_builder {
    struct sock_filter code[FILTER_MAX];
    size_t len;
    int broken; /* the table is out of order, or the filter outgrew FILTER_MAX or a jump's 255 */
};

/* Numbers from one to the next with the same verdict; a range ends where the next one starts. */
struct verdict_range {
    uint32_t first;
    enum verdict verdict;
};

static void emit(struct filter_builder *b, struct sock_filter insn)
{
    if (b->len < FILTER_MAX) {
        b->code[b->len] = insn;
    } else {
        b->broken = 1;
    }
    b->len++;
}

static int refused(enum verdict v)
{
    return v == REFUSED_BY_DOCKER || v == REFUSED_BY_US;
}

/* Appends a range unless it continues the last one (the same plain verdict). */
static void add_range(struct verdict_range *ranges, size_t *n, uint32_t first, enum verdict v)
{
    if (*n > 0) {
        enum verdict last = ranges[*n - 1].verdict;
        if ((last == ALLOW && v == ALLOW) || (refused(last) && refused(v))) {
            return;
        }
    }
    ranges[(*n)++] = (struct verdict_range) {.first = first, .verdict = v};
}

/* SYSCALLS as ranges covering every number below X32_SYSCALL_BIT; what it does not list is refused. */
static size_t verdict_ranges(struct filter_builder *b, struct verdict_range *ranges)
{
    size_t n = 0;
    uint32_t next = 0; /* the first number no range covers yet */
    for (size_t i = 0; i < sizeof SYSCALLS / sizeof SYSCALLS[0]; i++) {
        const struct syscall_rule *rule = &SYSCALLS[i];
        if (rule->nr < next || rule->nr >= X32_SYSCALL_BIT) {
            b->broken = 1;
            return 0;
        }
        if (rule->nr > next) {
            add_range(ranges, &n, next, REFUSED_BY_US);
        }
        add_range(ranges, &n, rule->nr, rule->verdict);
        next = rule->nr + 1;
    }
    add_range(ranges, &n, next, REFUSED_BY_US);
    return n;
}

/* The code for one verdict, entered with the call's number in A; it always returns. */
static void emit_verdict(struct filter_builder *b, enum verdict v)
{
    static const uint32_t personalities[] = {0x0, 0x8, 0x20000, 0x20008, 0xffffffff};
    const uint8_t count = sizeof personalities / sizeof personalities[0];
    switch (v) {
    case ALLOW:
        emit(b, RETURN(SECCOMP_RET_ALLOW));
        return;
    case NOT_IMPLEMENTED:
        emit(b, REFUSE_WITH(ENOSYS));
        return;
    case CLONE_WITHOUT_NAMESPACES:
        emit(b, STMT(BPF_LD | BPF_W | BPF_ABS, ARG0_LOW));
        emit(b, JUMP(BPF_JMP | BPF_JSET | BPF_K, NAMESPACE_FLAGS, 1, 0));
        emit(b, RETURN(SECCOMP_RET_ALLOW));
        emit(b, REFUSE_WITH(EPERM));
        return;
    case PERSONALITY_DOCKER_ALLOWS:
        emit(b, STMT(BPF_LD | BPF_W | BPF_ABS, ARG0_LOW));
        for (uint8_t i = 0; i < count; i++) {
            emit(b, JUMP(BPF_JMP | BPF_JEQ | BPF_K, personalities[i], count - i, 0));
        }
        emit(b, REFUSE_WITH(EPERM));
        emit(b, RETURN(SECCOMP_RET_ALLOW));
        return;
    case SOCKET_NOT_ALG_OR_VSOCK:
        emit(b, STMT(BPF_LD | BPF_W | BPF_ABS, ARG0_LOW));
        emit(b, JUMP(BPF_JMP | BPF_JEQ | BPF_K, 38 /* AF_ALG */, 2, 0));
        emit(b, JUMP(BPF_JMP | BPF_JEQ | BPF_K, 40 /* AF_VSOCK */, 1, 0));
        emit(b, RETURN(SECCOMP_RET_ALLOW));
        emit(b, REFUSE_WITH(EPERM));
        return;
    case REFUSED_BY_DOCKER:
    case REFUSED_BY_US:
        break;
    }
    emit(b, REFUSE_WITH(EPERM));
}

/*
 * Binary search over ranges[0..count) for the number in A: a node jumps past its lower half when the
 * number is at least where its upper half starts. Every leaf returns, so no half falls into the next.
 */
static void emit_search(struct filter_builder *b, const struct verdict_range *ranges, size_t count)
{
    if (count == 1) {
        emit_verdict(b, ranges[0].verdict);
        return;
    }
    size_t half = count / 2;
    size_t node = b->len;
    emit(b, JUMP(BPF_JMP | BPF_JGE | BPF_K, ranges[half].first, 0, 0));
    emit_search(b, ranges, half);
    size_t lower = b->len - node - 1;
    if (lower > 255) {
        b->broken = 1;
    } else if (node < FILTER_MAX) {
        b->code[node].jt = (uint8_t) lower;
    }
    emit_search(b, ranges + half, count - half);
}

static void build_filter(struct filter_builder *b)
{
    static struct verdict_range ranges[2 * sizeof SYSCALLS / sizeof SYSCALLS[0] + 2];
    b->len = 0;
    b->broken = 0;
    /* Another architecture's calls (int 0x80 is i386) have other numbers: end the process. */
    emit(b, STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)));
    emit(b, JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0));
    emit(b, RETURN(SECCOMP_RET_KILL_PROCESS));
    emit(b, STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)));
    emit(b, JUMP(BPF_JMP | BPF_JGE | BPF_K, X32_SYSCALL_BIT, 0, 1));
    emit(b, REFUSE_WITH(EPERM));
    size_t count = verdict_ranges(b, ranges);
    if (count > 0) {
        emit_search(b, ranges, count);
    }
}

/*
 * Puts this process under the allowlist, for good: what it execs and starts inherits the filter and
 * cannot drop it. Returns 0, or -1 with errno set (EINVAL: the table above is out of order).
 */
static int install_syscall_allowlist(void)
{
    static struct filter_builder b;
    build_filter(&b);
    if (b.broken) {
        errno = EINVAL;
        return -1;
    }
    struct sock_fprog program = {.len = (unsigned short) b.len, .filter = b.code};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) {
        return -1;
    }
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program);
}
