/*
 * arbiter-prepared.h: a Windows entry's process created ahead of its go message, shared by both
 * launchers (arbiter-launch.c for local, arbiter-stdio.c in the docker images), each a single C file.
 *
 * A sandbox prepared ahead for a Windows entry has Wine's server and services running; a Wine process
 * start still costs ~8 ms, half of it before the process runs any code of its own. So a launcher told
 * what the entry's previous run looked like (its go fields: directory, environment, argv) has
 * arbiter-winstart.exe create the entry's process held before its first instruction (see there), and
 * at the go message only lets it go:
 *
 *   1. prepared_start: fork, then in the child the expected directory, environment and (through the
 *      launcher's callback) rlimits, the seccomp allowlist, and `ARGV0 WINSTART ARGV1...` (ARGV0 is
 *      Wine's launcher): the entry's stdin and stdout go in as Unix fds 3 and 4, the control pipe as
 *      stdin, the notes pipe as stdout. Once winstart says "created", the entry's Unix process is the
 *      one new child of this launcher (Wine double-forks every process it starts, so the held process
 *      is reparented here; the launcher is a child subreaper, or PID 1 in a container). It is held, so
 *      it has no children of its own yet that could be mistaken for it.
 *   2. prepared_hand_over, with the run's go fields: the same rlimits, directory and argv, and an
 *      environment that differs only in the platform's own per-run variables (ARBITER_*, which Wine
 *      neither reads nor translates at start): the launcher writes the held process's new Windows
 *      environment block (UTF-16) into the room winstart made for it and points the process's
 *      ProcessParameters at it, through /proc/PID/mem as the process's parent (no code of the process
 *      has run yet to have read the old one), then sends it SIGCONT: prepared_start stopped it and had
 *      winstart resume it already (a stopped process runs nothing), so the go costs no round trip
 *      through winstart and Wine's server. winstart waits for the entry's end before it ends itself.
 *      Anything else differs: the held process is ended and the launcher starts the entry itself, as
 *      without a prepared process. Same when any step fails: a prepared process is a head start, never
 *      a different start.
 *   3. The launcher waits for the entry's Unix process (its child) and reports its end as its own:
 *      arbiter-launch re-raises its fatal signal; arbiter-stdio, PID 1, exits 128 + N.
 *
 * The waiting launcher shares the entry's uid, so it makes itself non-dumpable: the entry cannot ptrace
 * it or write its memory.
 */
#ifndef ARBITER_PREPARED_H
#define ARBITER_PREPARED_H

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* Variables of this prefix are the platform's per-run ones (ARBITER_SEED): the only ones a go may change. */
#define PREPARED_PER_RUN_PREFIX "ARBITER_"
#define PREPARED_MAX_CHILDREN 64

struct prepared {
    pid_t winstart;    /* the Wine process holding the entry; 0 once reaped */
    unsigned long long peb, room, room_size; /* in the held process, from winstart's note */
    pid_t entry;       /* the entry's Unix process */
    int control;       /* write end of winstart's control pipe, -1 once closed */
    int notes;         /* read end of winstart's notes, -1 once closed */
    char **expected;   /* the previous run's go fields */
    size_t count;
    size_t cwd_at;     /* index of the directory in the fields (after the launcher's own leading fields) */
};

/* Children of this process now, from /proc (a sandbox's pid namespace holds a few dozen processes). */
static size_t prepared_children(pid_t *found, size_t max)
{
    size_t n = 0;
    DIR *proc = opendir("/proc");
    if (proc == NULL) {
        return 0;
    }
    pid_t self = getpid();
    struct dirent *e;
    while ((e = readdir(proc)) != NULL && n < max) {
        char path[300], stat[512];
        if (e->d_name[0] < '1' || e->d_name[0] > '9') {
            continue;
        }
        snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
        FILE *f = fopen(path, "re");
        if (f == NULL) {
            continue;
        }
        size_t len = fread(stat, 1, sizeof stat - 1, f);
        fclose(f);
        stat[len] = '\0';
        char *close = strrchr(stat, ')'); /* the name may hold spaces and parentheses: the ppid follows the last ')' */
        char state;
        int ppid;
        if (close != NULL && sscanf(close + 1, " %c %d", &state, &ppid) == 2 && ppid == self) {
            found[n++] = (pid_t) atoi(e->d_name);
        }
    }
    closedir(proc);
    return n;
}

