/*
 * lmc.h - the player side of the LMC1/LMC2 line protocol, shared by the C example players.
 *
 * A player calls lmc_start() once, then lmc_next() in a loop and reacts to the events it cares
 * about. Comments, blank lines, unknown channels and unknown commands never reach the player.
 * Header-only on purpose: each player is a single translation unit (cc -o bin/x x.c).
 */
#ifndef LMC_H
#define LMC_H

#define _POSIX_C_SOURCE 200809L /* getline, clock_gettime; must precede every system header */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32
#include <sys/types.h> /* ssize_t */

/* mingw-w64's C runtime has no POSIX getline; this one is enough for judge lines. Text-mode stdin
 * already turns CRLF into LF, and text-mode stdout writes CRLF, which the judge accepts. */
static inline ssize_t lmc_getline(char **buf, size_t *cap, FILE *in)
{
    size_t len = 0;
    int c;
    while ((c = getc(in)) != EOF) {
        if (len + 2 > *cap) {
            size_t grown = *cap ? 2 * *cap : 128;
            char *bigger = realloc(*buf, grown);
            if (bigger == NULL) {
                return -1;
            }
            *buf = bigger;
            *cap = grown;
        }
        (*buf)[len++] = (char) c;
        if (c == '\n') {
            break;
        }
    }
    if (len == 0) {
        return -1;
    }
    (*buf)[len] = '\0';
    return (ssize_t) len;
}
#define getline lmc_getline
#endif

#define LMC_MAX_SYMBOLS 80

enum lmc_event {
    LMC_EOF,      /* stdin closed: exit 0 */
    LMC_EXIT,     /* @command exit: exit 0 */
    LMC_NEW,      /* @command new: forget everything learned */
    LMC_ALPHABET, /* @command alphabet ...: lmc.alphabet now holds the legal symbols */
    LMC_INPUT,    /* @input w1 w2 ... or a bare line: lmc.data holds the words */
    LMC_MOVE,     /* @command move: answer with exactly one lmc_output() */
    LMC_SCORE,    /* @score x: already added to lmc.score */
    LMC_HINT      /* @hint w1 w2 ...: lmc.data holds the right response to our last output */
};

struct lmc {
    const char *name;
    char *line;         /* getline buffer */
    size_t line_cap;
    const char *data;   /* words of the current event, single-spaced; valid until the next lmc_next() */
    char *alphabet_buf; /* owns the alphabet strings */
    const char *alphabet[LMC_MAX_SYMBOLS];
    int alphabet_size;  /* kept across @command new: the alphabet is told, not learned */
    double score;       /* sum of this game's @score increments */
    int scores;
};

/* Trims s in place and collapses runs of spaces/tabs into one space. */
static inline void lmc_squeeze(char *s)
{
    char *out = s;
    for (const char *in = s; *in; in++) {
        int blank = (*in == ' ' || *in == '\t');
        if (blank && (out == s || out[-1] == ' ')) {
            continue;
        }
        *out++ = blank ? ' ' : *in;
    }
    if (out > s && out[-1] == ' ') {
        out--;
    }
    *out = '\0';
}

/* True when the first word of s is word; *rest then points at what follows it. */
static inline int lmc_word(const char *s, const char *word, const char **rest)
{
    size_t n = strlen(word);
    if (strncmp(s, word, n) != 0 || (s[n] != '\0' && s[n] != ' ')) {
        return 0;
    }
    *rest = s[n] ? s + n + 1 : s + n;
    return 1;
}

static inline void lmc_game_summary(struct lmc *p)
{
    if (p->scores > 0) {
        fprintf(stderr, "%s: game total %.3f over %d scores\n", p->name, p->score, p->scores);
    }
    p->score = 0;
    p->scores = 0;
}

static inline void lmc_set_alphabet(struct lmc *p, const char *words)
{
    free(p->alphabet_buf);
    p->alphabet_buf = strdup(words);
    p->alphabet_size = 0;
    if (p->alphabet_buf == NULL) {
        return;
    }
    for (char *save = NULL, *tok = strtok_r(p->alphabet_buf, " ", &save);
         tok != NULL && p->alphabet_size < LMC_MAX_SYMBOLS; tok = strtok_r(NULL, " ", &save)) {
        p->alphabet[p->alphabet_size++] = tok;
    }
}

/* Line-buffers stdout and announces the player's name, as the judge expects first. */
static inline void lmc_start(struct lmc *p, const char *name)
{
    memset(p, 0, sizeof *p);
    p->name = name;
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("@info name %s\n", name);
    fflush(stdout);
}

/* Writes one @output line; words are separated by single spaces. */
static inline void lmc_output(const char *words)
{
    printf(*words ? "@output %s\n" : "@output\n", words);
    fflush(stdout);
}

/* Reads judge lines until one means something to a player, and returns it. */
static inline enum lmc_event lmc_next(struct lmc *p)
{
    for (;;) {
        ssize_t len = getline(&p->line, &p->line_cap, stdin);
        if (len < 0) {
            lmc_game_summary(p);
            return LMC_EOF;
        }
        char *line = p->line;
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) {
            line[--len] = '\0';
        }
        if (line[0] == '#') {
            continue;
        }
        const char *channel = "input"; /* a bare line is an observed input */
        char *data = line;
        if (line[0] == '@') {
            channel = line + 1;
            data = strchr(line, ' ');
            if (data != NULL) {
                *data++ = '\0';
            } else {
                data = line + len; /* empty data */
            }
        }
        lmc_squeeze(data);
        p->data = data;
        const char *rest;
        if (strcmp(channel, "input") == 0) {
            if (*data) {
                return LMC_INPUT;
            }
        } else if (strcmp(channel, "hint") == 0) {
            if (*data) {
                return LMC_HINT;
            }
        } else if (strcmp(channel, "score") == 0) {
            char *end;
            double x = strtod(data, &end);
            if (end != data) {
                p->score += x;
                p->scores++;
                return LMC_SCORE;
            }
        } else if (strcmp(channel, "command") == 0) {
            if (lmc_word(data, "move", &rest)) {
                return LMC_MOVE;
            }
            if (lmc_word(data, "alphabet", &rest)) {
                lmc_set_alphabet(p, rest);
                return LMC_ALPHABET;
            }
            if (lmc_word(data, "new", &rest)) {
                lmc_game_summary(p);
                return LMC_NEW;
            }
            if (lmc_word(data, "exit", &rest)) {
                lmc_game_summary(p);
                return LMC_EXIT;
            }
        }
        /* unknown channel or command, or nothing usable: ignore the line */
    }
}

/* The first legal symbol, or "" before any alphabet was given. */
static inline const char *lmc_first_symbol(const struct lmc *p)
{
    return p->alphabet_size > 0 ? p->alphabet[0] : "";
}

#endif
