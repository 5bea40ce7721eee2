/*
 * arbiter-winstart: creates a Windows entry's process ahead of its run, held before its first
 * instruction, and lets it go when the launcher says so. Both sandbox launchers (arbiter-launch,
 * arbiter-stdio) run it under Wine in a sandbox prepared ahead, with arbiter-prepared.h:
 *
 *   wine arbiter-winstart.exe PROGRAM [ARG...]
 *
 * PROGRAM is the entry's Unix path, as `wine PROGRAM ARG...` would be given it. Standard streams:
 *   stdin   the launcher's control pipe: one byte, "g", resumes the entry (the launcher has stopped
 *           its Unix process first, and continues it at the run's go message); end of input ends it;
 *   stdout  notes to the launcher, a line each: "created PEB ROOM ROOM_SIZE\n" (hex) once the
 *           entry's process exists and is held: the address of its PEB, and of a read-write region
 *           of ROOM_SIZE bytes allocated in it for a new environment block; "resumed\n" once it runs;
 *   stderr  the entry's stderr (this program's few messages go there too, where the judge keeps them);
 *   Unix fds 3 and 4: the entry's stdin and stdout, the judge's pipes.
 *
 * Why: a Wine process start costs ~8 ms here even with Wine's server and services running (loader,
 * ntdll and the server connection, then kernelbase, kernel32 and the C runtime), against ~2 ms for a
 * Linux entry. Creating the process with CREATE_SUSPENDED does the first half ahead: the Unix process
 * exists, connected to its server, with ntdll and the program mapped, and no code of the program's,
 * nor of any DLL but ntdll, has run. What is left after the go message is the second half.
 *
 * The one thing of the run such a process already holds is its environment (ARBITER_SEED differs from
 * match to match): it is created with this program's environment, the previous run's. At the go message
 * the launcher writes the run's environment block into ROOM and points the held process's
 * ProcessParameters at it (the block kernelbase and every C runtime read once the process runs) before
 * it continues the process. The launcher does that through /proc/PID/mem, as the entry's parent; Wine
 * would do it through ptrace, which the sandbox's seccomp filter refuses to every process in it.
 *
 * Exit 0: the entry was let go and has ended (its own exit status is the launcher's to report: the
 * entry's Unix process is the launcher's child by reparenting), or the spare was dropped (end of input;
 * the held process is ended). Exit 3: anything else, with a message; the held process is ended, and the
 * launcher starts the entry itself.
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

typedef LONG (WINAPI *fd_to_handle_fn)(int fd, ACCESS_MASK access, ULONG attributes, HANDLE *handle);
typedef WCHAR *(CDECL *dos_name_fn)(const char *unix_name);
typedef LONG (WINAPI *query_process_fn)(HANDLE process, int info_class, void *info, ULONG size, ULONG *returned);

/* Room for the run's environment block: the previous run's plus a few per-run variables fit many times. */
#define ENVIRONMENT_ROOM (256 * 1024)
#define OBJ_INHERIT_FLAG 0x02

static HANDLE held = NULL;

static void fail(const char *what)
{
    fprintf(stderr, "arbiter-winstart: %s (error %lu)\n", what, (unsigned long) GetLastError());
    fflush(stderr);
    if (held != NULL) {
        TerminateProcess(held, 1);
    }
    ExitProcess(3);
}

static void *must(void *p, const char *what)
{
    if (p == NULL) {
        fail(what);
    }
    return p;
}

/* Appends ARG to the command line as the Microsoft C runtime splits it back: quoted when it holds a
 * space or tab, is empty or is the program (always quoted); backslashes doubled only before a quote. */
static WCHAR *append_argument(WCHAR *at, const WCHAR *arg, int program)
{
    int quote = program || *arg == 0 || wcspbrk(arg, L" \t") != NULL;
    if (quote) {
        *at++ = L'"';
    }
    size_t backslashes = 0;
    for (const WCHAR *c = arg; *c; c++) {
        if (*c == L'\\') {
            backslashes++;
        } else {
            if (*c == L'"') {
                for (size_t i = 0; i <= backslashes; i++) {
                    *at++ = L'\\';
                }
            }
            backslashes = 0;
        }
        *at++ = *c;
    }
    if (quote) {
        for (size_t i = 0; i < backslashes; i++) {
            *at++ = L'\\';
        }
        *at++ = L'"';
    }
    return at;
}

