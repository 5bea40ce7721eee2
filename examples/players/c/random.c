/* random - plays a uniformly random symbol of the alphabet; seeded from ARBITER_SEED when set. */
#include "lmc.h"

#include <errno.h>
#include <stdint.h>
#include <time.h>
#include <unistd.h>

/* splitmix64: small, fast, and seeds well from any 64-bit value, unlike rand(). */
static uint64_t rng_state;

static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static uint64_t seed(void)
{
    const char *env = getenv("ARBITER_SEED");
    if (env != NULL && *env) {
        char *end;
        errno = 0;
        long long s = strtoll(env, &end, 10);
        if (errno == 0 && *end == '\0') {
            return (uint64_t) s;
        }
        fprintf(stderr, "c-random: ignoring ARBITER_SEED=%s (not a decimal long)\n", env);
    }
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    uint64_t s = ((uint64_t) ts.tv_sec * 1000000000u + (uint64_t) ts.tv_nsec) ^ ((uint64_t) getpid() << 32);
    fprintf(stderr, "c-random: seed %lld\n", (long long) s); /* so a game can be replayed */
    return s;
}

int main(void)
{
    struct lmc p;
    lmc_start(&p, "c-random");
    rng_state = seed();
    for (;;) {
        switch (lmc_next(&p)) {
        case LMC_MOVE:
            /* modulo bias is below 80 / 2^64: negligible */
            lmc_output(p.alphabet_size > 0 ? p.alphabet[rng_next() % (uint64_t) p.alphabet_size] : "");
            break;
        case LMC_EXIT:
        case LMC_EOF:
            return 0;
        default:
            break;
        }
    }
}