static int prepared_contains(const pid_t *pids, size_t n, pid_t pid)
{
    for (size_t i = 0; i < n; i++) {
        if (pids[i] == pid) {
            return 1;
        }
    }
    return 0;
}

/* Reads winstart's next note, one line, into note (empty when winstart is gone). */
static void prepared_note(struct prepared *p, char *note, size_t room)
{
    size_t got = 0;
    while (got < room - 1 && (got == 0 || note[got - 1] != '\n')) {
        ssize_t r = read(p->notes, note + got, 1);
        if (r < 0 && errno == EINTR) {
            continue;
        }
        if (r <= 0) {
            break;
        }
        got += (size_t) r;
    }
    note[got] = '\0';
}

/* Ends a prepared entry that will not run (or whose hand-over failed) and everything of it. */
static void prepared_drop(struct prepared *p)
{
    if (p->control >= 0) {
        close(p->control); /* end of input: winstart ends the held process */
        p->control = -1;
    }
    if (p->notes >= 0) {
        close(p->notes);
        p->notes = -1;
    }
    if (p->entry > 0) {
        kill(p->entry, SIGKILL);
        while (waitpid(p->entry, NULL, 0) < 0 && errno == EINTR) {
        }
        p->entry = 0;
    }
    if (p->winstart > 0) {
        kill(p->winstart, SIGKILL);
        while (waitpid(p->winstart, NULL, 0) < 0 && errno == EINTR) {
        }
        p->winstart = 0;
    }
    prctl(PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0);
}

/*
 * Starts winstart with the expected fields; returns 0 once the entry's process is held, -1 when it
 * could not be (nothing is left running then). before_exec, in the child, sets the launcher's
 * rlimits from the expected fields; entry_in, entry_out and entry_err are the entry's streams.
 */
