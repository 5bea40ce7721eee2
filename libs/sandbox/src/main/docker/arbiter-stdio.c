/*
 * arbiter-stdio: the entrypoint (PID 1) of every container the docker backend starts.
 *
 *   arbiter-stdio DIR COMMAND [ARG...]
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
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <unistd.h>

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

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: arbiter-stdio DIR COMMAND [ARG...]\n");
        return 126;
    }
    int streams[3];
    streams[0] = open_fifo(argv[1], "in", O_RDONLY);
    streams[1] = open_fifo(argv[1], "out", O_WRONLY);
    streams[2] = open_fifo(argv[1], "err", O_WRONLY);
    int lifeline = open_fifo(argv[1], "life", O_RDONLY);
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
    pid_t entry = fork();
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
        execvp(argv[2], argv + 2);
        fprintf(stderr, "cannot execute %s: %s\n", argv[2], strerror(errno));
        _exit(127);
    }
    for (int i = 0; i < 3; i++) {
        close(streams[i]);
    }
    struct pollfd waits[2] = {{.fd = children, .events = POLLIN}, {.fd = lifeline, .events = POLLIN}};
    for (;;) {
        if (poll(waits, 2, -1) < 0 && errno != EINTR) {
            return 126;
        }
        if (waits[1].revents) {
            /* The judge let go: nothing in this container may go on running. */
            kill(-1, SIGKILL);
            return 128 + SIGKILL;
        }
        if (waits[0].revents) {
            struct signalfd_siginfo info;
            if (read(children, &info, sizeof info) < 0 && errno != EAGAIN) {
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
