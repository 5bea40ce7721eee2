/*
 * arbiter-tcp-relay: runs inside an entry's sandbox and gives a program written for a TCP server
 * (an RDDLSim planner, a GVGAI learning client) the server it expects, while the sandbox's network
 * stays unshared.
 *
 *   arbiter-tcp-relay [-a] [-w] PORT PROGRAM [ARG...]
 *
 * With -w the program starts in a writable copy of the directory the relay was started in, made in
 * a fresh directory under /tmp (the sandbox's private, size-capped /tmp): the entry's own folder is
 * mounted read-only, while a client written for the original GVGAI framework writes its log under
 * its working directory. Files are copied with their modes (made writable by their owner), symbolic
 * links as links. When the copy cannot be made (the tree does not fit), the partial copy is removed,
 * stderr says so, and the program starts in the original directory. The relay removes the copy when
 * it ends.
 *
 * With -a the relay writes one line, CONNECTED_LINE below, to stdout as soon as it has accepted the
 * connection and before any byte from it: a protocol where the server speaks first (GVGAI's START)
 * waits for that line, so its clocks start when the client is there, not when its runtime began to
 * load. Without -a the stream is exactly the socket's bytes (RDDLSim).
 *
 * It listens on 127.0.0.1:PORT (and [::1]:PORT when the sandbox has IPv6 loopback, since
 * "localhost" may resolve to either) in the sandbox's own network namespace, before the client
 * exists, so the client's first connect never races the listener. Then it starts the client with
 * stdin from /dev/null and stdout on this relay's stderr (the judge's stdout pipe carries protocol
 * bytes only), accepts exactly one connection, closes the listeners (a second connection is
 * refused) and copies bytes unchanged: socket -> stdout, stdin -> socket. The judge is the server
 * at the far end of those pipes; nothing else is reachable from here.
 *
 * End of stdin (the judge is done) half-closes the socket, or, before the client has connected, ends
 * the client and the relay; end of the socket (the client closed it) closes stdout, which the judge
 * sees as end of output. Exits with the client's status (128+N
 * for signal N) once the client has ended; if the client ends without connecting, at once.
 * Linked statically like arbiter-stdio, so it starts in microseconds and needs no runtime.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ftw.h>
#include <limits.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#define CONNECTED_LINE "ARBITER-RELAY-CONNECTED\n"

static int listen_on(int family, int port)
{
    int fd = socket(family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    int ok;
    if (family == AF_INET) {
        struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(port) };
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        ok = bind(fd, (struct sockaddr *) &a, sizeof a);
    } else {
        setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &one, sizeof one);
        struct sockaddr_in6 a = { .sin6_family = AF_INET6, .sin6_port = htons(port), .sin6_addr = IN6ADDR_LOOPBACK_INIT };
        ok = bind(fd, (struct sockaddr *) &a, sizeof a);
    }
    if (ok < 0 || listen(fd, 1) < 0) {
        close(fd);
        return -1;
    }
    return fd;
}

/* Writes all of buf; false when the other end is gone. */
static int write_all(int fd, const char *buf, ssize_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, buf, n);
        if (w < 0) {
            if (errno == EINTR) continue;
            return 0;
        }
        buf += w;
        n -= w;
    }
    return 1;
}

/* The writable copy of the working directory (-w), while it exists; its source and the source's length. */
static char copy_root[PATH_MAX];
static const char *copy_source;
static size_t copy_source_len;

static int copy_file(const char *from, const char *to, mode_t mode)
{
    int in = open(from, O_RDONLY | O_CLOEXEC);
    if (in < 0) return -1;
    int out = open(to, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (out < 0) {
        close(in);
        return -1;
    }
    char buf[65536];
    ssize_t r;
    int ok = 1;
    while (ok && (r = read(in, buf, sizeof buf)) != 0) {
        if (r < 0) {
            if (errno == EINTR) continue;
            ok = 0;
        } else {
            ok = write_all(out, buf, r);
        }
    }
    close(in);
    return close(out) == 0 && ok ? 0 : -1;
}

static int copy_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    if (ftw->level == 0) return 0; /* the copy's root exists */
    char to[PATH_MAX];
    if (snprintf(to, sizeof to, "%s%s", copy_root, path + copy_source_len) >= (int) sizeof to) return -1;
    mode_t mode = (st->st_mode & 07777 & ~(S_ISUID | S_ISGID)) | S_IRUSR | S_IWUSR;
    switch (type) {
    case FTW_D:
        return mkdir(to, mode | S_IXUSR);
    case FTW_SL: {
        char target[PATH_MAX];
        ssize_t n = readlink(path, target, sizeof target - 1);
        if (n < 0) return -1;
        target[n] = 0;
        return symlink(target, to);
    }
    case FTW_F:
        return S_ISREG(st->st_mode) ? copy_file(path, to, mode) : 0;
    default:
        return -1; /* a directory or file that cannot be read */
    }
}

static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void) st;
    (void) ftw;
    return type == FTW_DP ? rmdir(path) : unlink(path);
}

