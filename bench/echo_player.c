/* The benchmark's player: names itself, answers every move request at once. Used both through the
 * judge and over a raw pipe, so the two measurements differ only by the judge. */
#include <stdio.h>
#include <string.h>

int main(void) {
    char line[4096];
    setvbuf(stdout, NULL, _IOFBF, 1 << 16);
    fputs("@info name bench-echo\n", stdout);
    fflush(stdout);
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "@command move", 13) == 0) {
            fputs("@output x\n", stdout);
            fflush(stdout);
        } else if (strncmp(line, "@command exit", 13) == 0) {
            break;
        }
    }
    return 0;
}