static int prepared_start(struct prepared *p, const char *winstart, char **expected, size_t count, size_t cwd_at,
                          int entry_in, int entry_out, int entry_err, void (*before_exec)(char **fields))
{
    memset(p, 0, sizeof *p);
    p->control = -1;
    p->notes = -1;
    p->expected = expected;
    p->count = count;
    p->cwd_at = cwd_at;
    if (count < cwd_at + 3) {
        return -1;
    }
    size_t envs = strtoul(expected[cwd_at + 1], NULL, 10);
    if (cwd_at + 2 + envs + 2 > count) {
        return -1; /* argv must hold Wine's launcher and the program */
    }
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) < 0) {
        return -1;
    }
    pid_t before[PREPARED_MAX_CHILDREN];
    size_t before_count = prepared_children(before, PREPARED_MAX_CHILDREN);
    int control[2], notes[2];
    if (pipe2(control, O_CLOEXEC) < 0) {
        return -1;
    }
    if (pipe2(notes, O_CLOEXEC) < 0) {
        close(control[0]);
        close(control[1]);
        return -1;
    }
    pid_t child = fork();
    if (child == 0) {
        char **argv = expected + cwd_at + 2 + envs;
        size_t argc = count - (cwd_at + 2 + envs);
        char **command = calloc(argc + 2, sizeof *command);
        char **env = calloc(envs + 1, sizeof *env);
        if (command == NULL || env == NULL
                || dup2(entry_in, 3) < 0 || dup2(entry_out, 4) < 0 || fcntl(3, F_SETFD, 0) < 0 || fcntl(4, F_SETFD, 0) < 0
                || dup2(control[0], 0) < 0 || dup2(notes[1], 1) < 0 || dup2(entry_err, 2) < 0
                || chdir(expected[cwd_at]) < 0) {
            _exit(127);
        }
        command[0] = argv[0];
        command[1] = (char *) winstart;
        for (size_t i = 1; i < argc; i++) {
            command[i + 1] = argv[i];
        }
        for (size_t e = 0; e < envs; e++) {
            env[e] = expected[cwd_at + 2 + e];
        }
        if (before_exec != NULL) {
            before_exec(expected);
        }
        environ = env;
        if (install_syscall_allowlist() < 0) {
            _exit(127);
        }
        execvp(command[0], command);
        _exit(127);
    }
    close(control[0]);
    close(notes[1]);
    if (child < 0) {
        close(control[1]);
        close(notes[0]);
        return -1;
    }
    p->winstart = child;
    p->control = control[1];
    p->notes = notes[0];
    char note[128];
    prepared_note(p, note, sizeof note);
    if (sscanf(note, "created %llx %llx %llx\n", &p->peb, &p->room, &p->room_size) != 3) {
        prepared_drop(p);
        return -1;
    }
    pid_t after[PREPARED_MAX_CHILDREN];
    size_t after_count = prepared_children(after, PREPARED_MAX_CHILDREN);
    for (size_t i = 0; i < after_count; i++) {
        if (after[i] != child && !prepared_contains(before, before_count, after[i])) {
            if (p->entry != 0) {
                p->entry = 0; /* two new children: cannot tell which is the entry */
                break;
            }
            p->entry = after[i];
        }
    }
    if (p->entry == 0) {
        prepared_drop(p);
        return -1;
    }
    /*
     * Stopped (SIGSTOP, as its parent), then resumed as Windows sees it: what is left at the go message is a
     * SIGCONT, with no round trip through winstart and Wine's server. waitpid(WUNTRACED) returns once the stop
     * has taken hold, so the resumed process runs not one instruction before the go.
     */
    int status;
    pid_t stopped;
    if (kill(p->entry, SIGSTOP) < 0) {
        prepared_drop(p);
        return -1;
    }
    while ((stopped = waitpid(p->entry, &status, WUNTRACED)) < 0 && errno == EINTR) {
    }
    ssize_t sent = stopped == p->entry && WIFSTOPPED(status) ? write(p->control, "g", 1) : -1;
    char resumed[16];
    if (sent == 1) {
        prepared_note(p, resumed, sizeof resumed);
    }
    if (sent != 1 || strcmp(resumed, "resumed\n") != 0) {
        prepared_drop(p);
        return -1;
    }
    close(p->control); /* winstart now waits for the entry's end; the launcher reaps it with the entry's orphans */
    close(p->notes);
    p->control = p->notes = -1;
    return 0;
}

/*
 * prepared_start for a launcher's "--prepared WINSTART N FIELD*N" at argv[at], when that is what follows:
 * 1 when the entry's process is held, 0 when there is none (no such option, or it could not be held).
 */
static int prepared_start_from_args(struct prepared *p, int argc, char **argv, int at, size_t cwd_at, int entry_in,
                                    int entry_out, int entry_err, void (*before_exec)(char **fields))
{
    if (at + 2 >= argc || strcmp(argv[at], "--prepared") != 0) {
        return 0;
    }
    size_t n = strtoul(argv[at + 2], NULL, 10);
    return n <= (size_t) (argc - at - 3)
            && prepared_start(p, argv[at + 1], argv + at + 3, n, cwd_at, entry_in, entry_out, entry_err,
                              before_exec) == 0;
}

/* The value of NAME in fields[from, from + n), or NULL. */
static const char *prepared_lookup(char **fields, size_t from, size_t n, const char *name, size_t name_length)
{
    for (size_t i = from; i < from + n; i++) {
        if (strncmp(fields[i], name, name_length) == 0 && fields[i][name_length] == '=') {
            return fields[i] + name_length + 1;
        }
    }
    return NULL;
}

