/*
 * arbiter_sdk.h - write an Arbiter entry in C as callbacks, never parse a protocol line.
 *
 * Single header. In exactly one .c file:
 *
 *     #define ARBITER_SDK_IMPLEMENTATION
 *     #include "arbiter_sdk.h"
 *
 * LMC1 / LMC2 players fill an arb_lmc_player with callbacks and call arb_lmc_run(); Taboo guessers
 * fill an arb_taboo_guesser and call arb_taboo_run(). Both read stdin and write stdout, and return
 * the process's exit status (0). RDDLSim planners fill an arb_rddl_planner and call arb_rddl_run();
 * GVGAI learning-track agents fill an arb_gvgai_agent and call arb_gvgai_run(). Both connect by TCP
 * (POSIX sockets: not on Windows) and never show the planner XML or JSON.
 *
 * Memory: nothing is allocated (but getaddrinfo's answer, once, when a client connects). Every line
 * lands in a fixed buffer of ARB_MAX_LINE bytes (the judge refuses longer lines), words are pointers
 * into it (valid only during the callback that receives them), and the alphabet and Taboo hints are
 * copied into fixed buffers of the run's state; RDDLSim
 * messages and GVGAI lines are parsed in place in one static buffer each. Define the ARB_* limits
 * before the include to change them.
 *
 * Keywords: every reconstructed keyword (the judge's LMC and Taboo dialect tables) lives in one
 * arb_dialect. arb_dialect_init() sets the shipped defaults and then reads the properties file named
 * by the ARBITER_DIALECT environment variable (the file `arbiter match --dialect` takes);
 * arb_dialect_set() overrides one key. Passing NULL to a run function does arb_dialect_init().
 *
 * Standard C11 (compiles with -std=c11 -pedantic -Wall -Wextra -Werror), stdio only for LMC and Taboo;
 * RDDLSim and GVGAI add POSIX sockets and clock_gettime. Include this header before any other.
 */
#ifndef ARBITER_SDK_H
#define ARBITER_SDK_H

/* The RDDLSim and GVGAI clients use POSIX sockets and thread CPU clocks, which -std=c11 hides unless a
 * POSIX level is asked for before the first system header: include this header first. */
#if defined(ARBITER_SDK_IMPLEMENTATION) && !defined(_WIN32) && !defined(_POSIX_C_SOURCE) && !defined(_GNU_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdio.h>

/* The longest line, terminator excluded: the judge's LMC line limit. */
#ifndef ARB_MAX_LINE
#define ARB_MAX_LINE 4096
#endif
/* Words on one line: a 4096-byte line of single-letter words separated by single spaces has 2048. */
#ifndef ARB_MAX_WORDS
#define ARB_MAX_WORDS (ARB_MAX_LINE / 2)
#endif
/* Symbols in an alphabet: LMC allows 2 to 80. */
#ifndef ARB_MAX_SYMBOLS
#define ARB_MAX_SYMBOLS 80
#endif
/* Taboo: the hints of one game kept for guess(), and the bytes they may take together. Older hints are
 * dropped first when either runs out (a recorded game has a handful). */
#ifndef ARB_TABOO_MAX_HINTS
#define ARB_TABOO_MAX_HINTS 64
#endif
#ifndef ARB_TABOO_HINT_BYTES
#define ARB_TABOO_HINT_BYTES 8192
#endif
/* The longest dialect keyword. */
#define ARB_KEYWORD_MAX 32