int wmain(int argc, WCHAR **wargv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: wine arbiter-winstart.exe PROGRAM [ARG...]\n");
        return 3;
    }
    HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
    fd_to_handle_fn fd_to_handle = (fd_to_handle_fn) (void (*)(void)) GetProcAddress(ntdll, "wine_server_fd_to_handle");
    dos_name_fn dos_name = (dos_name_fn) (void (*)(void)) GetProcAddress(GetModuleHandleW(L"kernel32.dll"),
            "wine_get_dos_file_name");
    if (fd_to_handle == NULL || dos_name == NULL) {
        fail("not running under Wine");
    }
    /* The program as Wine names a program given by its Unix path, then the arguments as given. */
    int program_length = WideCharToMultiByte(CP_UTF8, 0, wargv[1], -1, NULL, 0, NULL, NULL);
    char *program_unix = must(malloc(program_length), "out of memory");
    WideCharToMultiByte(CP_UTF8, 0, wargv[1], -1, program_unix, program_length, NULL, NULL);
    WCHAR *program = must(dos_name(program_unix), "cannot name the program as Windows does");
    size_t length_bound = 3 * wcslen(program) + 3;
    for (int i = 2; i < argc; i++) {
        length_bound += 3 * wcslen(wargv[i]) + 3;
    }
    WCHAR *command = must(calloc(length_bound + 1, sizeof(WCHAR)), "out of memory");
    WCHAR *at = append_argument(command, program, 1);
    for (int i = 2; i < argc; i++) {
        *at++ = L' ';
        at = append_argument(at, wargv[i], 0);
    }
    *at = 0;

    HANDLE control = GetStdHandle(STD_INPUT_HANDLE);
    HANDLE notes = GetStdHandle(STD_OUTPUT_HANDLE);
    /* Only the entry's three streams are inherited, never the launcher's pipes. */
    SetHandleInformation(control, HANDLE_FLAG_INHERIT, 0);
    SetHandleInformation(notes, HANDLE_FLAG_INHERIT, 0);
    STARTUPINFOW startup = {.cb = sizeof startup, .dwFlags = STARTF_USESTDHANDLES};
    if (fd_to_handle(3, GENERIC_READ | SYNCHRONIZE, OBJ_INHERIT_FLAG, &startup.hStdInput) != 0
            || fd_to_handle(4, GENERIC_WRITE | SYNCHRONIZE, OBJ_INHERIT_FLAG, &startup.hStdOutput) != 0
            || !DuplicateHandle(GetCurrentProcess(), GetStdHandle(STD_ERROR_HANDLE), GetCurrentProcess(),
                                &startup.hStdError, 0, TRUE, DUPLICATE_SAME_ACCESS)) {
        fail("cannot hand the entry its streams");
    }
    PROCESS_INFORMATION entry;
    if (!CreateProcessW(NULL, command, NULL, NULL, TRUE, CREATE_SUSPENDED, NULL, NULL, &startup, &entry)) {
        fail("cannot create the entry's process");
    }
    held = entry.hProcess;
    CloseHandle(startup.hStdInput);
    CloseHandle(startup.hStdOutput);
    CloseHandle(startup.hStdError);
    query_process_fn query = (query_process_fn) (void (*)(void)) GetProcAddress(ntdll, "NtQueryInformationProcess");
    ULONG_PTR basic[6];
    ULONG returned;
    if (query == NULL || query(entry.hProcess, 0 /* ProcessBasicInformation */, basic, sizeof basic, &returned) != 0) {
        fail("cannot find the held process's PEB");
    }
    /* Allocated in the process as its own runtime would allocate it: it may grow or free the block. */
    void *room = VirtualAllocEx(entry.hProcess, NULL, ENVIRONMENT_ROOM, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE);
    if (room == NULL) {
        fail("cannot make room for the entry's environment");
    }
    char note[96];
    int length = snprintf(note, sizeof note, "created %llx %llx %x\n", (unsigned long long) basic[1],
                          (unsigned long long) (ULONG_PTR) room, ENVIRONMENT_ROOM);
    DWORD written;
    if (!WriteFile(notes, note, (DWORD) length, &written, NULL) || written != (DWORD) length) {
        fail("the launcher is gone");
    }
    char go = 0;
    DWORD got = 0;
    if (!ReadFile(control, &go, 1, &got, NULL) || got != 1) {
        TerminateProcess(held, 0); /* dropped: nothing of the entry ran */
        return 0;
    }
    if (go != 'g') {
        fail("bad control message");
    }
    if (ResumeThread(entry.hThread) == (DWORD) -1) {
        fail("cannot let the entry go");
    }
    held = NULL; /* it runs: from here on, nothing of this program may end it */
    if (!WriteFile(notes, "resumed\n", 8, &written, NULL) || written != 8) {
        return 0;
    }
    CloseHandle(notes);
    /* Ending now would cost CPU time (Wine's process tear-down) while the entry starts, on the CPU it may be
     * limited to; it is nothing once the entry has ended. */
    WaitForSingleObject(entry.hProcess, INFINITE);
    return 0;
}