/* Appends UTF-8 TEXT (NUL included) to a UTF-16 block as wide characters; -1 when it is not UTF-8 or does not fit. */
static int prepared_widen(const char *text, uint16_t *block, size_t *at, size_t room)
{
    const unsigned char *c = (const unsigned char *) text;
    for (;;) {
        uint32_t cp;
        int more;
        if (*c < 0x80) {
            cp = *c; more = 0;
        } else if ((*c & 0xe0) == 0xc0) {
            cp = *c & 0x1f; more = 1;
        } else if ((*c & 0xf0) == 0xe0) {
            cp = *c & 0x0f; more = 2;
        } else if ((*c & 0xf8) == 0xf0) {
            cp = *c & 0x07; more = 3;
        } else {
            return -1;
        }
        for (c++; more > 0; more--, c++) {
            if ((*c & 0xc0) != 0x80) {
                return -1;
            }
            cp = (cp << 6) | (*c & 0x3f);
        }
        if (cp >= 0x110000 || (cp >= 0xd800 && cp < 0xe000)) {
            return -1;
        }
        if (*at + 2 > room) {
            return -1;
        }
        if (cp >= 0x10000) {
            block[(*at)++] = (uint16_t) (0xd800 + ((cp - 0x10000) >> 10));
            block[(*at)++] = (uint16_t) (0xdc00 + ((cp - 0x10000) & 0x3ff));
        } else {
            block[(*at)++] = (uint16_t) cp;
        }
        if (cp == 0) {
            return 0;
        }
    }
}

/* Whether a block entry (UTF-16, up to its NUL) names the variable NAME (ASCII, compared as Windows does). */
static int prepared_names(const uint16_t *entry, const char *name, size_t name_length)
{
    for (size_t i = 0; i < name_length; i++) {
        uint16_t a = entry[i];
        unsigned char b = (unsigned char) name[i];
        if (a >= 'a' && a <= 'z') {
            a -= 'a' - 'A';
        }
        if (b >= 'a' && b <= 'z') {
            b -= 'a' - 'A';
        }
        if (a != b) {
            return 0;
        }
    }
    return entry[name_length] == '=';
}

/* x86-64 layout of documented structures: PEB.ProcessParameters; its Environment and EnvironmentSize. */
#define PREPARED_PEB_PARAMETERS 0x20
#define PREPARED_PARAMETERS_ENVIRONMENT 0x80
#define PREPARED_PARAMETERS_ENVIRONMENT_SIZE 0x3f0

static int prepared_peek(int mem, unsigned long long at, void *to, size_t n)
{
    return pread(mem, to, n, (off_t) at) == (ssize_t) n ? 0 : -1;
}

static int prepared_poke(int mem, unsigned long long at, const void *from, size_t n)
{
    return pwrite(mem, from, n, (off_t) at) == (ssize_t) n ? 0 : -1;
}

/*
 * The held process's environment with SET (NAME=VALUE) and UNSET (NAME=OLD, the expected entry)
 * applied: read from it, built here, written into the room winstart made, then made the process's.
 */
static int prepared_rewrite_environment(struct prepared *p, char **set, size_t sets, char **unset, size_t unsets)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/mem", (int) p->entry);
    int mem = open(path, O_RDWR | O_CLOEXEC);
    if (mem < 0) {
        return -1;
    }
    unsigned long long parameters = 0, environment = 0, size = 0;
    uint16_t *old = NULL, *block = NULL;
    int result = -1;
    if (prepared_peek(mem, p->peb + PREPARED_PEB_PARAMETERS, &parameters, 8) < 0
            || prepared_peek(mem, parameters + PREPARED_PARAMETERS_ENVIRONMENT, &environment, 8) < 0
            || prepared_peek(mem, parameters + PREPARED_PARAMETERS_ENVIRONMENT_SIZE, &size, 8) < 0
            || size > p->room_size || size % 2 != 0) {
        goto out;
    }
    size_t old_length = size / 2;
    size_t room = p->room_size / 2;
    old = calloc(old_length + 2, 2);
    block = calloc(room, 2);
    if (old == NULL || block == NULL || prepared_peek(mem, environment, old, size) < 0) {
        goto out;
    }
    size_t at = 0;
    for (size_t entry = 0; entry < old_length && old[entry] != 0;) {
        size_t end = entry;
        while (end < old_length && old[end] != 0) {
            end++;
        }
        int replaced = 0;
        for (size_t i = 0; i < sets + unsets && !replaced; i++) {
            const char *name = i < sets ? set[i] : unset[i - sets];
            replaced = prepared_names(old + entry, name, (size_t) (strchr(name, '=') - name));
        }
        if (!replaced) {
            if (at + (end - entry) + 1 > room) {
                goto out;
            }
            memcpy(block + at, old + entry, (end - entry + 1) * 2);
            at += end - entry + 1;
        }
        entry = end + 1;
    }
    for (size_t i = 0; i < sets; i++) {
        if (prepared_widen(set[i], block, &at, room) < 0) {
            goto out;
        }
    }
    if (at + 1 > room) {
        goto out;
    }
    block[at++] = 0;
    unsigned long long new_size = at * 2;
    if (prepared_poke(mem, p->room, block, new_size) == 0
            && prepared_poke(mem, parameters + PREPARED_PARAMETERS_ENVIRONMENT_SIZE, &new_size, 8) == 0
            && prepared_poke(mem, parameters + PREPARED_PARAMETERS_ENVIRONMENT, &p->room, 8) == 0) {
        result = 0;
    }
