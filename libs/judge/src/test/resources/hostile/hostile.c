/*
 * hostile - an LMC player that attacks its sandbox, for the hostile-entry suite. One program, one
 * attack per mode, so every attack shares the same few lines of protocol:
 *
 *   hostile fork-bomb            at move 1: fork until refused, then keep trying; never answers
 *   hostile memory-hog           at move 1: allocate and touch memory until killed
 *   hostile cpu-spin             before naming itself: spin until killed
 *   hostile connect PORT         at start: connect to 127.0.0.1:PORT, report, then play fairly
 *   hostile write PATH...        at start: create each PATH, report, then play fairly
 *   hostile read PATH...         at start: read each PATH, report, then play fairly
 *   hostile kill PID             at start: SIGKILL its parent, PID (the judge) and everyone (-1), report, play fairly
 *   hostile processes            at start: report the name and seccomp mode of every process it can see, play fairly
 *   hostile syscalls             at start: make system calls the sandbox's allowlist refuses, report each, play fairly
 *
 * Reports go to stderr, one line each ("connect 127.0.0.1:4000: failed: Connection refused"), so a
 * test can tell an attack that was stopped from one that never ran. Builds for Linux and, for
 * `connect` and `processes` only, for Windows with x86_64-w64-mingw32-gcc (-lws2_32).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

static void say(const char *line)
{
    printf("%s\n", line);
    fflush(stdout);
}

static void connect_to(int port)
{
    struct sockaddr_in addr;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_port = htons((unsigned short) port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
#ifdef _WIN32
    WSADATA wsa;
    WSAStartup(MAKEWORD(2, 2), &wsa);
    SOCKET s = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
    if (s == INVALID_SOCKET || connect(s, (struct sockaddr *) &addr, sizeof addr) != 0) {
        fprintf(stderr, "connect 127.0.0.1:%d: failed: winsock error %d\n", port, WSAGetLastError());
    } else {
        fprintf(stderr, "connect 127.0.0.1:%d: connected\n", port);
    }
#else
    int s = socket(AF_INET, SOCK_STREAM, 0);
    if (s < 0 || connect(s, (struct sockaddr *) &addr, sizeof addr) != 0) {
        fprintf(stderr, "connect 127.0.0.1:%d: failed: %s\n", port, strerror(errno));
    } else {
        fprintf(stderr, "connect 127.0.0.1:%d: connected\n", port);
    }
#endif
    fflush(stderr);
}

/*
 * What another process in the sandbox would offer an entry that writes its memory through /proc/PID/mem
 * (same uid, dumpable): a process outside the seccomp filter runs whatever is written there unfiltered.
 * Under Wine, Z: is the sandbox's own root, so the same /proc is read through it.
 */
static void list_processes(void)
{
    for (int pid = 1; pid <= 4096; pid++) {
        char path[64];
#ifdef _WIN32
        snprintf(path, sizeof path, "Z:\\proc\\%d\\status", pid);
#else
        snprintf(path, sizeof path, "/proc/%d/status", pid);
#endif
        FILE *f = fopen(path, "r");
        if (f == NULL) {
            continue;
        }
        char line[256], name[128] = "?", seccomp[32] = "?";
        while (fgets(line, sizeof line, f) != NULL) {
            if (strncmp(line, "Name:", 5) == 0) {
                sscanf(line + 5, "%127s", name);
            } else if (strncmp(line, "Seccomp:", 8) == 0) {
                sscanf(line + 8, "%31s", seccomp);
            }
        }
        fclose(f);
        fprintf(stderr, "process %d %s seccomp %s\n", pid, name, seccomp);
    }
    fprintf(stderr, "processes listed\n");
}

#ifndef _WIN32
static void write_files(int n, char **paths)
{
    for (int i = 0; i < n; i++) {
        FILE *f = fopen(paths[i], "w");
        if (f == NULL || fputs("hostile was here\n", f) < 0 || fclose(f) != 0) {
            fprintf(stderr, "write %s: failed: %s\n", paths[i], strerror(errno));
        } else {
            fprintf(stderr, "write %s: ok\n", paths[i]);
        }
    }
}

static void read_files(int n, char **paths)
{
    for (int i = 0; i < n; i++) {
        char buf[256];
        FILE *f = fopen(paths[i], "r");
        if (f == NULL) {
            fprintf(stderr, "read %s: failed: %s\n", paths[i], strerror(errno));
            continue;
        }
        size_t got = fread(buf, 1, sizeof buf - 1, f);
        buf[got] = '\0';
        fclose(f);
        fprintf(stderr, "read %s: ok: %s\n", paths[i], buf);
    }
}

