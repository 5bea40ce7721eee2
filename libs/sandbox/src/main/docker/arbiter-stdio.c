/*
 * arbiter-stdio: the entrypoint (PID 1) of every container the docker backend starts.
 *
 *   arbiter-stdio DIR COMMAND [ARG...]
 *   arbiter-stdio --go DIR [--prestart PROGRAM [ARG...] --] [--prepared WINSTART N FIELD*N]
 *
 * The second form starts a container ahead of its run (the judge keeps a spare for an entry that
 * just started): it opens the FIFOs, runs PROGRAM and waits for it if given (Wine's server and
 * services), then reads the go message from "in", the entry's stdin: 8 hex digits giving the length
 * of the rest, then NUL-terminated strings CWD N_ENV ENV*N COMMAND ARG..., and starts that command
 * in that directory with exactly that environment, as the first form would. With --prepared (a
 * Windows entry; FIELD*N are the go fields of its previous run), it has the entry's process created
 * ahead, held before its first instruction, and lets it go when the go message fits (arbiter-prepared.h).
 * End of input before a go message: the judge dropped the spare; exit 0.
 *
 * Docker's attach stream costs ~25x a pipe per line, so the entry's standard streams do not go
 * through the engine. DIR, bind-mounted into this container only, holds four FIFOs the judge made:
 * "in", "out" and "err" become the entry's stdin, stdout and stderr, so a line crosses exactly the
 * kernel pipe it would cross outside a container (a Unix socket costs ~1.4x a pipe per round trip),
 * and an entry that closes its stdout shows the judge end-of-file on stdout alone. Opening a FIFO
 * waits for its other end, so both sides open them in the same order: in, out, err, life.
 *
 * Then it forks the entry and stays PID 1 for the container's life: it holds none of the entry's
 * streams, reaps whatever the entry orphans, and exits with the entry's status (128 + N when the
 * entry died by signal N, as a shell reports it) the moment the entry itself ends; the kernel then
 * kills whatever the entry left running in the container's pid namespace.
 *
 * The fourth FIFO, "life", is the lifeline: the judge never writes to it and closes it only when it
 * is done with the container, or when its process dies. Either way this launcher sees the hang-up,
 * kills everything in the container and exits, so no container outlives its runner (what bubblewrap's
 * --die-with-parent does for the local backend). The entry cannot hold it open: only root may write it.
 *
 * It makes itself non-dumpable first (PR_SET_DUMPABLE 0): the entry may run as the same uid, and
 * nothing then lets it ptrace PID 1 (or read its memory through /proc) to reach the judge's FIFOs or
 * the lifeline. The entry it execs is dumpable again (execve resets the flag), which is harmless.
 * The entry, and what it prestarts, run under the seccomp allowlist of arbiter-seccomp.h besides
 * Docker's own profile (the engine may run without one).
 *
 * Linked statically, so it runs in any image. Exit 126 when the judge's FIFOs cannot be opened (the
 * message is in the container's log), 127 when the command cannot be executed (the message goes to
 * the entry's stderr, which the judge records).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <unistd.h>

/* The same allowlist as the local backend's; scripts/docker-images.sh compiles with its directory. */
#include "arbiter-seccomp.h"
#include "arbiter-prepared.h"

static int open_fifo(const char *dir, const char *name, int flags)
{
    char path[4096];
    if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int) sizeof path) {
        fprintf(stderr, "arbiter-stdio: path too long: %s\n", dir);
        exit(126);
    }
    int fd = open(path, flags | O_CLOEXEC);
    if (fd < 0) {
        fprintf(stderr, "arbiter-stdio: cannot open the judge's %s: %s\n", path, strerror(errno));
        exit(126);
    }
    return fd;
}

static void read_exactly(int fd, char *buf, size_t n, int eof_ok)
{
    size_t got = 0;
    while (got < n) {
        ssize_t r = read(fd, buf + got, n - got);
        if (r == 0 && got == 0 && eof_ok) {
            exit(0); /* dropped before its go: nothing ran */
        }
        if (r <= 0) {
            if (r < 0 && errno == EINTR) {
                continue;
            }
            fprintf(stderr, "arbiter-stdio: the go message ended early\n");
            exit(126);
        }
        got += (size_t) r;
    }
}

