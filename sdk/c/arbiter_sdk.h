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
 * the process's exit status (0).
 *
 * Memory: nothing is allocated. Every line lands in a fixed buffer of ARB_MAX_LINE bytes (the judge
 * refuses longer lines), words are pointers into it (valid only during the callback that receives
 * them), and the alphabet and Taboo hints are copied into fixed buffers of the run's state. Define the
 * ARB_* limits before the include to change them.
 *
 * Keywords: every reconstructed keyword (the judge's LMC and Taboo dialect tables) lives in one
 * arb_dialect. arb_dialect_init() sets the shipped defaults and then reads the properties file named
 * by the ARBITER_DIALECT environment variable (the file `arbiter match --dialect` takes);
 * arb_dialect_set() overrides one key. Passing NULL to a run function does arb_dialect_init().
 *
 * Standard C11 (compiles with -std=c11 -pedantic -Wall -Wextra -Werror), stdio only.
 */
#ifndef ARBITER_SDK_H
#define ARBITER_SDK_H

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

/* A score as the judge writes it, [+-]digits[.digits]; read by hand so no locale's decimal comma can
 * change it (strtod follows setlocale). Returns 0 when s is not such a number. */
static int arb__decimal(const char *s, double *out)
{
    double mantissa = 0, divisor = 1; /* exact for up to 15 digits, so the quotient is correctly rounded */
    int sign = 1, digits = 0;
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
    while (arb__blank(*s)) {
        s++;
    }
    if (digits == 0 || *s != '\0') {
        return 0;
    }
    *out = sign * (mantissa / divisor);
    return 1;
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

#endif /* ARBITER_SDK_IMPLEMENTED */
#endif /* ARBITER_SDK_IMPLEMENTATION */
