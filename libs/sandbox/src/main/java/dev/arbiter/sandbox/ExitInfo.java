package dev.arbiter.sandbox;

/**
 * How a program ended.
 *
 * @param exitCode      the exit status, or -1 when it died by a signal
 * @param signal        the terminating signal number, or 0
 * @param oomKilled     the backend killed it for exceeding its memory limit
 * @param cpuLimitHit   the backend killed it for exceeding its CPU-time limit
 * @param killedByJudge the judge killed it (deadline, forfeit, clean-up)
 */
public record ExitInfo(int exitCode, int signal, boolean oomKilled, boolean cpuLimitHit, boolean killedByJudge) {

    /** Java reports death by signal N as 128 + N; split it back out. */
    public static ExitInfo fromWaitStatus(int status, boolean killedByJudge) {
        if (status > 128 && status < 128 + 65) {
            return new ExitInfo(-1, status - 128, false, false, killedByJudge);
        }
        return new ExitInfo(status, 0, false, false, killedByJudge);
    }

    public boolean clean() {
        return exitCode == 0 && signal == 0 && !oomKilled && !cpuLimitHit;
    }

    /** "exit code 3", "signal 9 (SIGKILL)", "killed for exceeding its memory limit". */
    public String describe() {
        if (oomKilled) {
            return "killed for exceeding its memory limit";
        }
        if (cpuLimitHit) {
            return "killed for exceeding its CPU-time limit";
        }
        if (signal != 0) {
            return "killed by signal " + signal + signalName(signal) + (killedByJudge ? " (sent by the judge)" : "");
        }
        return "exit code " + exitCode;
    }

    private static String signalName(int signal) {
        return switch (signal) {
            case 6 -> " (SIGABRT)";
            case 9 -> " (SIGKILL)";
            case 11 -> " (SIGSEGV)";
            case 13 -> " (SIGPIPE)";
            case 15 -> " (SIGTERM)";
            case 24 -> " (SIGXCPU)";
            case 25 -> " (SIGXFSZ)";
            default -> "";
        };
    }
}
