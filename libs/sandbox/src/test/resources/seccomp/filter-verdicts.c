/*
 * filter-verdicts: builds the filter of arbiter-seccomp.h as the launchers do and runs it, in a small
 * interpreter of the instructions the builder emits, on every number from 0 to 1023 with harmless
 * arguments and on each argument that decides a verdict. One line per case on stdout:
 *   NR ARG0 ARCH allow|errno N|kill
 * Nothing is installed: every call, allowed ones included, is judged without being made.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arbiter-seccomp.h"

static uint32_t run(const struct filter_builder *b, uint32_t arch, uint32_t nr, uint64_t arg0)
{
    struct seccomp_data data = {.nr = (int) nr, .arch = arch};
    data.args[0] = arg0;
    uint32_t a = 0;
    for (size_t pc = 0; pc < b->len;) {
        struct sock_filter f = b->code[pc];
        switch (f.code) {
        case BPF_LD | BPF_W | BPF_ABS:
            memcpy(&a, (const char *) &data + f.k, sizeof a);
            pc++;
            break;
        case BPF_RET | BPF_K:
            return f.k;
        case BPF_JMP | BPF_JEQ | BPF_K:
            pc += 1 + (a == f.k ? f.jt : f.jf);
            break;
        case BPF_JMP | BPF_JGE | BPF_K:
            pc += 1 + (a >= f.k ? f.jt : f.jf);
            break;
        case BPF_JMP | BPF_JSET | BPF_K:
            pc += 1 + ((a & f.k) ? f.jt : f.jf);
            break;
        default:
            fprintf(stderr, "unknown instruction %#x at %zu\n", f.code, pc);
            exit(2);
        }
    }
    fprintf(stderr, "ran off the end of the filter\n");
    exit(2);
}

static void report(const struct filter_builder *b, uint32_t arch, uint32_t nr, uint64_t arg0)
{
    uint32_t r = run(b, arch, nr, arg0);
    printf("%u %#llx %#x ", nr, (unsigned long long) arg0, arch);
    if (r == SECCOMP_RET_ALLOW) {
        printf("allow\n");
    } else if ((r & SECCOMP_RET_ACTION_FULL) == SECCOMP_RET_ERRNO) {
        printf("errno %u\n", r & SECCOMP_RET_DATA);
    } else if (r == SECCOMP_RET_KILL_PROCESS) {
        printf("kill\n");
    } else {
        printf("other %#x\n", r);
    }
}

int main(void)
{
    static struct filter_builder b;
    build_filter(&b);
    if (b.broken) {
        fprintf(stderr, "the filter could not be built\n");
        return 2;
    }
    for (uint32_t nr = 0; nr < 1024; nr++) {
        report(&b, AUDIT_ARCH_X86_64, nr, 0);
    }
    static const uint64_t args[] = {
        0x10000200, 0x20000, 0x40000000, 0x1200011, /* clone: NEWUSER|FS, NEWNS, NEWNET; fork's flags */
        0x8, 0x20000, 0x20008, 0xffffffff, 0x40000, /* personality: Docker's values, ADDR_NO_RANDOMIZE */
        1, 2, 10, 16, 38, 39, 40, 41,               /* socket: unix, inet, inet6, netlink, alg, 39, vsock, 41 */
    };
    for (size_t i = 0; i < sizeof args / sizeof args[0]; i++) {
        report(&b, AUDIT_ARCH_X86_64, i < 4 ? 56 : i < 9 ? 135 : 41, args[i]);
    }
    report(&b, AUDIT_ARCH_X86_64, 0x40000000 | 39, 0); /* x32 getpid */
    report(&b, AUDIT_ARCH_I386, 20, 0);                /* i386 getpid */
    printf("instructions %zu\n", b.len);
    return 0;
}
