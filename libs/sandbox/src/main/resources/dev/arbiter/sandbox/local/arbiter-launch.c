/*
 * arbiter-launch: the local backend's launcher, one static binary with two roles, so a start costs
 * two exec hops of a program that needs no dynamic linking instead of sh, prlimit, setpriv and a
 * shell inside the sandbox (each ~0.5-1 ms of exec and linking on our machines).
 *
 *   arbiter-launch outer UID GID [CGROUP_PROCS_FILE...] -- BWRAP [ARG...]
 *     Runs as root, started by the judge with the entry's stdin and stdout pipes as fds 0 and 1.
 *     Joins each cgroup (the kernel moves this process; children inherit), drops every group and
 *     becomes UID:GID for good, moves stdin and stdout to fds 3 and 4 (bubblewrap's own processes
 *     keep 0-2 open for their lifetime, so an entry that closes its stdout would otherwise never
 *     show end-of-file), and execs bubblewrap. Exit 125: a cgroup could not be joined.
 *
 *   arbiter-launch inner [--prestart PROGRAM [ARG...] --] [--prepared WINSTART N FIELD*N]
 *     Runs inside the sandbox as the entry's uid. Optionally runs PROGRAM first and waits for it
 *     (Wine's server and services, started before the match needs them). With --prepared (a Windows
 *     entry; FIELD*N are the go fields of its previous run), creates the entry's process held before
 *     its first instruction, as arbiter-prepared.h describes. Then waits on fd 3 for
 *     the go message, which the judge writes when the entry is to start:
 *       8 hex digits: the length of the rest, then NUL-terminated strings:
 *       CPU_SECONDS NOFILE FSIZE_BYTES CWD N_ENV ENV*N ARGV...
 *     sets the rlimits (soft = hard, core 0: an unprivileged process may lower but never raise
 *     them), changes to CWD, puts fds 3 and 4 back as stdin and stdout and execs ARGV with exactly
 *     that environment, under the seccomp allowlist of arbiter-seccomp.h, which it and everything
 *     it starts keep; or, when a held Windows entry fits the go message, lets it go and waits for it,
 *     exiting as it does. End of input before a go message: exit 0 (the judge dropped a spare).
 *     Exit 126: a malformed message or a limit that cannot be set; 127: ARGV cannot be executed.
 *
 * Limits: the same four rlimits prlimit set, on the entry and everything it starts. bubblewrap's
 * own two processes are started before the go message, so they run without them; they are not the
 * entry's code, and the entry's cgroups (memory, pids, CPU quota and the judge's CPU-time watch)
 * hold them as they hold everything in the run.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "arbiter-seccomp.h" /* shared with the docker backend; LauncherBinary compiles it beside this file */
#include "arbiter-prepared.h" /* likewise */

#define MAX_GO (1 << 20)

static void die(int code, const char *what)
{
    fprintf(stderr, "arbiter-launch: %s: %s\n", what, strerror(errno));
    _exit(code);
}

static int outer(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: arbiter-launch outer UID GID [CGROUP_PROCS...] -- BWRAP [ARG...]\n");
        return 126;
    }
    uid_t uid = (uid_t) strtoul(argv[2], NULL, 10);
    gid_t gid = (gid_t) strtoul(argv[3], NULL, 10);
    int i = 4;
    char pid[32];
    int len = snprintf(pid, sizeof pid, "%d", getpid());
    for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
        int fd = open(argv[i], O_WRONLY | O_CLOEXEC);
        if (fd < 0 || write(fd, pid, len) != len) {
            fprintf(stderr, "arbiter-launch: cannot join %s: %s\n", argv[i], strerror(errno));
            _exit(125);
        }
        close(fd);
    }
    if (i + 1 >= argc) {
        fprintf(stderr, "arbiter-launch: no command after --\n");
        return 126;
    }
    if (setgroups(0, NULL) < 0 || setresgid(gid, gid, gid) < 0 || setresuid(uid, uid, uid) < 0) {
        die(126, "cannot drop to the sandbox uid");
    }
    if (setresuid(-1, -1, 0) == 0 && uid != 0) { /* never: the drop must be for good */
        fprintf(stderr, "arbiter-launch: could regain root\n");
        return 126;
    }
    int null = open("/dev/null", O_RDWR);
    if (null < 0 || dup2(0, 3) < 0 || dup2(1, 4) < 0 || dup2(null, 0) < 0 || dup2(null, 1) < 0) {
        die(126, "cannot move stdio");
    }
    if (null > 4) {
        close(null);
    }
    execv(argv[i + 1], argv + i + 1);
    die(126, "cannot execute bubblewrap");
    return 126;
}

/* Reads the go message; a held entry (or none) is ended when there is no go. */
static void read_exactly(int fd, char *buf, size_t n, struct prepared *held)
{
    size_t got = 0;
    while (got < n) {
        ssize_t r = read(fd, buf + got, n - got);
        if (r < 0 && errno == EINTR) {
            continue;
        }
        if (r <= 0 && held != NULL) {
            prepared_drop(held);
        }
        if (r == 0 && got == 0 && n == 8) {
            _exit(0); /* dropped before its go: nothing of the entry ran */
        }
        if (r <= 0) {
            fprintf(stderr, "arbiter-launch: the go message ended early\n");
            _exit(126);
        }
        got += (size_t) r;
    }
}

static void limit(int resource, const char *value)
{
    char *end;
    errno = 0;
    unsigned long long n = strtoull(value, &end, 10);
    struct rlimit r = {.rlim_cur = n, .rlim_max = n};
    if (errno != 0 || *end != '\0' || setrlimit(resource, &r) < 0) {
        die(126, "cannot set an rlimit");
    }
}

