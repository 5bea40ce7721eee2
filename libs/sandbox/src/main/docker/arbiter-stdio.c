/*
 * arbiter-stdio: the entrypoint (PID 1) of every container the docker backend starts.
 *
 *   arbiter-stdio SOCKET COMMAND [ARG...]
 *
 * Docker's attach stream costs ~25x a pipe per line, so the entry's standard streams do not go
 * through the engine. The judge listens on a Unix socket in a directory bind-mounted only into this
 * container; this launcher connects to it three times, tagging each connection with one byte ('0',
 * '1', '2'), and the entry gets the three connections as its stdin, stdout and stderr. Each stream is
 * its own connection, so an entry that closes its stdout shows the judge end-of-file on stdout alone.
 *
 * Then it forks the entry and stays PID 1 for the container's life: it holds none of the entry's
 * streams, reaps whatever the entry orphans, and exits with the entry's status (128 + N when the
 * entry died by signal N, as a shell reports it) the moment the entry itself ends; the kernel then
 * kills whatever the entry left running in the container's pid namespace.
 *
 * A fourth connection ('L') is the lifeline: the judge never writes to it and closes it only when it
 * is done with the container, or when its process dies. Either way this launcher sees end-of-file,
 * kills everything in the container and exits, so no container outlives its runner (what bubblewrap's
 * --die-with-parent does for the local backend).
 *
 * Static, no libc beyond what -static links, so it runs in any image. Exit 126 when the judge cannot
 * be reached (the message is in the container's log), 127 when the command cannot be executed (the
 * message goes to the entry's stderr, which the judge records).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

static int connect_stream(const char *path, char tag)
{
    struct sockaddr_un address;
    memset(&address, 0, sizeof address);
    address.sun_family = AF_UNIX;
    if (strlen(path) >= sizeof address.sun_path) {
        fprintf(stderr, "arbiter-stdio: socket path too long: %s\n", path);
        exit(126);
    }
    strcpy(address.sun_path, path);
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0 || connect(fd, (struct sockaddr *) &address, sizeof address) != 0
            || write(fd, &tag, 1) != 1) {
        fprintf(stderr, "arbiter-stdio: cannot reach the judge at %s: %s\n", path, strerror(errno));
        exit(126);
    }
    return fd;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: arbiter-stdio SOCKET COMMAND [ARG...]\n");
        return 126;
    }
    int streams[3];
    for (int i = 0; i < 3; i++) {
        streams[i] = connect_stream(argv[1], (char) ('0' + i));
    }
    int lifeline = connect_stream(argv[1], 'L');
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
            if (dup2(streams[i], i) < 0) {
                _exit(126);
            }
        }
        /* Each connection carries one direction only: stdin is never written, stdout never read. */
        shutdown(0, SHUT_WR);
        shutdown(1, SHUT_RD);
        shutdown(2, SHUT_RD);
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