#ifdef __cplusplus
extern "C" {
#endif

/* Words of one line, or an alphabet. */
typedef struct arb_words {
    int count;
    const char *word[ARB_MAX_WORDS];
} arb_words;

/* The move a player writes: add words with arb_move_add(); none added is the protocol's "no answer". */
typedef struct arb_move {
    char text[ARB_MAX_LINE + 1];
    size_t length;
    int count;
} arb_move;

/* Appends one word; returns 0, or -1 (and changes nothing) when it is empty, holds whitespace or does not fit. */
int arb_move_add(arb_move *move, const char *word);

typedef struct arb_dialect {
    char cmd_exit[ARB_KEYWORD_MAX];       /* lmc2.cmd.exit (alias lmc.cmd.exit) */
    char cmd_new[ARB_KEYWORD_MAX];        /* lmc2.cmd.new (alias lmc.cmd.new) */
    char cmd_alphabet[ARB_KEYWORD_MAX];   /* lmc2.cmd.alphabet (alias lmc.cmd.alphabet) */
    char cmd_move[ARB_KEYWORD_MAX];       /* lmc2.cmd.moveRequest (alias lmc.cmd.moveRequest) */
    char info_name[ARB_KEYWORD_MAX];      /* lmc2.info.name (alias lmc.info.name) */
    char chan_hint[ARB_KEYWORD_MAX];      /* lmc2.chan.hint */
    int comments;                         /* lmc.comments: '#' lines are comments */
    int taboo_verbatim;                   /* taboo.dialect: verbatim (1) or hints-only (0) */
    char taboo_wrong_prefix[ARB_KEYWORD_MAX]; /* taboo.reply.wrongPrefix */
    char taboo_right[ARB_KEYWORD_MAX];    /* taboo.reply.right */
    char taboo_start[ARB_KEYWORD_MAX];    /* taboo.session.start */
    char taboo_end[ARB_KEYWORD_MAX];      /* taboo.session.end */
} arb_dialect;

/* The shipped defaults, then the ARBITER_DIALECT file if that variable is set; returns 0, or -1 if the file is unreadable. */
int arb_dialect_init(arb_dialect *d);
/* Only the shipped defaults. */
void arb_dialect_defaults(arb_dialect *d);
/* One key of either table; keys a player does not use (judge-side settings) are accepted and ignored.
 * Returns -1 when the value is too long for a keyword or not a boolean where one is needed. */
int arb_dialect_set(arb_dialect *d, const char *key, const char *value);
/* key=value lines of a properties file (\uXXXX escapes for ASCII, '#' and '!' comments); returns 0 or -1. */
int arb_dialect_load(arb_dialect *d, const char *path);

/* An LMC1/LMC2 player. Every callback may be NULL; `self` is passed back unchanged. */
typedef struct arb_lmc_player {
    const char *name; /* announced as "@info name NAME" at start-up */
    void *self;
    /* A new game (maybe a new opponent) with these legal symbols: forget what was learned. */
    void (*on_new_game)(void *self, const arb_words *alphabet);
    /* An observed move (LMC1: one symbol; LMC2: an utterance). */
    void (*on_input)(void *self, const arb_words *words);
    /* Your move, once per request. NULL callback: the first symbol of the alphabet. */
    void (*move)(void *self, arb_move *out);
    /* One score increment; `game_total` already includes it. */
    void (*on_score)(void *self, double increment, double game_total);
    /* LMC2 layer 2: the answer the game considered right for your last move. */
    void (*on_hint)(void *self, const arb_words *words);
    /* A channel or command the SDK does not know. */
    void (*on_other)(void *self, const char *channel, const char *data);
    /* The session ends (exit command or end of input). */
    void (*on_exit)(void *self);
    /* Nonzero: write "NAME: game total X over N scores" on stderr as each game ends. */
    int report_totals;
} arb_lmc_player;

/* Plays until "@command exit" or end of input; dialect NULL means arb_dialect_init(). Returns 0. */
int arb_lmc_run(const arb_lmc_player *player, const arb_dialect *dialect);

/* A Taboo guess: arb_guess_city() or arb_guess_coordinates(). */
typedef struct arb_guess {
    char text[ARB_MAX_LINE + 1];
} arb_guess;

void arb_guess_city(arb_guess *guess, const char *name);
void arb_guess_coordinates(arb_guess *guess, int lat, int lon);

/* A Taboo guesser; callbacks other than guess may be NULL. */
typedef struct arb_taboo_guesser {
    void *self;
    void (*on_game_start)(void *self);
    /* Every hint of this game so far, newest last, the describer's "no. " already stripped. */
    void (*guess)(void *self, const char *const *hints, int count, arb_guess *out);
    /* solved: 1 solved, 0 the hints ran out, -1 the hints-only dialect closed stdin (it cannot be told). */
    void (*on_game_end)(void *self, int solved);
} arb_taboo_guesser;

/* Plays every game until end of input; dialect NULL means arb_dialect_init(). Returns 0. */
int arb_taboo_run(const arb_taboo_guesser *guesser, const arb_dialect *dialect);


/* ---------------------------------------------------------------------------------------------- */
/* RDDLSim planners and GVGAI learning-track agents talk TCP, so they need POSIX sockets (Linux,
 * macOS, the BSDs); on Windows only the LMC and Taboo parts above exist. */
#ifndef _WIN32

/* The largest RDDLSim message kept whole (session-init carries the domain and instance, base64):
 * a bigger one is refused with a line on stderr. */
#ifndef ARB_RDDL_MAX_MESSAGE
#define ARB_RDDL_MAX_MESSAGE (1 << 20)
#endif
/* Observed fluents of one turn, and arguments of one fluent. */
#ifndef ARB_RDDL_MAX_FLUENTS
#define ARB_RDDL_MAX_FLUENTS 4096
#endif
#ifndef ARB_RDDL_MAX_ARGS
#define ARB_RDDL_MAX_ARGS 8
#endif
/* Bytes of one turn's <action> elements. */
#ifndef ARB_RDDL_MAX_ACTIONS_XML
#define ARB_RDDL_MAX_ACTIONS_XML 65536
#endif

/* One observed fluent, name(arg...) = value, as the server wrote it ("true", "3", "0.5"). */
typedef struct arb_rddl_fluent {
    const char *name;
    int argc;
    const char *arg[ARB_RDDL_MAX_ARGS];
    const char *value;
} arb_rddl_fluent;

/* A turn's observation. The strings point into the SDK's message buffer: valid during act() only. */
typedef struct arb_rddl_state {
    int round; /* from 1 */
    int turn;  /* from 1 within the round */
    int count; /* 0 on the first turn of a partially observed round: nothing is observed yet */
    arb_rddl_fluent fluent[ARB_RDDL_MAX_FLUENTS];
} arb_rddl_state;

/* The value of name(args), args space-separated ("c1", "x1 y2", "" for none); NULL when not observed. */
const char *arb_rddl_value(const arb_rddl_state *state, const char *name, const char *args);

/* A turn's actions: add them with arb_rddl_action(); none added is the no-op (every action at its default). */
typedef struct arb_rddl_actions {
    char xml[ARB_RDDL_MAX_ACTIONS_XML];
    size_t length;
    int count;
} arb_rddl_actions;

/* Adds name(args) = value (args space-separated, "" for none); returns 0, or -1 when it does not fit. */
int arb_rddl_action(arb_rddl_actions *out, const char *name, const char *args, const char *value);

/* session-init. Strings valid during on_session only. */
typedef struct arb_rddl_session {
    const char *task;       /* the domain and instance text (IPC 2018 profile), NULL before it */
    int rounds;             /* num-rounds, -1 when absent */
    const char *session_id;
    double time_allowed;    /* milliseconds for the whole session, -1 when absent */
} arb_rddl_session;

/* An RDDLSim planner; callbacks other than act may be NULL. */
typedef struct arb_rddl_planner {
    const char *name; /* client-name, unless --name or RDDL_CLIENT_NAME says otherwise */
    void *self;
    void (*on_session)(void *self, const arb_rddl_session *session);
    void (*on_round)(void *self, int number); /* from 1: reset what you track per round */
    void (*act)(void *self, const arb_rddl_state *state, arb_rddl_actions *out);
    void (*on_round_end)(void *self, double reward);
    void (*on_session_end)(void *self, double total_reward);
} arb_rddl_planner;

/* Connects as the reference clients do (--host H --port P --name CLIENT INSTANCE, else RDDL_HOST,
 * RDDL_PORT, RDDL_CLIENT_NAME, RDDL_INSTANCE; default localhost:2323), plays every round, returns 0
 * (1 with a line on stderr when the session could not be played). Pass main's argc and argv. */
int arb_rddl_run(const arb_rddl_planner *planner, int argc, char **argv);

/* The longest GVGAI line (a BOTH observation with its screenshot is a few tens of kilobytes). */
#ifndef ARB_GVGAI_MAX_LINE
#define ARB_GVGAI_MAX_LINE (1 << 20)
#endif
/* Bytes of a screenshot (PNG) kept; a bigger one is left out (image_png NULL) with a line on stderr. */
#ifndef ARB_GVGAI_MAX_IMAGE
#define ARB_GVGAI_MAX_IMAGE (1 << 18)
#endif
#ifndef ARB_GVGAI_MAX_ACTIONS
#define ARB_GVGAI_MAX_ACTIONS 8
#endif
/* Tiles of the observation grid kept (x below COLS, y below ROWS), and sprite types per tile. */
#ifndef ARB_GVGAI_GRID_COLS
#define ARB_GVGAI_GRID_COLS 64
#endif
#ifndef ARB_GVGAI_GRID_ROWS
#define ARB_GVGAI_GRID_ROWS 64
#endif
#ifndef ARB_GVGAI_CELL_SPRITES
#define ARB_GVGAI_CELL_SPRITES 4
#endif

/* The sprites on one tile: how many, and the itype of the first ARB_GVGAI_CELL_SPRITES. */
typedef struct arb_gvgai_cell {
    int count;
    int itype[ARB_GVGAI_CELL_SPRITES];
} arb_gvgai_cell;

/* The JSON fields agents use; fields the observation did not carry keep the values noted. */
typedef struct arb_gvgai_obs {
    char phase[8];          /* "INIT", "ACT", "END" or "ABORT" */
    int is_validation;
    double score;           /* gameScore */
    int tick;               /* gameTick */
    char winner[16];        /* PLAYER_WINS, PLAYER_LOSES, NO_WINNER or PLAYER_DISQ */
    int game_over;
    int action_count;       /* availableActions */
    char action[ARB_GVGAI_MAX_ACTIONS][16];
    double avatar_x, avatar_y;           /* pixels; -1 when absent */
    double orientation_x, orientation_y; /* 0 when absent */
    double world_width, world_height;    /* pixels; -1 in an IMAGE observation */
    int block_size;                      /* pixels a tile; 0 in an IMAGE observation */
    int avatar_alive;
    int grid_cols, grid_rows;            /* of observationGrid, whole; grid[x][y] keeps what fits */
    arb_gvgai_cell grid[ARB_GVGAI_GRID_COLS][ARB_GVGAI_GRID_ROWS];
    const unsigned char *image_png;      /* the screenshot when one was sent, else NULL */
    size_t image_length;
    const char *json;                    /* the whole line, for any other field */
} arb_gvgai_obs;

/* Thread CPU time against a budget, as the track timed its agents. */
typedef struct arb_cpu_timer {
    double budget_ms;
    double began_ms;
} arb_cpu_timer;

double arb_cpu_timer_spent_ms(const arb_cpu_timer *timer);
double arb_cpu_timer_remaining_ms(const arb_cpu_timer *timer);
int arb_cpu_timer_exceeded(const arb_cpu_timer *timer);

/* The track's CPU budgets: START and INIT, an act (past it ACTION_NIL is played, past the second
 * END_OVERSPENT is sent), the whole training, and a result once that is spent. */
typedef struct arb_gvgai_budgets {
    double start_ms, init_ms, act_ms, act_overspent_ms, learning_ms, result_ms;
} arb_gvgai_budgets;

void arb_gvgai_budgets_default(arb_gvgai_budgets *budgets); /* 1000, 1000, 40, 50, 300000, 1000 */

/* What result() returns besides a training level 0-2. */
#define ARB_GVGAI_NEXT_LEVEL (-1)
#define ARB_GVGAI_END_TRAINING (-2)

typedef enum arb_gvgai_kind { ARB_GVGAI_JSON, ARB_GVGAI_IMAGE, ARB_GVGAI_BOTH } arb_gvgai_kind;

/* The kind of observation every following reply asks for (JSON at first); callable from any callback. */
void arb_gvgai_observe(arb_gvgai_kind kind);

/* A GVGAI learning-track agent; every callback may be NULL (act: ACTION_NIL; result: the next level). */
typedef struct arb_gvgai_agent {
    void *self;
    const arb_gvgai_budgets *budgets; /* NULL: the track's */
    void (*on_start)(void *self);     /* a run begins (once per game) */
    void (*init)(void *self, const arb_gvgai_obs *obs, const arb_cpu_timer *timer); /* a level begins */
    /* The action for this tick ("ACTION_LEFT", one of obs->action, ...); NULL plays ACTION_NIL. */
    const char *(*act)(void *self, const arb_gvgai_obs *obs, const arb_cpu_timer *timer);
    /* A level ended: the next training level 0-2, ARB_GVGAI_NEXT_LEVEL or ARB_GVGAI_END_TRAINING. */
    int (*result)(void *self, const arb_gvgai_obs *obs, const arb_cpu_timer *timer);
} arb_gvgai_agent;

/* Connects to GVGAI_HOST:GVGAI_PORT (default localhost:8080, retrying every second until it listens),
 * plays until FINISH and returns 0 (1 with a line on stderr when a line is too long to read). */
int arb_gvgai_run(const arb_gvgai_agent *agent);

#endif /* !_WIN32 */

#ifdef __cplusplus
}
#endif

#endif /* ARBITER_SDK_H */

/* ============================================================================================== */
#ifdef ARBITER_SDK_IMPLEMENTATION
#ifndef ARBITER_SDK_IMPLEMENTED
#define ARBITER_SDK_IMPLEMENTED

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static int arb__blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

static int arb__copy(char *dst, size_t cap, const char *src)
{
    size_t n = strlen(src);
    if (n >= cap) {
        return -1;
    }
    memcpy(dst, src, n + 1);
    return 0;
}

