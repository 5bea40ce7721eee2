/*
 * imitate-last - plays the most recent observed input utterance back, all its words; before any
 * input of the current game, the first alphabet symbol. In two-player RoShamBo it copies the
 * opponent's last move; in the single-player imitate game it echoes.
 */
#include "lmc.h"

int main(void)
{
    struct lmc p;
    char *last = NULL; /* NULL until the first input of the game */
    lmc_start(&p, "c-imitate-last");
    for (;;) {
        switch (lmc_next(&p)) {
        case LMC_INPUT:
            free(last);
            last = strdup(p.data); /* p.data is overwritten by the next line */
            break;
        case LMC_NEW:
            free(last);
            last = NULL;
            break;
        case LMC_MOVE:
            lmc_output(last != NULL ? last : lmc_first_symbol(&p));
            break;
        case LMC_EXIT:
        case LMC_EOF:
            free(last);
            return 0;
        default:
            break;
        }
    }
}