out:
    free(old);
    free(block);
    close(mem);
    return result;
}

/*
 * Lets the held entry go for a run with these go fields (same layout as the expected ones). Returns 0
 * when the entry runs; -1 when the go differs in more than per-run variables or a step failed, after
 * ending the held process: the caller then starts the entry itself.
 */
static int prepared_hand_over(struct prepared *p, char **go, size_t count)
{
    size_t at = p->cwd_at;
    size_t envs = strtoul(p->expected[at + 1], NULL, 10);
    size_t go_envs = count > at + 1 ? strtoul(go[at + 1], NULL, 10) : 0;
    int same = count > at + 1 && count - go_envs == p->count - envs && at + 2 + go_envs <= count;
    for (size_t i = 0; same && i <= at; i++) {
        same = strcmp(go[i], p->expected[i]) == 0; /* rlimits and directory */
    }
    for (size_t i = 0; same && at + 2 + envs + i < p->count; i++) {
        same = strcmp(go[at + 2 + go_envs + i], p->expected[at + 2 + envs + i]) == 0; /* argv */
    }
    /* What the go sets differently, then what it no longer sets: per-run variables only. */
    char **set = same ? calloc(go_envs + 1, sizeof *set) : NULL;
    char **unset = same ? calloc(envs + 1, sizeof *unset) : NULL;
    size_t sets = 0, unsets = 0;
    size_t prefix = strlen(PREPARED_PER_RUN_PREFIX);
    same = set != NULL && unset != NULL;
    for (size_t i = at + 2; same && i < at + 2 + go_envs; i++) {
        const char *eq = strchr(go[i], '=');
        size_t name_length = eq != NULL ? (size_t) (eq - go[i]) : strlen(go[i]);
        const char *old = prepared_lookup(p->expected, at + 2, envs, go[i], name_length);
        if (eq != NULL && old != NULL && strcmp(old, eq + 1) == 0) {
            continue;
        }
        same = eq != NULL && strncmp(go[i], PREPARED_PER_RUN_PREFIX, prefix) == 0;
        set[sets++] = go[i];
    }
    for (size_t i = at + 2; same && i < at + 2 + envs; i++) {
        const char *eq = strchr(p->expected[i], '=');
        size_t name_length = eq != NULL ? (size_t) (eq - p->expected[i]) : strlen(p->expected[i]);
        if (prepared_lookup(go, at + 2, go_envs, p->expected[i], name_length) == NULL) {
            same = strncmp(p->expected[i], PREPARED_PER_RUN_PREFIX, prefix) == 0;
            unset[unsets++] = p->expected[i];
        }
    }
    int ready = same && (sets + unsets == 0 || prepared_rewrite_environment(p, set, sets, unset, unsets) == 0);
    free(set);
    free(unset);
    if (!ready) {
        prepared_drop(p);
        return -1;
    }
    if (kill(p->entry, SIGCONT) < 0) {
        prepared_drop(p);
        return -1;
    }
    return 0;
}

#endif