int arb_move_add(arb_move *move, const char *word)
{
    size_t n = strlen(word);
    size_t need = n + (move->count > 0 ? 1 : 0);
    if (n == 0 || move->length + need > ARB_MAX_LINE) {
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        if (arb__blank(word[i])) {
            return -1;
        }
    }
    if (move->count > 0) {
        move->text[move->length++] = ' ';
    }
    memcpy(move->text + move->length, word, n + 1);
    move->length += n;
    move->count++;
    return 0;
}

void arb_dialect_defaults(arb_dialect *d)
{
    memset(d, 0, sizeof *d);
    strcpy(d->cmd_exit, "exit");
    strcpy(d->cmd_new, "new");
    strcpy(d->cmd_alphabet, "alphabet");
    strcpy(d->cmd_move, "move");
    strcpy(d->info_name, "name");
    strcpy(d->chan_hint, "hint");
    d->comments = 1;
    d->taboo_verbatim = 1;
    strcpy(d->taboo_wrong_prefix, "no. ");
    strcpy(d->taboo_right, "yes");
    strcpy(d->taboo_start, "START");
    strcpy(d->taboo_end, "END");
}

int arb_dialect_set(arb_dialect *d, const char *key, const char *value)
{
    static const struct {
        const char *key;
        const char *alias;
        size_t offset;
    } keywords[] = {
        {"lmc2.cmd.exit", "lmc.cmd.exit", offsetof(arb_dialect, cmd_exit)},
        {"lmc2.cmd.new", "lmc.cmd.new", offsetof(arb_dialect, cmd_new)},
        {"lmc2.cmd.alphabet", "lmc.cmd.alphabet", offsetof(arb_dialect, cmd_alphabet)},
        {"lmc2.cmd.moveRequest", "lmc.cmd.moveRequest", offsetof(arb_dialect, cmd_move)},
        {"lmc2.info.name", "lmc.info.name", offsetof(arb_dialect, info_name)},
        {"lmc2.chan.hint", "lmc2.chan.hint", offsetof(arb_dialect, chan_hint)},
        {"taboo.reply.wrongPrefix", "taboo.reply.wrongPrefix", offsetof(arb_dialect, taboo_wrong_prefix)},
        {"taboo.reply.right", "taboo.reply.right", offsetof(arb_dialect, taboo_right)},
        {"taboo.session.start", "taboo.session.start", offsetof(arb_dialect, taboo_start)},
        {"taboo.session.end", "taboo.session.end", offsetof(arb_dialect, taboo_end)},
    };
    for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++) {
        if (strcmp(key, keywords[i].key) == 0 || strcmp(key, keywords[i].alias) == 0) {
            return arb__copy((char *) d + keywords[i].offset, ARB_KEYWORD_MAX, value);
        }
    }
    if (strcmp(key, "lmc.comments") == 0 || strcmp(key, "taboo.dialect") == 0) {
        int on = strcmp(value, "true") == 0 || strcmp(value, "verbatim") == 0;
        if (!on && strcmp(value, "false") != 0 && strcmp(value, "hints-only") != 0) {
            return -1;
        }
        *(key[0] == 'l' ? &d->comments : &d->taboo_verbatim) = on;
    }
    return 0; /* a judge-side key: not the player's business */
}

static int arb__hex(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* Java properties escapes in place: \uXXXX (ASCII only), \t, \n, \r, \f, and \x for any other x. */
static void arb__unescape(char *s)
{
    char *out = s;
    for (const char *in = s; *in; in++) {
        if (*in != '\\' || in[1] == '\0') {
            *out++ = *in;
            continue;
        }
        in++;
        if (*in == 'u') {
            int code = 0, ok = 1;
            for (int k = 1; k <= 4; k++) {
                int h = in[k] ? arb__hex(in[k]) : -1;
                ok = ok && h >= 0;
                code = code * 16 + (h < 0 ? 0 : h);
            }
            if (ok && code < 128) {
                *out++ = (char) code;
                in += 4;
                continue;
            }
        }
        *out++ = *in == 't' ? '\t' : *in == 'n' ? '\n' : *in == 'r' ? '\r' : *in == 'f' ? '\f' : *in;
    }
    *out = '\0';
}

int arb_dialect_load(arb_dialect *d, const char *path)
{
    char line[ARB_MAX_LINE + 2];
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        return -1;
    }
    int status = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        size_t n = strcspn(line, "\r\n");
        line[n] = '\0';
        char *key = line;
        while (*key == ' ' || *key == '\t') {
            key++;
        }
        if (*key == '\0' || *key == '#' || *key == '!') {
            continue;
        }
        char *cut = key + strcspn(key, "=:");
        if (*cut == '\0') {
            continue;
        }
        char *value = cut + 1;
        char *end = cut;
        while (end > key && (end[-1] == ' ' || end[-1] == '\t')) {
            end--;
        }
        *end = '\0';
        while (*value == ' ' || *value == '\t') {
            value++;
        }
        arb__unescape(value);
        if (arb_dialect_set(d, key, value) != 0) {
            status = -1;
        }
    }
    fclose(f);
    return status;
}

int arb_dialect_init(arb_dialect *d)
{
    arb_dialect_defaults(d);
    const char *path = getenv("ARBITER_DIALECT");
    return path != NULL && *path != '\0' ? arb_dialect_load(d, path) : 0;
}

/* The caller's dialect, or the defaults and ARBITER_DIALECT's file when it passed NULL. */
static const arb_dialect *arb__dialect_or_init(const arb_dialect *dialect)
{
    static arb_dialect fallback;
    if (dialect != NULL) {
        return dialect;
    }
    if (arb_dialect_init(&fallback) != 0) {
        fprintf(stderr, "arbiter_sdk: ARBITER_DIALECT=%s is unreadable or has a bad value\n", getenv("ARBITER_DIALECT"));
    }
    return &fallback;
}

/* --- reading lines ------------------------------------------------------------------------------ */

/* The next line into buf without its \n or \r\n; 1, or 0 at end of input. A line longer than the buffer
 * (which the judge never sends) is cut there and its rest skipped, so the next read starts on a line. */
static int arb__read_line(char *buf, size_t cap)
{
    if (fgets(buf, (int) cap, stdin) == NULL) {
        return 0;
    }
    size_t n = strlen(buf);
    if (n > 0 && buf[n - 1] == '\n') {
        buf[--n] = '\0';
    } else if (n + 1 == cap) {
        int c;
        while ((c = getchar()) != EOF && c != '\n') {
        }
    }
    if (n > 0 && buf[n - 1] == '\r') {
        buf[--n] = '\0';
    }
    return 1;
}

/* True when the first word of s (after any blanks) is keyword; *rest then points just past it. */
static int arb__keyword(char *s, const char *keyword, char **rest)
{
    size_t n = strlen(keyword);
    while (*s && arb__blank(*s)) {
        s++;
    }
    if (n == 0 || strncmp(s, keyword, n) != 0 || (s[n] != '\0' && !arb__blank(s[n]))) {
        return 0;
    }
    *rest = s + n;
    return 1;
}

/* A number as Java writes it, [+-]digits[.digits] and, with exponent set, [eE][+-]digits; read by hand so
 * no locale's decimal comma can change it (strtod follows setlocale). Returns 0 when s is not such a number. */
static int arb__number(const char *s, double *out, int exponent)
{
    double mantissa = 0, divisor = 1; /* exact for up to 15 digits, so the quotient is correctly rounded */
    int sign = 1, digits = 0, power = 0, power_sign = 1;
    while (arb__blank(*s)) {
        s++;
    }
    if (*s == '+' || *s == '-') {
        sign = *s++ == '-' ? -1 : 1;
    }
    for (; *s >= '0' && *s <= '9'; s++, digits++) {
        mantissa = mantissa * 10 + (*s - '0');
    }
    if (*s == '.') {
        for (s++; *s >= '0' && *s <= '9'; s++, digits++) {
            mantissa = mantissa * 10 + (*s - '0');
            divisor *= 10;
        }
    }
    if (exponent && digits > 0 && (*s == 'e' || *s == 'E')) {
        s++;
        if (*s == '+' || *s == '-') {
            power_sign = *s++ == '-' ? -1 : 1;
        }
        if (*s < '0' || *s > '9') {
            return 0;
        }
        for (; *s >= '0' && *s <= '9'; s++) {
            power = power < 400 ? power * 10 + (*s - '0') : power;
        }
    }
    while (arb__blank(*s)) {
        s++;
    }
    if (digits == 0 || *s != '\0') {
        return 0;
    }
    double x = mantissa / divisor;
    for (; power > 0; power--) {
        x = power_sign > 0 ? x * 10 : x / 10;
    }
    *out = sign * x;
    return 1;
}

/* A score as the judge writes it, [+-]digits[.digits]. */
static int arb__decimal(const char *s, double *out)
{
    return arb__number(s, out, 0);
}

/* Splits s in place on runs of whitespace. */
static void arb__split(char *s, arb_words *words)
{
    words->count = 0;
    for (char *p = s; *p;) {
        while (*p && arb__blank(*p)) {
            *p++ = '\0';
        }
        if (*p == '\0' || words->count == ARB_MAX_WORDS) {
            break;
        }
        words->word[words->count++] = p;
        while (*p && !arb__blank(*p)) {
            p++;
        }
    }
}