/* The go fields' rlimits, on this process and what it execs. */
static void set_limits(char **fields)
{
    limit(RLIMIT_CPU, fields[0]);
    limit(RLIMIT_NOFILE, fields[1]);
    limit(RLIMIT_FSIZE, fields[2]);
    limit(RLIMIT_CORE, "0");
}

/*
 * Puts this process, and what it execs and starts, under the syscall allowlist of arbiter-seccomp.h, once: a
 * launcher that held a Windows entry is under it already, and a second copy would only double every call's check.
 */
static void enter_syscall_allowlist(void)
{
    static int entered;
    if (!entered && install_syscall_allowlist() < 0) {
        die(126, "cannot install the seccomp filter");
    }
    entered = 1;
}

/*
 * Waits for the held entry that was let go, reaping whatever it orphans (this launcher is their subreaper), and
 * ends as it did: its exit status, or its fatal signal raised again (core dumps off, as the entry's were), so
 * bubblewrap reports the same death it would have had the launcher exec'd the entry itself.
 */
static int wait_for_held_entry(pid_t entry)
{
    for (;;) {
        int status;
        pid_t done = waitpid(-1, &status, 0);
        if (done < 0) {
            if (errno == EINTR) {
                continue;
            }
            return 126; /* no child left: cannot happen while the entry runs */
        }
        if (done != entry) {
            continue; /* winstart, or something the entry orphaned */
        }
        if (WIFEXITED(status)) {
            return WEXITSTATUS(status);
        }
        int sig = WTERMSIG(status);
        struct rlimit none = {0, 0};
        setrlimit(RLIMIT_CORE, &none);
        signal(sig, SIG_DFL);
        sigset_t only;
        sigemptyset(&only);
        sigaddset(&only, sig);
        sigprocmask(SIG_UNBLOCK, &only, NULL);
        kill(getpid(), sig);
        return 128 + sig;
    }
}

/*
 * Runs COMMAND (Wine's server and services) before the go message, under the entry's seccomp filter:
 * those processes share the entry's uid and are dumpable, so one left unfiltered would run whatever the
 * entry writes into its /proc/PID/mem outside the filter.
 */
static void prestart(char **command)
{
    pid_t child = fork();
    if (child < 0) {
        die(126, "fork");
    }
    if (child == 0) {
        /* Nothing it leaves running may hold the entry's streams: the judge would never see their end. */
        int null = open("/dev/null", O_RDWR);
        dup2(null, 0);
        dup2(null, 1);
        dup2(null, 2);
        enter_syscall_allowlist();
        execvp(command[0], command);
        _exit(127);
    }
    int status;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
}

static int inner(int argc, char **argv)
{
    fcntl(3, F_SETFD, FD_CLOEXEC);
    fcntl(4, F_SETFD, FD_CLOEXEC);
    int next = 2;
    if (argc > 3 && strcmp(argv[2], "--prestart") == 0) {
        int end = 3;
        while (end < argc && strcmp(argv[end], "--") != 0) {
            end++;
        }
        argv[end] = NULL;
        prestart(argv + 3);
        next = end + 1;
    }
    struct prepared held;
    int holding = prepared_start_from_args(&held, argc, argv, next, 3, 3, 4, 2, set_limits);
    if (holding) {
        /* This launcher now stays beside the entry to report its end: under the same filter as everything else. */
        enter_syscall_allowlist();
    }
    char header[9] = {0};
    read_exactly(3, header, 8, holding ? &held : NULL);
    char *end;
    unsigned long n = strtoul(header, &end, 16);
    if (*end != '\0' || n == 0 || n > MAX_GO) {
        fprintf(stderr, "arbiter-launch: bad go message\n");
        return 126;
    }
    char *go = malloc(n + 1);
    if (go == NULL) {
        die(126, "malloc");
    }
    read_exactly(3, go, n, holding ? &held : NULL);
    go[n] = '\0';
    char **fields = calloc(n + 2, sizeof *fields);
    if (fields == NULL) {
        die(126, "malloc");
    }
    size_t count = 0;
    for (size_t at = 0; at < n; at += strlen(go + at) + 1) {
        fields[count++] = go + at;
    }
    if (count < 6) {
        fprintf(stderr, "arbiter-launch: bad go message\n");
        return 126;
    }
    if (holding && prepared_hand_over(&held, fields, count) == 0) {
        close(3); /* the entry holds its streams; the judge must see their end when it ends */
        close(4);
        return wait_for_held_entry(held.entry);
    }
    set_limits(fields);
    if (chdir(fields[3]) < 0) {
        die(126, fields[3]);
    }
    size_t envs = strtoul(fields[4], NULL, 10);
    if (5 + envs >= count) {
        fprintf(stderr, "arbiter-launch: bad go message\n");
        return 126;
    }
    char **env = calloc(envs + 1, sizeof *env);
    for (size_t e = 0; e < envs; e++) {
        env[e] = fields[5 + e];
    }
    char **command = fields + 5 + envs;
    fields[count] = NULL;
    if (dup2(3, 0) < 0 || dup2(4, 1) < 0) {
        die(126, "cannot restore stdio");
    }
    /* PATH of the entry's environment, not ours, finds a bare command name. */
    environ = env;
    enter_syscall_allowlist();
    execvp(command[0], command);
    fprintf(stderr, "cannot execute %s: %s\n", command[0], strerror(errno));
    return 127;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "outer") == 0) {
        return outer(argc, argv);
    }
    if (argc > 1 && strcmp(argv[1], "inner") == 0) {
        return inner(argc, argv);
    }
    fprintf(stderr, "usage: arbiter-launch outer|inner ...\n");
    return 126;
}
