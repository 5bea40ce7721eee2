/*
 * c-sdk-memo: an LMC1/LMC2 player written with arbiter_sdk.h.
 *
 * It plays back the last utterance it observed, unless a hint has already told it the right answer
 * to that utterance, in which case it plays the hint. In RoShamBo that copies the opponent; in the
 * LMC2 imitate game it learns any fixed input-to-answer table (up to MEMO_ENTRIES of them). Everything
 * is forgotten on a new game. Like the SDK, it allocates nothing: its memory is fixed arrays.
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "../arbiter_sdk.h"

#include <string.h>

#define MEMO_ENTRIES 256
#define MEMO_TEXT 512

struct memo {
    char first[ARB_MAX_LINE + 1];     /* the alphabet's first symbol: the move before any input */
    char last[MEMO_TEXT];             /* last observed utterance, single-spaced; "" before any */
    char answered[MEMO_TEXT];         /* the utterance our last move answered */
    char input[MEMO_ENTRIES][MEMO_TEXT];
    char answer[MEMO_ENTRIES][MEMO_TEXT];
    int entries;
};

/* The words joined by single spaces into out (cut at cap). */
static void join(const arb_words *words, char *out, size_t cap)
{
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; i < words->count; i++) {
        size_t len = strlen(words->word[i]);
        if (n + len + 2 > cap) {
            break;
        }
        if (i > 0) {
            out[n++] = ' ';
        }
        memcpy(out + n, words->word[i], len + 1);
        n += len;
    }
}

static void on_new_game(void *self, const arb_words *alphabet)
{
    struct memo *m = self;
    strcpy(m->first, alphabet->count > 0 ? alphabet->word[0] : "");
    m->last[0] = '\0';
    m->answered[0] = '\0';
    m->entries = 0;
}

static void on_input(void *self, const arb_words *words)
{
    struct memo *m = self;
    join(words, m->last, sizeof m->last);
}

/* Adds the space-separated words of text to the move. */
static void add_words(arb_move *out, const char *text)
{
    char copy[MEMO_TEXT];
    strcpy(copy, text);
    for (char *save = copy, *word; (word = strtok(save, " ")) != NULL; save = NULL) {
        arb_move_add(out, word);
    }
}

static void move(void *self, arb_move *out)
{
    struct memo *m = self;
    if (m->last[0] == '\0') {
        arb_move_add(out, m->first);
        return;
    }
    strcpy(m->answered, m->last);
    for (int i = 0; i < m->entries; i++) {
        if (strcmp(m->input[i], m->last) == 0) {
            add_words(out, m->answer[i]);
            return;
        }
    }
    add_words(out, m->last);
}

static void on_hint(void *self, const arb_words *words)
{
    struct memo *m = self;
    if (m->answered[0] == '\0') {
        return;
    }
    int slot = 0;
    while (slot < m->entries && strcmp(m->input[slot], m->answered) != 0) {
        slot++;
    }
    if (slot == MEMO_ENTRIES) {
        return; /* full: keep what was learned first */
    }
    if (slot == m->entries) {
        m->entries++;
    }
    strcpy(m->input[slot], m->answered);
    join(words, m->answer[slot], sizeof m->answer[slot]);
}

int main(void)
{
    static struct memo memo;
    arb_lmc_player player = {0};
    player.name = "c-sdk-memo";
    player.self = &memo;
    player.on_new_game = on_new_game;
    player.on_input = on_input;
    player.move = move;
    player.on_hint = on_hint;
    player.report_totals = 1;
    return arb_lmc_run(&player, NULL);
}