static void arb__write_line(const char *a, const char *b)
{
    fputs(a, stdout);
    fputs(b, stdout);
    fputc('\n', stdout);
    fflush(stdout);
}

/* --- LMC ----------------------------------------------------------------------------------------- */

typedef struct arb__lmc {
    const arb_lmc_player *p;
    const arb_dialect *d;
    char line[ARB_MAX_LINE + 2];
    char alphabet_text[ARB_MAX_LINE + 1];
    arb_words words;
    arb_words alphabet;
    arb_move move;
    int pending_new;
    double score;
    int scores;
} arb__lmc;

static void arb__lmc_end_game(arb__lmc *s)
{
    if (s->p->report_totals && s->scores > 0) {
        fprintf(stderr, "%s: game total %.3f over %d scores\n", s->p->name, s->score, s->scores);
        fflush(stderr);
    }
    s->score = 0;
    s->scores = 0;
}

static void arb__lmc_ensure_game(arb__lmc *s)
{
    /* "new" without a new alphabet keeps the old one: the alphabet is told, not learned. */
    if (s->pending_new) {
        s->pending_new = 0;
        if (s->p->on_new_game) {
            s->p->on_new_game(s->p->self, &s->alphabet);
        }
    }
}

static void arb__lmc_alphabet(arb__lmc *s, const arb_words *symbols)
{
    size_t used = 0;
    s->alphabet.count = 0;
    for (int i = 0; i < symbols->count && s->alphabet.count < ARB_MAX_SYMBOLS; i++) {
        size_t n = strlen(symbols->word[i]);
        if (used + n + 1 > sizeof s->alphabet_text) {
            break;
        }
        memcpy(s->alphabet_text + used, symbols->word[i], n + 1);
        s->alphabet.word[s->alphabet.count++] = s->alphabet_text + used;
        used += n + 1;
    }
    s->pending_new = 1;
    arb__lmc_ensure_game(s);
}

static void arb__lmc_move(arb__lmc *s)
{
    arb__lmc_ensure_game(s);
    s->move.text[0] = '\0';
    s->move.length = 0;
    s->move.count = 0;
    /* Before any alphabet (a conforming judge never asks then) the answer is the protocol's "no answer". */
    if (s->alphabet.count == 0) {
        /* nothing to add */
    } else if (s->p->move) {
        s->p->move(s->p->self, &s->move);
    } else {
        arb_move_add(&s->move, s->alphabet.word[0]);
    }
    arb__write_line(s->move.count > 0 ? "@output " : "@output", s->move.text);
}

static void arb__lmc_other(arb__lmc *s, const char *channel, const char *data)
{
    if (s->p->on_other) {
        s->p->on_other(s->p->self, channel, data);
    }
}

/* One judge line; returns 0 once the session is over. */
static int arb__lmc_line(arb__lmc *s, char *line)
{
    const arb_lmc_player *p = s->p;
    char *q = line;
    while (*q && arb__blank(*q)) {
        q++;
    }
    if (*q == '\0' || (line[0] == '#' && s->d->comments)) {
        return 1;
    }
    const char *channel = "input"; /* the default channel: a bare line is an input */
    char *data = line;
    if (line[0] == '@') {
        channel = line + 1;
        data = line + 1 + strcspn(line + 1, " ");
        if (*data) {
            *data++ = '\0';
        }
    }
    if (strcmp(channel, "command") == 0) {
        char *args;
        if (arb__keyword(data, s->d->cmd_exit, &args)) {
            arb__lmc_end_game(s);
            return 0;
        } else if (arb__keyword(data, s->d->cmd_new, &args)) {
            arb__lmc_end_game(s);
            s->pending_new = 1;
        } else if (arb__keyword(data, s->d->cmd_alphabet, &args)) {
            arb__split(args, &s->words);
            arb__lmc_alphabet(s, &s->words);
        } else if (arb__keyword(data, s->d->cmd_move, &args)) {
            arb__lmc_move(s);
        } else {
            arb__lmc_other(s, channel, data);
        }
    } else if (strcmp(channel, "input") == 0) {
        arb__lmc_ensure_game(s);
        arb__split(data, &s->words);
        if (p->on_input) {
            p->on_input(p->self, &s->words);
        }
    } else if (strcmp(channel, "score") == 0) {
        double x;
        if (!arb__decimal(data, &x)) {
            arb__lmc_other(s, channel, data);
            return 1;
        }
        s->score += x;
        s->scores++;
        if (p->on_score) {
            p->on_score(p->self, x, s->score);
        }
    } else if (strcmp(channel, s->d->chan_hint) == 0) {
        arb__split(data, &s->words);
        if (p->on_hint) {
            p->on_hint(p->self, &s->words);
        }
    } else {
        arb__lmc_other(s, channel, data);
    }
    return 1;
}

int arb_lmc_run(const arb_lmc_player *player, const arb_dialect *dialect)
{
    static arb__lmc s; /* static: a few kilobytes of buffers, off the stack, allocated once */
    dialect = arb__dialect_or_init(dialect);
    memset(&s, 0, sizeof s);
    s.p = player;
    s.d = dialect;
    s.pending_new = 1; /* whatever comes first, the player has been told a game began */
    fprintf(stdout, "@info %s ", dialect->info_name); /* "@info name NAME", before anything is read */
    arb__write_line(player->name != NULL ? player->name : "c-sdk-player", "");
    while (arb__read_line(s.line, sizeof s.line)) {
        if (!arb__lmc_line(&s, s.line)) {
            if (player->on_exit) {
                player->on_exit(player->self);
            }
            return 0;
        }
    }
    arb__lmc_end_game(&s);
    if (player->on_exit) {
        player->on_exit(player->self);
    }
    return 0;
}

/* --- Taboo --------------------------------------------------------------------------------------- */

void arb_guess_city(arb_guess *guess, const char *name)
{
    /* One line whatever the name holds: whitespace runs become single spaces. */
    size_t n = 0;
    for (const char *c = name; *c && n < ARB_MAX_LINE; c++) {
        if (arb__blank(*c)) {
            if (n > 0 && guess->text[n - 1] != ' ') {
                guess->text[n++] = ' ';
            }
        } else {
            guess->text[n++] = *c;
        }
    }
    while (n > 0 && guess->text[n - 1] == ' ') {
        n--;
    }
    guess->text[n] = '\0';
}

void arb_guess_coordinates(arb_guess *guess, int lat, int lon)
{
    snprintf(guess->text, sizeof guess->text, "%d,%d", lat, lon);
}

typedef struct arb__taboo {
    const arb_taboo_guesser *g;
    const arb_dialect *d;
    char line[ARB_MAX_LINE + 2];
    char hint_text[ARB_TABOO_HINT_BYTES];
    size_t hint_used;
    const char *hint[ARB_TABOO_MAX_HINTS];
    int hints;
    int playing;
    arb_guess guess;
} arb__taboo;

static void arb__taboo_begin(arb__taboo *s)
{
    s->hints = 0;
    s->hint_used = 0;
    s->playing = 1;
    if (s->g->on_game_start) {
        s->g->on_game_start(s->g->self);
    }
}

static void arb__taboo_finish(arb__taboo *s, int solved)
{
    if (s->playing) {
        s->playing = 0;
        if (s->g->on_game_end) {
            s->g->on_game_end(s->g->self, solved);
        }
    }
}

/* Keeps a copy of the hint; drops the oldest hints when the fixed buffers are full. */
static void arb__taboo_keep(arb__taboo *s, const char *hint)
{
    size_t n = strlen(hint);
    if (n + 1 > sizeof s->hint_text) {
        n = sizeof s->hint_text - 1;
    }
    while (s->hints > 0 && (s->hints == ARB_TABOO_MAX_HINTS || s->hint_used + n + 1 > sizeof s->hint_text)) {
        size_t drop = strlen(s->hint[0]) + 1;
        memmove(s->hint_text, s->hint_text + drop, s->hint_used - drop);
        s->hint_used -= drop;
        s->hints--;
        for (int i = 0; i < s->hints; i++) {
            s->hint[i] = s->hint[i + 1] - drop;
        }
    }
    memcpy(s->hint_text + s->hint_used, hint, n);
    s->hint_text[s->hint_used + n] = '\0';
    s->hint[s->hints++] = s->hint_text + s->hint_used;
    s->hint_used += n + 1;
}

static char *arb__trim(char *s)
{
    while (*s && arb__blank(*s)) {
        s++;
    }
    size_t n = strlen(s);
    while (n > 0 && arb__blank(s[n - 1])) {
        s[--n] = '\0';
    }
    return s;
}

static int arb__same_trimmed(const char *text, const char *keyword)
{
    char k[ARB_KEYWORD_MAX];
    strcpy(k, keyword);
    return strcmp(text, arb__trim(k)) == 0;
}

