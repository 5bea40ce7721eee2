/*
 * started-ahead.exe: a Windows entry that reports what a start prepared ahead must get right. One line:
 * its ARBITER_SEED, a variable Wine adds (SystemRoot), the first line of its stdin, and whether a Windows
 * process created it ("held": arbiter-winstart.exe did, ahead of the run) or Wine started it from Unix
 * ("fresh": no Windows parent). Exits 7.
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef LONG (WINAPI *query_process_fn)(HANDLE process, int info_class, void *info, ULONG size, ULONG *returned);

int main(void)
{
    query_process_fn query = (query_process_fn) (void (*)(void)) GetProcAddress(GetModuleHandleW(L"ntdll.dll"),
            "NtQueryInformationProcess");
    ULONG_PTR basic[6] = {0};
    ULONG returned;
    query(GetCurrentProcess(), 0 /* ProcessBasicInformation */, basic, sizeof basic, &returned);
    char line[256] = "";
    if (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
    }
    const char *seed = getenv("ARBITER_SEED");
    const char *root = getenv("SystemRoot");
    printf("seed=%s root=%s line=%s start=%s\n", seed ? seed : "-", root ? root : "-", line,
           basic[5] != 0 ? "held" : "fresh"); /* basic[5]: InheritedFromUniqueProcessId */
    fflush(stdout);
    return 7;
}