static void remove_copy(void)
{
    if (copy_root[0]) {
        nftw(copy_root, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
        copy_root[0] = 0;
    }
}

/* Copies the working directory under /tmp (-w); false, with nothing left behind, when it cannot. */
static int make_writable_copy(void)
{
    static char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd)) return 0;
    strcpy(copy_root, "/tmp/arbiter-entry-XXXXXX");
    if (!mkdtemp(copy_root)) {
        copy_root[0] = 0;
        return 0;
    }
    copy_source = cwd;
    copy_source_len = strlen(cwd);
    if (nftw(copy_source, copy_entry, 16, FTW_PHYS) != 0) {
        int saved = errno;
        remove_copy();
        errno = saved;
        return 0;
    }
    return 1;
}

static int exit_status(int status)
{
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

int main(int argc, char **argv)
{
    int announce = 0, writable = 0;
    while (argc > 1 && (strcmp(argv[1], "-a") == 0 || strcmp(argv[1], "-w") == 0)) {
        if (argv[1][1] == 'a') announce = 1;
        else writable = 1;
        argv++;
        argc--;
    }
    if (argc < 3) {
        fprintf(stderr, "usage: arbiter-tcp-relay [-a] [-w] PORT PROGRAM [ARG...]\n");
        return 126;
    }
    int port = atoi(argv[1]);
    int listeners[2] = { listen_on(AF_INET, port), listen_on(AF_INET6, port) };
    if (listeners[0] < 0) {
        fprintf(stderr, "arbiter-tcp-relay: cannot listen on 127.0.0.1:%d: %s\n", port, strerror(errno));
        return 126;
    }
    if (writable) {
        if (make_writable_copy()) {
            atexit(remove_copy);
        } else {
            fprintf(stderr, "arbiter-tcp-relay: cannot make a writable copy of the working directory in /tmp (%s):"
                    " the program starts in it as it is\n", strerror(errno));
        }
    }
    signal(SIGPIPE, SIG_IGN);
    sigset_t chld;
    sigemptyset(&chld);
    sigaddset(&chld, SIGCHLD);
    sigprocmask(SIG_BLOCK, &chld, NULL);
    int sigfd = signalfd(-1, &chld, SFD_CLOEXEC);

    pid_t client = fork();
    if (client < 0) {
        fprintf(stderr, "arbiter-tcp-relay: fork: %s\n", strerror(errno));
        return 126;
    }
    if (client == 0) {
        sigprocmask(SIG_UNBLOCK, &chld, NULL);
        signal(SIGPIPE, SIG_DFL);
        int null = open("/dev/null", O_RDONLY);
        dup2(null, 0);
        dup2(2, 1);
        if (copy_root[0] && chdir(copy_root) == 0) setenv("PWD", copy_root, 1);
        execvp(argv[2], argv + 2);
        fprintf(stderr, "arbiter-tcp-relay: cannot execute %s: %s\n", argv[2], strerror(errno));
        _exit(127);
    }

    int sock = -1, in_open = 1, sock_open = 1, status = 0;
    char buf[65536];
    for (;;) {
        struct pollfd p[4];
        int n = 0;
        p[n++] = (struct pollfd) { .fd = sigfd, .events = POLLIN };
        if (sock < 0) {
            p[n++] = (struct pollfd) { .fd = 0, .events = POLLIN };
            for (int i = 0; i < 2; i++) {
                if (listeners[i] >= 0) p[n++] = (struct pollfd) { .fd = listeners[i], .events = POLLIN };
            }
        } else {
            if (in_open) p[n++] = (struct pollfd) { .fd = 0, .events = POLLIN };
            if (sock_open) p[n++] = (struct pollfd) { .fd = sock, .events = POLLIN };
        }
        if (poll(p, n, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        for (int i = 1; i < n; i++) {
            if (!p[i].revents) continue;
            if (sock < 0 && p[i].fd == 0) {
                /* The judge ended the session before the client connected (its guard): nothing to wait for. */
                if (read(0, buf, sizeof buf) <= 0) {
                    kill(client, SIGKILL);
                    waitpid(client, &status, 0);
                    return exit_status(status);
                }
                continue;
            }
            if (sock < 0) {
                sock = accept4(p[i].fd, NULL, NULL, SOCK_CLOEXEC);
                if (sock < 0) continue;
                int one = 1;
                setsockopt(sock, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one); /* one message, one segment */
                for (int l = 0; l < 2; l++) {
                    if (listeners[l] >= 0) close(listeners[l]);
                    listeners[l] = -1;
                }
                if (announce && !write_all(1, CONNECTED_LINE, sizeof CONNECTED_LINE - 1)) sock_open = 0;
                break;
            }
            int from = p[i].fd, to = from == 0 ? sock : 1;
            ssize_t r = read(from, buf, sizeof buf);
            if (r < 0 && errno == EINTR) continue;
            if (r <= 0 || !write_all(to, buf, r)) {
                if (from == 0) {
                    in_open = 0;
                    shutdown(sock, SHUT_WR);
                } else {
                    sock_open = 0;
                    close(1);
                }
            }
        }
        if (p[0].revents) {
            struct signalfd_siginfo info;
            if (read(sigfd, &info, sizeof info) < 0) { /* reaped below either way */ }
            if (waitpid(client, &status, WNOHANG) == client) {
                /* The client is gone: pass on whatever it wrote that is still queued, then end. */
                if (sock >= 0 && sock_open) {
                    ssize_t r;
                    while ((r = recv(sock, buf, sizeof buf, MSG_DONTWAIT)) > 0 && write_all(1, buf, r)) {
                    }
                }
                return exit_status(status);
            }
        }
    }
    waitpid(client, &status, 0);
    return exit_status(status);
}