int arb_taboo_run(const arb_taboo_guesser *guesser, const arb_dialect *dialect)
{
    static arb__taboo s;
    dialect = arb__dialect_or_init(dialect);
    memset(&s, 0, sizeof s);
    s.g = guesser;
    s.d = dialect;
    size_t prefix = strlen(dialect->taboo_wrong_prefix);
    while (arb__read_line(s.line, sizeof s.line)) {
        char *line = s.line;
        if (prefix > 0 && strncmp(line, dialect->taboo_wrong_prefix, prefix) == 0) {
            line += prefix;
        } else {
            char *text = arb__trim(line);
            if (arb__same_trimmed(text, dialect->taboo_start)) {
                arb__taboo_finish(&s, 1); /* hints-only sessions say nothing after a right guess */
                arb__taboo_begin(&s);
                continue;
            }
            if (arb__same_trimmed(text, dialect->taboo_right) || arb__same_trimmed(text, dialect->taboo_end)) {
                arb__taboo_finish(&s, arb__same_trimmed(text, dialect->taboo_right));
                continue;
            }
        }
        if (!s.playing) {
            arb__taboo_begin(&s); /* per-game processes: the first hint opens the game */
        }
        arb__taboo_keep(&s, arb__trim(line));
        s.guess.text[0] = '\0';
        guesser->guess(guesser->self, s.hint, s.hints, &s.guess);
        arb__write_line(s.guess.text, "");
    }
    /* Verbatim replies end a solved game with the right-guess word: an open game at end of input was lost. */
    arb__taboo_finish(&s, dialect->taboo_verbatim ? 0 : -1);
    return 0;
}


/* --- TCP: RDDLSim and GVGAI ---------------------------------------------------------------------- */
#ifndef _WIN32

#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

/* A connection read a message at a time into one fixed buffer: messages end in a delimiter byte
 * (NUL for RDDLSim, newline for GVGAI) and are handed out terminated in place. */
typedef struct arb__conn {
    int fd;
    char *buf;
    size_t cap;  /* bytes of buf usable for data; buf has one more for a terminator */
    size_t have; /* bytes received */
    size_t used; /* of them, bytes of messages already handed out */
} arb__conn;

static int arb__connect(const char *host, const char *port)
{
    struct addrinfo hints, *found, *ai;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    if (getaddrinfo(host, port, &hints, &found) != 0) {
        return -1;
    }
    int fd = -1;
    for (ai = found; ai != NULL; ai = ai->ai_next) {
        fd = socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
        if (fd >= 0 && connect(fd, ai->ai_addr, ai->ai_addrlen) == 0) {
            break;
        }
        if (fd >= 0) {
            close(fd);
        }
        fd = -1;
    }
    freeaddrinfo(found);
    if (fd >= 0) {
        int one = 1; /* each message is a whole turn: send it now, not after Nagle's delay */
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    }
    return fd;
}

/* The next message without its delimiter, or NULL at end of input; *oversized set when it fills the buffer. */
static char *arb__conn_next(arb__conn *c, char delim, int *oversized)
{
    *oversized = 0;
    if (c->used > 0) {
        memmove(c->buf, c->buf + c->used, c->have - c->used);
        c->have -= c->used;
        c->used = 0;
    }
    size_t scanned = 0;
    for (;;) {
        char *end = memchr(c->buf + scanned, delim, c->have - scanned);
        if (end != NULL) {
            *end = '\0';
            c->used = (size_t) (end - c->buf) + 1;
            return c->buf;
        }
        scanned = c->have;
        if (c->have == c->cap) {
            *oversized = 1;
            return NULL;
        }
        ssize_t n = recv(c->fd, c->buf + c->have, c->cap - c->have, 0);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return NULL;
        }
        c->have += (size_t) n;
    }
}

static int arb__send(int fd, const char *data, size_t n)
{
#ifdef MSG_NOSIGNAL
    const int flags = MSG_NOSIGNAL; /* a server gone away is an error return, not a SIGPIPE death */
#else
    const int flags = 0;
#endif
    while (n > 0) {
        ssize_t k = send(fd, data, n, flags);
        if (k < 0 && errno == EINTR) {
            continue;
        }
        if (k <= 0) {
            return -1;
        }
        data += k;
        n -= (size_t) k;
    }
    return 0;
}

/* Appends s to buf (capacity cap, *len used), XML-escaped when escape is set; -1 when it does not fit. */
static int arb__append(char *buf, size_t cap, size_t *len, const char *s, int escape)
{
    for (; *s; s++) {
        const char *piece = !escape ? NULL : *s == '&' ? "&amp;" : *s == '<' ? "&lt;" : *s == '>' ? "&gt;" : NULL;
        size_t n = piece != NULL ? strlen(piece) : 1;
        if (*len + n >= cap) {
            return -1;
        }
        memcpy(buf + *len, piece != NULL ? piece : s, n);
        *len += n;
    }
    buf[*len] = '\0';
    return 0;
}

/* --- RDDLSim ------------------------------------------------------------------------------------- */

