/* echo - the benchmark's program: says "ready", then sends every line straight back. */
#include <stdio.h>

int main(void)
{
    char line[4096];
    setvbuf(stdout, NULL, _IOFBF, sizeof line);
    fputs("ready\n", stdout);
    fflush(stdout);
    while (fgets(line, sizeof line, stdin) != NULL) {
        fputs(line, stdout);
        fflush(stdout);
    }
    return 0;
}