/*
 * System calls outside the sandbox's allowlist, each with arguments that would do no harm if it got
 * through. EPERM is the seccomp filter's answer; the kernel's own would mostly be EFAULT, EINVAL or
 * ENOSYS (chroot and lsm_list_modules were allowed by the filter's earlier denylist).
 */
static void try_syscalls(void)
{
    static const struct {
        const char *name;
        long nr, arg0;
    } calls[] = {
        {"mount", SYS_mount, 0}, {"unshare", SYS_unshare, 0x10000000 /* CLONE_NEWUSER */},
        {"kexec_load", SYS_kexec_load, 0}, {"open_by_handle_at", SYS_open_by_handle_at, 0},
        {"setns", SYS_setns, 0}, {"swapon", SYS_swapon, 0}, {"init_module", SYS_init_module, 0},
        {"clock_settime", SYS_clock_settime, 0}, {"pivot_root", SYS_pivot_root, 0},
        {"chroot", SYS_chroot, 0}, {"lsm_list_modules", 461, 0}, {"io_uring_setup", SYS_io_uring_setup, 0},
        {"bpf", SYS_bpf, 0}, {"perf_event_open", SYS_perf_event_open, 0}, {"userfaultfd", SYS_userfaultfd, 0},
        {"keyctl", SYS_keyctl, 0}, {"add_key", SYS_add_key, 0}, {"request_key", SYS_request_key, 0},
        {"ptrace", SYS_ptrace, 2 /* PTRACE_PEEKDATA of its parent */}, {"unassigned", 1000, 0},
    };
    for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++) {
        long pid = calls[i].nr == SYS_ptrace ? (long) getppid() : 0;
        errno = 0;
        long r = syscall(calls[i].nr, calls[i].arg0, pid, 0L, 0L);
        fprintf(stderr, "syscall %s: %s\n", calls[i].name, r == -1 ? strerror(errno) : "ok");
    }
}

static void kill_report(const char *what, pid_t pid)
{
    if (kill(pid, SIGKILL) != 0) {
        fprintf(stderr, "kill %s (%d): failed: %s\n", what, (int) pid, strerror(errno));
    } else {
        fprintf(stderr, "kill %s (%d): sent\n", what, (int) pid);
    }
}

static void fork_bomb(void)
{
    int forked = 0;
    for (;;) {
        pid_t pid = fork();
        if (pid == 0) {
            for (;;) {
                fork();
                pause();
            }
        }
        if (pid < 0) {
            fprintf(stderr, "fork failed after %d processes: %s\n", forked, strerror(errno));
            fflush(stderr);
            for (;;) {
                fork(); /* keep pressing on the limit */
            }
        }
        forked++;
    }
}

static void memory_hog(void)
{
    for (size_t total = 0;; total += 16u << 20) {
        char *chunk = malloc(16u << 20);
        if (chunk == NULL) {
            fprintf(stderr, "malloc failed after %zu MiB\n", total >> 20);
            fflush(stderr);
            continue;
        }
        memset(chunk, 0xa5, 16u << 20); /* touch it, or it costs nothing */
    }
}
#endif

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "";
    setvbuf(stdout, NULL, _IOFBF, 1 << 16);
    if (strcmp(mode, "cpu-spin") == 0) {
        for (volatile unsigned long i = 0;; i++) {
        }
    }
    if (strcmp(mode, "connect") == 0 && argc > 2) {
        connect_to(atoi(argv[2]));
    }
    if (strcmp(mode, "processes") == 0) {
        list_processes();
    }
#ifndef _WIN32
    if (strcmp(mode, "write") == 0) {
        write_files(argc - 2, argv + 2);
    } else if (strcmp(mode, "read") == 0) {
        read_files(argc - 2, argv + 2);
    } else if (strcmp(mode, "syscalls") == 0) {
        try_syscalls();
    } else if (strcmp(mode, "kill") == 0 && argc > 2) {
        kill_report("parent", getppid());
        kill_report("judge", (pid_t) atol(argv[2]));
        kill_report("everyone", -1);
    }
#endif
    fflush(stderr);
    say("@info name hostile");

    char line[4096];
    int moves = 0;
    while (fgets(line, sizeof line, stdin) != NULL) {
        if (strncmp(line, "@command exit", 13) == 0) {
            return 0;
        }
        if (strncmp(line, "@command move", 13) != 0) {
            continue;
        }
        moves++;
#ifndef _WIN32
        if (moves == 1 && strcmp(mode, "fork-bomb") == 0) {
            fork_bomb();
        }
        if (moves == 1 && strcmp(mode, "memory-hog") == 0) {
            memory_hog();
        }
#endif
        say("@output rock");
    }
    return 0;
}