/* The five predefined XML entities, decoded in place (the server escapes &, < and >). */
static void arb__xml_unescape(char *s)
{
    static const struct {
        const char *entity;
        char c;
    } entities[] = {
        {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&apos;", '\''},
    };
    char *out = s;
    for (const char *in = s; *in;) {
        int matched = 0;
        for (size_t i = 0; *in == '&' && !matched && i < sizeof entities / sizeof entities[0]; i++) {
            size_t len = strlen(entities[i].entity);
            if (strncmp(in, entities[i].entity, len) == 0) {
                *out++ = entities[i].c;
                in += len;
                matched = 1;
            }
        }
        if (!matched) {
            *out++ = *in++;
        }
    }
    *out = '\0';
}

/* The next element of an XML message walked in place: a leaf <name>text</name> (text decoded and
 * trimmed), an empty <name/> (text ""), or a container's opening tag (text NULL). Names and texts are
 * terminated in place, so the message is read once, in document order. Returns 0 at the end. */
static int arb__xml_next(char **cursor, char **name, char **text)
{
    char *p = *cursor;
    for (;;) {
        char *lt = strchr(p, '<');
        if (lt == NULL) {
            return 0;
        }
        char *gt = strchr(lt, '>');
        if (gt == NULL) {
            return 0;
        }
        if (lt[1] == '/' || lt[1] == '?' || lt[1] == '!') {
            p = gt + 1; /* a closing tag, the declaration or a comment */
            continue;
        }
        *name = lt + 1;
        char *name_end = lt + 1 + strcspn(lt + 1, " \t\r\n/>");
        int empty = gt[-1] == '/';
        char *after = gt + 1;
        *name_end = '\0';
        if (empty) {
            *text = name_end; /* "" */
            *cursor = after;
            return 1;
        }
        char *next = strchr(after, '<');
        if (next != NULL && next[1] == '/') {
            *next = '\0';
            arb__xml_unescape(after);
            *text = arb__trim(after);
            *cursor = next + 1;
        } else {
            *text = NULL;
            *cursor = after;
        }
        return 1;
    }
}

/* What a server message says that the session loop needs. */
typedef struct arb__rddl_msg {
    char root[32];
    char *task, *session_id;
    double rounds, time_allowed, round_reward, time_left, total_reward;
    int has_rounds, has_time_allowed, has_time_left;
} arb__rddl_msg;

static int arb__base64(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' : c >= 'a' && c <= 'z' ? c - 'a' + 26 : c >= '0' && c <= '9' ? c - '0' + 52
         : c == '+' ? 62 : c == '/' ? 63 : -1;
}

/* Base64 decoded in place (the text only shrinks); whitespace and padding skipped. */
static void arb__base64_decode(char *s)
{
    unsigned int bits = 0;
    int held = 0;
    char *out = s;
    for (const char *in = s; *in; in++) {
        int v = arb__base64((unsigned char) *in);
        if (v < 0) {
            continue;
        }
        bits = (bits << 6) | (unsigned int) v;
        held += 6;
        if (held >= 8) {
            held -= 8;
            *out++ = (char) ((bits >> held) & 0xff);
        }
    }
    *out = '\0';
}

static void arb__rddl_fail(const char *what, const char *detail)
{
    fprintf(stderr, "arbiter_sdk: rddl: %s%s\n", what, detail);
    fflush(stderr);
    exit(1);
}

/* Reads a message in place into m and, for a turn, into state. */
static void arb__rddl_parse(char *msg, arb__rddl_msg *m, arb_rddl_state *state)
{
    char *cursor = msg, *name, *text;
    memset(m, 0, sizeof *m);
    arb_rddl_fluent *f = NULL;
    state->count = 0;
    while (arb__xml_next(&cursor, &name, &text)) {
        if (m->root[0] == '\0') {
            arb__copy(m->root, sizeof m->root, name);
            continue;
        }
        if (text == NULL) {
            if (strcmp(name, "observed-fluent") == 0) {
                if (state->count == ARB_RDDL_MAX_FLUENTS) {
                    arb__rddl_fail("a turn with more observed fluents than ARB_RDDL_MAX_FLUENTS; ",
                                   "define it larger before including arbiter_sdk.h");
                }
                f = &state->fluent[state->count++];
                memset(f, 0, sizeof *f);
                f->name = f->value = "";
            }
            continue;
        }
        double x;
        int number = arb__number(text, &x, 1);
        if (f != NULL && strcmp(name, "fluent-name") == 0) {
            f->name = text;
        } else if (f != NULL && strcmp(name, "fluent-arg") == 0) {
            if (f->argc == ARB_RDDL_MAX_ARGS) {
                arb__rddl_fail("a fluent with more arguments than ARB_RDDL_MAX_ARGS: ", f->name);
            }
            f->arg[f->argc++] = text;
        } else if (f != NULL && strcmp(name, "fluent-value") == 0) {
            f->value = text;
        } else if (strcmp(name, "task") == 0) {
            m->task = text;
        } else if (strcmp(name, "session-id") == 0) {
            m->session_id = text;
        } else if (strcmp(name, "num-rounds") == 0 && number) {
            m->rounds = x;
            m->has_rounds = 1;
        } else if (strcmp(name, "time-allowed") == 0 && number) {
            m->time_allowed = x;
            m->has_time_allowed = 1;
        } else if (strcmp(name, "round-reward") == 0 && number) {
            m->round_reward = x;
        } else if (strcmp(name, "time-left") == 0 && number) {
            m->time_left = x;
            m->has_time_left = 1;
        } else if (strcmp(name, "total-reward") == 0 && number) {
            m->total_reward = x;
        }
    }
}

const char *arb_rddl_value(const arb_rddl_state *state, const char *name, const char *args)
{
    for (int i = 0; i < state->count; i++) {
        const arb_rddl_fluent *f = &state->fluent[i];
        if (strcmp(f->name, name) != 0) {
            continue;
        }
        const char *a = args;
        int k = 0;
        for (; k < f->argc; k++) {
            while (*a == ' ') {
                a++;
            }
            size_t n = strlen(f->arg[k]);
            if (strncmp(a, f->arg[k], n) != 0 || (a[n] != '\0' && a[n] != ' ')) {
                break;
            }
            a += n;
        }
        while (*a == ' ') {
            a++;
        }
        if (k == f->argc && *a == '\0') {
            return f->value;
        }
    }
    return NULL;
}

int arb_rddl_action(arb_rddl_actions *out, const char *name, const char *args, const char *value)
{
    size_t len = out->length;
    char *buf = out->xml;
    size_t cap = sizeof out->xml;
    int bad = arb__append(buf, cap, &len, "<action><action-name>", 0) || arb__append(buf, cap, &len, name, 1)
              || arb__append(buf, cap, &len, "</action-name>", 0);
    for (const char *a = args; !bad && *a;) {
        while (*a == ' ') {
            a++;
        }
        size_t n = strcspn(a, " ");
        char arg[256];
        if (n == 0) {
            break;
        }
        if (n >= sizeof arg) {
            bad = 1;
            break;
        }
        memcpy(arg, a, n);
        arg[n] = '\0';
        a += n;
        bad = arb__append(buf, cap, &len, "<action-arg>", 0) || arb__append(buf, cap, &len, arg, 1)
              || arb__append(buf, cap, &len, "</action-arg>", 0);
    }
    bad = bad || arb__append(buf, cap, &len, "<action-value>", 0) || arb__append(buf, cap, &len, value, 1)
          || arb__append(buf, cap, &len, "</action-value></action>", 0);
    if (bad) {
        out->xml[out->length] = '\0'; /* what was added before stays */
        return -1;
    }
    out->length = len;
    out->count++;
    return 0;
}

typedef struct arb__rddl {
    arb__conn conn;
    char in[ARB_RDDL_MAX_MESSAGE + 1];
    char out[ARB_RDDL_MAX_ACTIONS_XML + 128];
    arb_rddl_state state;
    arb_rddl_actions actions;
    arb__rddl_msg msg;
} arb__rddl;

static int arb__rddl_send(arb__rddl *s, const char *body)
{
    static const char declaration[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    /* the declaration, then the body with the NUL that ends every message (the server reads a stream) */
    return arb__send(s->conn.fd, declaration, sizeof declaration - 1) != 0 || arb__send(s->conn.fd, body, strlen(body) + 1) != 0
           ? -1 : 0;
}

/* The next message other than a resource notification, parsed; 0 when the server closed. */
static int arb__rddl_receive(arb__rddl *s)
{
    for (;;) {
        int oversized;
        char *msg = arb__conn_next(&s->conn, '\0', &oversized);
        if (oversized) {
            arb__rddl_fail("a message longer than ARB_RDDL_MAX_MESSAGE; ", "define it larger before including arbiter_sdk.h");
        }
        if (msg == NULL) {
            return 0;
        }
        arb__rddl_parse(msg, &s->msg, &s->state);
        if (strcmp(s->msg.root, "resource-notification") != 0) {
            return 1;
        }
    }
}

static int arb__rddl_is(const arb__rddl *s, const char *root)
{
    return strcmp(s->msg.root, root) == 0;
}

/* Sends this turn's actions: <actions/> for the no-op. */
static int arb__rddl_send_actions(arb__rddl *s)
{
    size_t len = 0;
    if (s->actions.count == 0) {
        return arb__rddl_send(s, "<actions/>");
    }
    arb__append(s->out, sizeof s->out, &len, "<actions>", 0);
    arb__append(s->out, sizeof s->out, &len, s->actions.xml, 0);
    arb__append(s->out, sizeof s->out, &len, "</actions>", 0);
    return arb__rddl_send(s, s->out);
}

int arb_rddl_run(const arb_rddl_planner *planner, int argc, char **argv)
{
    static arb__rddl s; /* static: the message buffer is a megabyte, allocated once */
    const char *host = getenv("RDDL_HOST"), *port = getenv("RDDL_PORT"), *name = getenv("RDDL_CLIENT_NAME");
    const char *instance = getenv("RDDL_INSTANCE");
    name = name != NULL ? name : planner->name != NULL ? planner->name : "c-sdk-planner";
    for (int i = 1; i < argc; i++) {
        const char **option = strcmp(argv[i], "--host") == 0 ? &host : strcmp(argv[i], "--port") == 0 ? &port
                            : strcmp(argv[i], "--name") == 0 ? &name : NULL;
        if (strncmp(argv[i], "--", 2) == 0 && i + 1 < argc) {
            i++; /* an option of the entry's own (--rddl DIR ...) is skipped with its value */
            if (option != NULL) {
                *option = argv[i];
            }
        } else {
            instance = argv[i]; /* the last bare argument: Arbiter appends the instance there */
        }
    }
    if (instance == NULL || *instance == '\0') {
        fprintf(stderr, "usage: %s [--host H] [--port P] [--name CLIENT] INSTANCE\n", argc > 0 ? argv[0] : "planner");
        return 1;
    }
    host = host != NULL ? host : "localhost";
    port = port != NULL ? port : "2323";
    memset(&s.conn, 0, sizeof s.conn);
    s.conn.buf = s.in;
    s.conn.cap = ARB_RDDL_MAX_MESSAGE;
    s.conn.fd = arb__connect(host, port);
    if (s.conn.fd < 0) {
        fprintf(stderr, "arbiter_sdk: rddl: cannot connect to %s:%s\n", host, port);
        return 1;
    }
    size_t len = 0;
    char *out = s.out;
    size_t cap = sizeof s.out;
    arb__append(out, cap, &len, "<session-request><problem-name>", 0);
    int bad = arb__append(out, cap, &len, instance, 1) || arb__append(out, cap, &len, "</problem-name><client-name>", 0)
              || arb__append(out, cap, &len, name, 1)
              || arb__append(out, cap, &len, "</client-name><input-language>rddl</input-language></session-request>", 0);
    if (bad || arb__rddl_send(&s, out) != 0 || !arb__rddl_receive(&s) || !arb__rddl_is(&s, "session-init")) {
        fprintf(stderr, "arbiter_sdk: rddl: no session-init (unknown instance %s?)\n", instance);
        close(s.conn.fd);
        return 1;
    }
    int rounds = s.msg.has_rounds ? (int) s.msg.rounds : -1;
    if (planner->on_session) {
        arb_rddl_session info;
        if (s.msg.task != NULL) {
            arb__base64_decode(s.msg.task);
        }
        info.task = s.msg.task;
        info.rounds = rounds;
        info.session_id = s.msg.session_id != NULL ? s.msg.session_id : "";
        info.time_allowed = s.msg.has_time_allowed ? s.msg.time_allowed : -1;
        planner->on_session(planner->self, &info);
    }
    int played = 0, open = 1;
    while (open) {
        if (arb__rddl_send(&s, "<round-request/>") != 0 || !arb__rddl_receive(&s) || arb__rddl_is(&s, "session-end")) {
            break;
        }
        played++;
        if (planner->on_round) {
            planner->on_round(planner->self, played);
        }
        open = arb__rddl_receive(&s); /* the round's first turn follows round-init at once */
        for (int turn = 1; open && arb__rddl_is(&s, "turn"); turn++) {
            s.state.round = played;
            s.state.turn = turn;
            s.actions.length = 0;
            s.actions.count = 0;
            s.actions.xml[0] = '\0';
            planner->act(planner->self, &s.state, &s.actions);
            open = arb__rddl_send_actions(&s) == 0 && arb__rddl_receive(&s);
        }
        if (!open || arb__rddl_is(&s, "session-end")) {
            break;
        }
        if (planner->on_round_end) {
            planner->on_round_end(planner->self, s.msg.round_reward);
        }
        if ((s.msg.has_time_left && s.msg.time_left <= 0) || (rounds >= 0 && played >= rounds)) {
            open = arb__rddl_receive(&s); /* no more rounds: session-end follows */
            break;
        }
    }
    if (open && arb__rddl_is(&s, "session-end") && planner->on_session_end) {
        planner->on_session_end(planner->self, s.msg.total_reward);
    }
    close(s.conn.fd);
    return 0;
}

/* --- GVGAI learning track ------------------------------------------------------------------------ */

static double arb__thread_cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double) t.tv_sec * 1000.0 + (double) t.tv_nsec / 1e6;
}

