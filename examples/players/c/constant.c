/* constant - always plays the first symbol of the current alphabet. */
#include "lmc.h"

int main(void)
{
    struct lmc p;
    lmc_start(&p, "c-constant");
    for (;;) {
        switch (lmc_next(&p)) {
        case LMC_MOVE:
            lmc_output(lmc_first_symbol(&p));
            break;
        case LMC_EXIT:
        case LMC_EOF:
            return 0;
        default:
            break; /* nothing to learn */
        }
    }
}