/* Puts this process, and what it execs and starts, under the syscall allowlist of arbiter-seccomp.h. */
static void enter_syscall_allowlist(void)
{
    if (install_syscall_allowlist() < 0) {
        fprintf(stderr, "arbiter-stdio: cannot install the seccomp filter: %s\n", strerror(errno));
        _exit(126);
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
        fprintf(stderr, "arbiter-stdio: fork: %s\n", strerror(errno));
        exit(126);
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

/*
 * Reads the go message from fd and returns the command to run; sets the directory and environment. A held
 * entry that fits it is let go instead: then NULL, and *entry is its pid.
 */
static char **await_go(int fd, struct prepared *held, pid_t *entry)
{
    char header[9] = {0};
    read_exactly(fd, header, 8, 1);
    char *end;
    unsigned long n = strtoul(header, &end, 16);
    if (*end != '\0' || n == 0 || n > (1UL << 20)) {
        fprintf(stderr, "arbiter-stdio: bad go message\n");
        exit(126);
    }
    char *go = malloc(n + 1);
    char **fields = calloc(n + 2, sizeof *fields);
    if (go == NULL || fields == NULL) {
        exit(126);
    }
    read_exactly(fd, go, n, 0);
    go[n] = '\0';
    size_t count = 0;
    for (size_t at = 0; at < n; at += strlen(go + at) + 1) {
        fields[count++] = go + at;
    }
    size_t envs = count > 2 ? strtoul(fields[1], NULL, 10) : 0;
    if (count < 3 || 2 + envs >= count) {
        fprintf(stderr, "arbiter-stdio: bad go message\n");
        exit(126);
    }
    if (held != NULL && prepared_hand_over(held, fields, count) == 0) {
        *entry = held->entry;
        return NULL;
    }
    if (chdir(fields[0]) < 0) {
        fprintf(stderr, "arbiter-stdio: %s: %s\n", fields[0], strerror(errno));
        exit(126);
    }
    char **env = calloc(envs + 1, sizeof *env);
    if (env == NULL) {
        exit(126);
    }
    for (size_t e = 0; e < envs; e++) {
        env[e] = fields[2 + e];
    }
    environ = env;
    return fields + 2 + envs;
}

int main(int argc, char **argv)
{
    if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) < 0) {
        fprintf(stderr, "arbiter-stdio: cannot make itself non-dumpable: %s\n", strerror(errno));
        return 126;
    }
    int go = argc > 2 && strcmp(argv[1], "--go") == 0;
    if (go) {
        argv++;
        argc--;
    } else if (argc < 3) {
        fprintf(stderr, "usage: arbiter-stdio DIR COMMAND [ARG...] | --go DIR [--prestart PROGRAM [ARG...] --]\n");
        return 126;
    }
    int streams[3];
    streams[0] = open_fifo(argv[1], "in", O_RDONLY);
    streams[1] = open_fifo(argv[1], "out", O_WRONLY);
    streams[2] = open_fifo(argv[1], "err", O_WRONLY);
    int lifeline = open_fifo(argv[1], "life", O_RDONLY);
    char **command = argv + 2;
    int next = 2;
    struct prepared held;
    pid_t entry = 0;
    if (go) {
        if (argc > 3 && strcmp(argv[2], "--prestart") == 0) {
            int end = 3;
            while (end < argc && strcmp(argv[end], "--") != 0) {
                end++;
            }
            argv[end] = NULL;
            prestart(argv + 3);
            next = end + 1;
        }
        int holding = prepared_start_from_args(&held, argc, argv, next, 0, streams[0], streams[1], streams[2], NULL);
        command = await_go(streams[0], holding ? &held : NULL, &entry);
    }
    /* SIGCHLD arrives through a descriptor, so one poll() waits for the entry and the lifeline at once. */
    sigset_t child;
    sigemptyset(&child);
    sigaddset(&child, SIGCHLD);
    sigprocmask(SIG_BLOCK, &child, NULL);
    int children = signalfd(-1, &child, SFD_CLOEXEC);
    if (children < 0) {
        fprintf(stderr, "arbiter-stdio: signalfd: %s\n", strerror(errno));
        return 126;
    }
    if (command != NULL) {
        entry = fork();
    }
    if (entry < 0) {
        fprintf(stderr, "arbiter-stdio: fork: %s\n", strerror(errno));
        return 126;
    }
    if (entry == 0) {
        sigprocmask(SIG_UNBLOCK, &child, NULL);
        for (int i = 0; i < 3; i++) {
            if (dup2(streams[i], i) < 0) { /* dup2 clears close-on-exec on the copy */
                _exit(126);
            }
        }
        enter_syscall_allowlist();
        execvp(command[0], command);
        fprintf(stderr, "cannot execute %s: %s\n", command[0], strerror(errno));
        _exit(127);
    }
    for (int i = 0; i < 3; i++) {
        close(streams[i]);
    }
    struct pollfd waits[2] = {{.fd = children, .events = POLLIN}, {.fd = lifeline, .events = POLLIN}};
    /* A held entry was let go before SIGCHLD came through the descriptor: look for its end once first. */
    for (int first = 1;; first = 0) {
        if (!first && poll(waits, 2, -1) < 0 && errno != EINTR) {
            return 126;
        }
        if (!first && waits[1].revents) {
            /* The judge let go: nothing in this container may go on running. */
            kill(-1, SIGKILL);
            return 128 + SIGKILL;
        }
        if (first || waits[0].revents) {
            struct signalfd_siginfo info;
            if (!first && read(children, &info, sizeof info) < 0 && errno != EAGAIN) {
                return 126;
            }
            int status;
            pid_t gone;
            while ((gone = waitpid(-1, &status, WNOHANG)) > 0) {
                if (gone == entry) {
                    return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
                }
            }
        }
    }
}