static arb_cpu_timer arb__timer(double budget_ms)
{
    arb_cpu_timer t;
    t.budget_ms = budget_ms;
    t.began_ms = arb__thread_cpu_ms();
    return t;
}

double arb_cpu_timer_spent_ms(const arb_cpu_timer *timer)
{
    return arb__thread_cpu_ms() - timer->began_ms;
}

double arb_cpu_timer_remaining_ms(const arb_cpu_timer *timer)
{
    double left = timer->budget_ms - arb_cpu_timer_spent_ms(timer);
    return left > 0 ? left : 0;
}

int arb_cpu_timer_exceeded(const arb_cpu_timer *timer)
{
    return arb_cpu_timer_spent_ms(timer) > timer->budget_ms;
}

void arb_gvgai_budgets_default(arb_gvgai_budgets *b)
{
    b->start_ms = 1000;
    b->init_ms = 1000;
    b->act_ms = 40;
    b->act_overspent_ms = 50;
    b->learning_ms = 300000;
    b->result_ms = 1000;
}

static arb_gvgai_kind arb__gvgai_kind = ARB_GVGAI_JSON;

void arb_gvgai_observe(arb_gvgai_kind kind)
{
    arb__gvgai_kind = kind;
}

/* A hand-written JSON scanner over the observation line: the SDK stays one header with no dependency,
 * reads only the fields it hands on, and allocates nothing. Every function takes a pointer into the
 * line and returns one past what it read, or NULL when the text is not what it expects. */

static const char *arb__json_ws(const char *p)
{
    while (p != NULL && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')) {
        p++;
    }
    return p;
}

/* Past the string at p, copying it (simple escapes decoded, \u as '?') into out when out is not NULL. */
static const char *arb__json_string(const char *p, char *out, size_t cap)
{
    size_t n = 0;
    if (p == NULL || *p != '"') {
        return NULL;
    }
    for (p++; *p && *p != '"'; p++) {
        char c = *p;
        if (c == '\\' && p[1]) {
            c = *++p;
            c = c == 'n' ? '\n' : c == 't' ? '\t' : c == 'r' ? '\r' : c == 'b' ? '\b' : c == 'f' ? '\f' : c;
            if (c == 'u') {
                c = '?';
                for (int k = 0; k < 4 && p[1]; k++) {
                    p++;
                }
            }
        }
        if (out != NULL && n + 1 < cap) {
            out[n++] = c;
        }
    }
    if (out != NULL && cap > 0) {
        out[n] = '\0';
    }
    return *p == '"' ? p + 1 : NULL;
}

/* Past the value at p, whatever it is. */
static const char *arb__json_skip(const char *p)
{
    p = arb__json_ws(p);
    if (p == NULL || *p == '"') {
        return arb__json_string(p, NULL, 0);
    }
    if (*p != '{' && *p != '[') {
        while (*p && *p != ',' && *p != '}' && *p != ']' && *p != ' ' && *p != '\n') {
            p++;
        }
        return p;
    }
    int depth = 0;
    while (*p) {
        if (*p == '"') {
            p = arb__json_string(p, NULL, 0);
            if (p == NULL) {
                return NULL;
            }
            continue;
        }
        if (*p == '{' || *p == '[') {
            depth++;
        } else if ((*p == '}' || *p == ']') && --depth == 0) {
            return p + 1;
        }
        p++;
    }
    return NULL;
}

/* Into the array or object at p: its first element, or its closing bracket. */
static const char *arb__json_enter(const char *p, char open)
{
    p = arb__json_ws(p);
    return p != NULL && *p == open ? arb__json_ws(p + 1) : NULL;
}

/* After an element that ended at p: the next element, the closing bracket, or NULL when malformed. */
static const char *arb__json_after(const char *p)
{
    p = arb__json_ws(p);
    if (p != NULL && *p == ',') {
        return arb__json_ws(p + 1);
    }
    return p != NULL && (*p == ']' || *p == '}') ? p : NULL;
}

/* The number at p (Java's "1.0E-4" included). */
static const char *arb__json_number(const char *p, double *out)
{
    char token[64];
    const char *end = arb__json_skip(p);
    p = arb__json_ws(p);
    if (end == NULL || end - p <= 0 || (size_t) (end - p) >= sizeof token) {
        return end;
    }
    memcpy(token, p, (size_t) (end - p));
    token[end - p] = '\0';
    arb__number(token, out, 1);
    return end;
}

static const char *arb__json_bool(const char *p, int *out)
{
    p = arb__json_ws(p);
    *out = p != NULL && strncmp(p, "true", 4) == 0;
    return arb__json_skip(p);
}

/* A pair [x, y] of numbers. */
static const char *arb__json_pair(const char *p, double *x, double *y)
{
    const char *q = arb__json_enter(p, '[');
    double v[2] = {*x, *y};
    for (int i = 0; q != NULL && *q != ']'; i++) {
        double d = 0;
        q = arb__json_after(arb__json_number(q, &d));
        if (i < 2) {
            v[i] = d;
        }
    }
    *x = v[0];
    *y = v[1];
    return q != NULL ? q + 1 : NULL;
}

/* The itype of each sprite object of one cell. */
static const char *arb__json_cell(const char *p, arb_gvgai_cell *cell)
{
    const char *q = arb__json_enter(p, '[');
    while (q != NULL && *q != ']') {
        const char *k = arb__json_enter(q, '{');
        int itype = -1;
        while (k != NULL && *k != '}') {
            char key[16];
            k = arb__json_string(k, key, sizeof key);
            k = arb__json_ws(k);
            if (k == NULL || *k != ':') {
                return NULL;
            }
            if (strcmp(key, "itype") == 0) {
                double d = -1;
                k = arb__json_number(k + 1, &d);
                itype = (int) d;
            } else {
                k = arb__json_skip(k + 1);
            }
            k = arb__json_after(k);
        }
        if (k == NULL) {
            return NULL;
        }
        if (cell != NULL) {
            if (cell->count < ARB_GVGAI_CELL_SPRITES) {
                cell->itype[cell->count] = itype;
            }
            cell->count++;
        }
        q = arb__json_after(k + 1);
    }
    return q != NULL ? q + 1 : NULL;
}

/* observationGrid: columns (x) of cells (y); the whole size is counted, what fits is kept. */
static const char *arb__json_grid(const char *p, arb_gvgai_obs *o)
{
    const char *col = arb__json_enter(p, '[');
    for (int x = 0; col != NULL && *col != ']'; x++) {
        const char *cell = arb__json_enter(col, '[');
        int y = 0;
        for (; cell != NULL && *cell != ']'; y++) {
            int kept = x < ARB_GVGAI_GRID_COLS && y < ARB_GVGAI_GRID_ROWS;
            cell = arb__json_after(arb__json_cell(cell, kept ? &o->grid[x][y] : NULL));
        }
        if (cell == NULL) {
            return NULL;
        }
        o->grid_cols = x + 1;
        o->grid_rows = y > o->grid_rows ? y : o->grid_rows;
        col = arb__json_after(cell + 1);
    }
    return col != NULL ? col + 1 : NULL;
}

static unsigned char arb__gvgai_image[ARB_GVGAI_MAX_IMAGE];

/* imageArray: a PNG file as Java's signed bytes. */
static const char *arb__json_image(const char *p, arb_gvgai_obs *o)
{
    const char *q = arb__json_enter(p, '[');
    size_t n = 0;
    int fits = 1;
    while (q != NULL && *q != ']') {
        double d = 0;
        q = arb__json_after(arb__json_number(q, &d));
        if (n < sizeof arb__gvgai_image) {
            arb__gvgai_image[n] = (unsigned char) ((int) d & 0xff);
        } else {
            fits = 0;
        }
        n++;
    }
    if (!fits) {
        fprintf(stderr, "arbiter_sdk: gvgai: a %lu-byte screenshot is over ARB_GVGAI_MAX_IMAGE; left out\n", (unsigned long) n);
    } else if (q != NULL) {
        o->image_png = arb__gvgai_image;
        o->image_length = n;
    }
    return q != NULL ? q + 1 : NULL;
}

