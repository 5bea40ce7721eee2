package dev.arbiter.sandbox.local;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What of the host's system an entry sees (local backend): a curated, read-only root instead of the host's
 * whole /usr. The dynamic loader and the shared libraries, the runtimes the platform supports (java under
 * /usr/lib/jvm, python3, Wine), a shell with the basic commands a {@code #!} script expects (coreutils, grep,
 * sed, find, awk: what Debian's minbase, and so the {@code arbiter/entry-linux} image, holds) and the few /etc
 * files dynamic linking and the runtimes read. No compilers, no /usr/sbin, no /usr/local, no host /etc
 * beyond those (/etc/passwd and /etc/group are generated, {@link dev.arbiter.sandbox.EntryHosts}).
 *
 * @param commands names in the host's /usr/bin an entry may run; a symlink is followed through
 *                 /etc/alternatives and /usr/bin, so the command it names works (see {@link EntryBin})
 * @param paths    host paths bound read-only at their own place: the runtimes' directories and /etc files;
 *                 symlinks are recreated as symlinks, missing paths skipped
 */
public record EntryRoot(List<String> commands, List<Path> paths) {

    public EntryRoot {
        commands = List.copyOf(commands);
        paths = List.copyOf(paths);
    }

    /** A shell and the basic commands scripts use, and the runtimes' launchers. */
    public static final List<String> DEFAULT_COMMANDS = List.of(
            // shells
            "sh", "dash", "bash",
            // coreutils
            "[", "arch", "b2sum", "base32", "base64", "basename", "basenc", "cat", "chcon", "chgrp", "chmod", "chown",
            "cksum", "comm", "cp", "csplit", "cut", "date", "dd", "df", "dir", "dircolors", "dirname", "du", "echo",
            "env", "expand", "expr", "factor", "false", "fmt", "fold", "groups", "head", "hostid", "id", "install",
            "join", "link", "ln", "logname", "ls", "md5sum", "mkdir", "mkfifo", "mknod", "mktemp", "mv", "nice", "nl",
            "nohup", "nproc", "numfmt", "od", "paste", "pathchk", "pinky", "pr", "printenv", "printf", "ptx", "pwd",
            "readlink", "realpath", "rm", "rmdir", "runcon", "seq", "sha1sum", "sha224sum", "sha256sum", "sha384sum",
            "sha512sum", "shred", "shuf", "sleep", "sort", "split", "stat", "stdbuf", "stty", "sum", "sync", "tac",
            "tail", "tee", "test", "timeout", "touch", "tr", "true", "truncate", "tsort", "tty", "uname", "unexpand",
            "uniq", "unlink", "users", "vdir", "wc", "who", "whoami", "yes",
            // grep, sed, findutils, awk, debianutils
            "grep", "egrep", "fgrep", "sed", "find", "xargs", "awk", "mawk", "which", "tempfile", "kill",
            // runtimes: python3, Java (through /etc/alternatives), Wine
            "python3", "java", "wine", "wine64", "wineserver", "wineboot", "wine-stable", "wineserver-stable",
            "wine64-stable");

    /** The loader, the libraries and the runtimes' own trees; the /etc files they read. */
    public static final List<Path> DEFAULT_PATHS = Stream.concat(Stream.of(
            "/usr/lib64", "/usr/lib/x86_64-linux-gnu", "/usr/lib/locale", "/usr/lib/jvm", "/usr/lib/python3",
            "/usr/lib/python3.11", "/usr/lib/python3.12", "/usr/lib/python3.13", "/usr/lib/wine", "/usr/share/wine",
            "/usr/share/zoneinfo", "/bin", "/lib", "/lib64",
            "/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime",
            "/etc/nsswitch.conf", "/etc/fonts", "/etc/ssl/certs").map(Path::of),
            debianJdkConfig()).toList();

    public static final EntryRoot DEFAULT = new EntryRoot(DEFAULT_COMMANDS, DEFAULT_PATHS);

    /**
     * Debian's JDKs keep their conf/ (java.security, the module's settings) in /etc/java-N-openjdk, linked from
     * /usr/lib/jvm: without it neither java nor javac starts (a Java source entry's build, a jar entry).
     */
    static Stream<Path> debianJdkConfig() {
        try (Stream<Path> etc = Files.list(Path.of("/etc"))) {
            return etc.filter(p -> p.getFileName().toString().matches("java-\\d+-openjdk")).sorted().toList().stream();
        } catch (IOException e) {
            return Stream.empty();
        }
    }

    /**
     * This root with more: {@code additions} is a comma-separated list, each a command name (added to
     * {@link #commands()}) or an absolute path (added to {@link #paths()}), so a runtime can be added without
     * a build: e.g. {@code node,/usr/lib/node_modules}.
     */
    public EntryRoot with(String additions) {
        if (additions == null || additions.isBlank()) {
            return this;
        }
        var moreCommands = new ArrayList<>(commands);
        var morePaths = new ArrayList<>(paths);
        for (String item : additions.split(",")) {
            String name = item.strip();
            if (name.startsWith("/")) {
                morePaths.add(Path.of(name));
            } else if (!name.isEmpty()) {
                moreCommands.add(name);
            }
        }
        return new EntryRoot(moreCommands, morePaths);
    }

    /** Whether {@code path} exists on this host (a missing runtime is skipped, not an error). */
    static boolean present(Path path) {
        return Files.exists(path) || Files.isSymbolicLink(path);
    }
}