static const char *arb__json_actions(const char *p, arb_gvgai_obs *o)
{
    const char *q = arb__json_enter(p, '[');
    while (q != NULL && *q != ']') {
        char name[sizeof o->action[0]];
        q = arb__json_after(arb__json_string(q, name, sizeof name));
        if (o->action_count < ARB_GVGAI_MAX_ACTIONS) {
            memcpy(o->action[o->action_count++], name, sizeof name);
        }
    }
    return q != NULL ? q + 1 : NULL;
}

/* Reads the fields agents use; a malformed line leaves the rest at their defaults. */
static void arb__gvgai_parse(const char *json, arb_gvgai_obs *o)
{
    memset(o, 0, sizeof *o);
    o->avatar_x = o->avatar_y = o->world_width = o->world_height = -1;
    strcpy(o->winner, "NO_WINNER");
    strcpy(o->phase, "ACT");
    o->json = json;
    const char *p = arb__json_enter(json, '{');
    while (p != NULL && *p != '}') {
        char key[40];
        double d = 0;
        p = arb__json_ws(arb__json_string(p, key, sizeof key));
        if (p == NULL || *p != ':') {
            return;
        }
        const char *v = arb__json_ws(p + 1);
        if (strcmp(key, "phase") == 0) {
            p = arb__json_string(v, o->phase, sizeof o->phase);
        } else if (strcmp(key, "gameWinner") == 0) {
            p = arb__json_string(v, o->winner, sizeof o->winner);
        } else if (strcmp(key, "isValidation") == 0) {
            p = arb__json_bool(v, &o->is_validation);
        } else if (strcmp(key, "isGameOver") == 0) {
            p = arb__json_bool(v, &o->game_over);
        } else if (strcmp(key, "isAvatarAlive") == 0) {
            p = arb__json_bool(v, &o->avatar_alive);
        } else if (strcmp(key, "gameScore") == 0) {
            p = arb__json_number(v, &o->score);
        } else if (strcmp(key, "gameTick") == 0 || strcmp(key, "blockSize") == 0) {
            p = arb__json_number(v, &d);
            *(key[0] == 'g' ? &o->tick : &o->block_size) = (int) d;
        } else if (strcmp(key, "availableActions") == 0) {
            p = arb__json_actions(v, o);
        } else if (strcmp(key, "avatarPosition") == 0) {
            p = arb__json_pair(v, &o->avatar_x, &o->avatar_y);
        } else if (strcmp(key, "avatarOrientation") == 0) {
            p = arb__json_pair(v, &o->orientation_x, &o->orientation_y);
        } else if (strcmp(key, "worldDimension") == 0) {
            p = arb__json_pair(v, &o->world_width, &o->world_height);
        } else if (strcmp(key, "observationGrid") == 0) {
            p = arb__json_grid(v, o);
        } else if (strcmp(key, "imageArray") == 0) {
            p = arb__json_image(v, o);
        } else {
            p = arb__json_skip(v);
        }
        p = arb__json_after(p);
    }
}

/* Per run: the learning clock (from START) and the level the next "next in turn" result plays. */
typedef struct arb__gvgai {
    const arb_gvgai_agent *agent;
    arb_gvgai_budgets budgets;
    arb_cpu_timer learning;
    int turn;
    arb__conn conn;
    char in[ARB_GVGAI_MAX_LINE + 1];
    arb_gvgai_obs obs;
} arb__gvgai;

/* An action name fit to send: no separator, no line end, not empty. */
static int arb__gvgai_sendable(const char *action)
{
    return action != NULL && *action != '\0' && strlen(action) < 64 && strcspn(action, "#\r\n ") == strlen(action);
}

/* The reply body to one payload into body; returns 1 when the reply carries the observation kind. */
static int arb__gvgai_answer(arb__gvgai *s, const char *payload, char *body, size_t cap)
{
    const arb_gvgai_agent *a = s->agent;
    arb_gvgai_obs *o = &s->obs;
    if (strcmp(payload, "START") == 0) {
        s->learning = arb__timer(s->budgets.learning_ms);
        s->turn = 0;
        arb_cpu_timer clock = arb__timer(s->budgets.start_ms);
        if (a->on_start) {
            a->on_start(a->self);
        }
        snprintf(body, cap, "%s", arb_cpu_timer_exceeded(&clock) ? "START_FAILED" : "START_DONE");
        return !arb_cpu_timer_exceeded(&clock);
    }
    arb__gvgai_parse(payload, o);
    if (strcmp(o->phase, "INIT") == 0) {
        arb_cpu_timer clock = arb__timer(s->budgets.init_ms);
        if (a->init) {
            a->init(a->self, o, &clock);
        }
        int failed = arb_cpu_timer_exceeded(&clock);
        snprintf(body, cap, "%s", failed ? "INIT_FAILED" : "INIT_DONE");
        return !failed;
    }
    if (strcmp(o->phase, "ACT") == 0) {
        arb_cpu_timer clock = arb__timer(s->budgets.act_ms);
        const char *action = a->act ? a->act(a->self, o, &clock) : NULL;
        double spent = arb_cpu_timer_spent_ms(&clock);
        if (spent > s->budgets.act_overspent_ms) {
            snprintf(body, cap, "END_OVERSPENT");
            return 0;
        }
        if (spent > s->budgets.act_ms) {
            snprintf(body, cap, "ACTION_NIL"); /* late: the original client played NIL, untyped */
            return 0;
        }
        snprintf(body, cap, "%s", arb__gvgai_sendable(action) ? action : "ACTION_NIL");
        return 1;
    }
    /* END or ABORT: once the learning time is spent, training (or validation) is over for this agent. */
    if (arb_cpu_timer_exceeded(&s->learning)) {
        snprintf(body, cap, "%s", o->is_validation ? "END_VALIDATION" : "END_TRAINING");
        return 0;
    }
    double left = arb_cpu_timer_remaining_ms(&s->learning);
    arb_cpu_timer clock = arb__timer(left > s->budgets.result_ms ? left : s->budgets.result_ms);
    int level = a->result ? a->result(a->self, o, &clock) : ARB_GVGAI_NEXT_LEVEL;
    if (arb_cpu_timer_exceeded(&clock)) {
        snprintf(body, cap, "END_OVERSPENT");
        return 0;
    }
    if (level == ARB_GVGAI_END_TRAINING) {
        snprintf(body, cap, "END_TRAINING");
        return 0;
    }
    if (level < 0 || level > 2) {
        s->turn = (s->turn + 1) % 3;
        level = s->turn;
    }
    snprintf(body, cap, "%d", level);
    return 1;
}

int arb_gvgai_run(const arb_gvgai_agent *agent)
{
    static arb__gvgai s; /* static: the line buffer is a megabyte, allocated once */
    static const char *const kinds[] = {"JSON", "IMAGE", "BOTH"};
    const char *host = getenv("GVGAI_HOST"), *port = getenv("GVGAI_PORT");
    host = host != NULL && *host ? host : "localhost";
    port = port != NULL && *port ? port : "8080";
    memset(&s.conn, 0, sizeof s.conn);
    s.agent = agent;
    if (agent->budgets != NULL) {
        s.budgets = *agent->budgets;
    } else {
        arb_gvgai_budgets_default(&s.budgets);
    }
    s.learning = arb__timer(s.budgets.learning_ms);
    s.conn.buf = s.in;
    s.conn.cap = ARB_GVGAI_MAX_LINE;
    while ((s.conn.fd = arb__connect(host, port)) < 0) {
        sleep(1); /* the reference clients retry until the server listens */
    }
    for (;;) {
        int oversized;
        char *line = arb__conn_next(&s.conn, '\n', &oversized);
        if (oversized) {
            fprintf(stderr, "arbiter_sdk: gvgai: a line longer than ARB_GVGAI_MAX_LINE; define it larger before the include\n");
            close(s.conn.fd);
            return 1;
        }
        if (line == NULL) {
            break;
        }
        size_t n = strlen(line);
        if (n > 0 && line[n - 1] == '\r') {
            line[n - 1] = '\0';
        }
        char *hash = strchr(line, '#');
        if (hash == NULL) {
            continue;
        }
        *hash = '\0';
        if (strcmp(hash + 1, "FINISH") == 0) {
            break;
        }
        char body[80], reply[200];
        int typed = arb__gvgai_answer(&s, hash + 1, body, sizeof body);
        int len = snprintf(reply, sizeof reply, "%.40s#%s%s%s\n", line, body, typed ? "#" : "",
                           typed ? kinds[arb__gvgai_kind] : "");
        if (arb__send(s.conn.fd, reply, (size_t) len) != 0) {
            break;
        }
    }
    close(s.conn.fd);
    return 0;
}

#endif /* !_WIN32 */

#endif /* ARBITER_SDK_IMPLEMENTED */
#endif /* ARBITER_SDK_IMPLEMENTATION */
