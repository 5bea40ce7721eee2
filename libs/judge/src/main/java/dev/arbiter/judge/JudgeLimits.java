package dev.arbiter.judge;

import java.time.Duration;

/**
 * The judge's clocks and caps for one match, all measured by the judge itself. Defaults follow the
 * LMC references (lmc1.md §7, lmc2.md §8); games override them.
 *
 * @param nameDeadline           from start until every process has announced its name
 * @param moveDeadline           from a move request until its answer
 * @param averageWindow          number of consecutive move requests in the rolling average
 * @param averageMoveLimit       the rolling average's ceiling
 * @param maxConsecutiveTimeouts missed moves in a row that forfeit the rest of the game
 * @param gameSilenceLimit       how long the game may stay silent while the judge waits on it
 * @param matchDeadline          total wall time of the match
 * @param exitGrace              how long programs get to exit after {@code @command exit}
 * @param maxLineBytes           longest line accepted from a program
 * @param outputLimitBytes       stdout bytes one program may write in a match
 * @param stderrHeadBytes        stderr kept verbatim for the result (what contestants see first)
 * @param stderrTranscriptBytes  stderr kept in the transcript per program
 * @param transcriptLimitBytes   cap of the whole transcript file
 * @param sendBlockLimit         how long a send may block before the program is deemed not reading
 * @param outOfProtocolBudgetBytes what the players of a match together may write outside the protocol (stderr,
 *                               comment lines) into its transcript; beyond it the first and last halves are kept and
 *                               the rest is counted, never judged: the verdicts stay what the protocol says
 */
public record JudgeLimits(
        Duration nameDeadline,
        Duration moveDeadline,
        int averageWindow,
        Duration averageMoveLimit,
        int maxConsecutiveTimeouts,
        Duration gameSilenceLimit,
        Duration matchDeadline,
        Duration exitGrace,
        int maxLineBytes,
        long outputLimitBytes,
        int stderrHeadBytes,
        long stderrTranscriptBytes,
        long transcriptLimitBytes,
        Duration sendBlockLimit,
        long outOfProtocolBudgetBytes) {

    private static final long MIB = 1024 * 1024;

    public static JudgeLimits defaults() {
        return new JudgeLimits(Duration.ofSeconds(10), Duration.ofSeconds(1), 100, Duration.ofMillis(100), 3,
                Duration.ofSeconds(5), Duration.ofMinutes(30), Duration.ofSeconds(5), 4096, 16 * MIB,
                4096, MIB, 64 * MIB, Duration.ofSeconds(5), MIB);
    }

    public JudgeLimits withNameDeadline(Duration d) {
        return new JudgeLimits(d, moveDeadline, averageWindow, averageMoveLimit, maxConsecutiveTimeouts, gameSilenceLimit,
                matchDeadline, exitGrace, maxLineBytes, outputLimitBytes, stderrHeadBytes, stderrTranscriptBytes,
                transcriptLimitBytes, sendBlockLimit, outOfProtocolBudgetBytes);
    }

    public JudgeLimits withMoveDeadline(Duration d) {
        return new JudgeLimits(nameDeadline, d, averageWindow, averageMoveLimit, maxConsecutiveTimeouts, gameSilenceLimit,
                matchDeadline, exitGrace, maxLineBytes, outputLimitBytes, stderrHeadBytes, stderrTranscriptBytes,
                transcriptLimitBytes, sendBlockLimit, outOfProtocolBudgetBytes);
    }

    public JudgeLimits withAverage(int window, Duration limit) {
        return new JudgeLimits(nameDeadline, moveDeadline, window, limit, maxConsecutiveTimeouts, gameSilenceLimit,
                matchDeadline, exitGrace, maxLineBytes, outputLimitBytes, stderrHeadBytes, stderrTranscriptBytes,
                transcriptLimitBytes, sendBlockLimit, outOfProtocolBudgetBytes);
    }

    public JudgeLimits withMaxConsecutiveTimeouts(int misses) {
        return new JudgeLimits(nameDeadline, moveDeadline, averageWindow, averageMoveLimit, misses, gameSilenceLimit,
                matchDeadline, exitGrace, maxLineBytes, outputLimitBytes, stderrHeadBytes, stderrTranscriptBytes,
                transcriptLimitBytes, sendBlockLimit, outOfProtocolBudgetBytes);
    }

    public JudgeLimits withGameSilenceLimit(Duration d) {
        return new JudgeLimits(nameDeadline, moveDeadline, averageWindow, averageMoveLimit, maxConsecutiveTimeouts, d,
                matchDeadline, exitGrace, maxLineBytes, outputLimitBytes, stderrHeadBytes, stderrTranscriptBytes,
                transcriptLimitBytes, sendBlockLimit, outOfProtocolBudgetBytes);
    }

    public JudgeLimits withMatchDeadline(Duration d) {
        return new JudgeLimits(nameDeadline, moveDeadline, averageWindow, averageMoveLimit, maxConsecutiveTimeouts,
                gameSilenceLimit, d, exitGrace, maxLineBytes, outputLimitBytes, stderrHeadBytes, stderrTranscriptBytes,
                transcriptLimitBytes, sendBlockLimit, outOfProtocolBudgetBytes);
    }

    public JudgeLimits withExitGrace(Duration d) {
        return new JudgeLimits(nameDeadline, moveDeadline, averageWindow, averageMoveLimit, maxConsecutiveTimeouts,
                gameSilenceLimit, matchDeadline, d, maxLineBytes, outputLimitBytes, stderrHeadBytes, stderrTranscriptBytes,
                transcriptLimitBytes, sendBlockLimit, outOfProtocolBudgetBytes);
    }

    public JudgeLimits withOutputLimit(long bytes) {
        return new JudgeLimits(nameDeadline, moveDeadline, averageWindow, averageMoveLimit, maxConsecutiveTimeouts,
                gameSilenceLimit, matchDeadline, exitGrace, maxLineBytes, bytes, stderrHeadBytes, stderrTranscriptBytes,
                transcriptLimitBytes, sendBlockLimit, outOfProtocolBudgetBytes);
    }

    public JudgeLimits withTranscriptLimit(long bytes) {
        return new JudgeLimits(nameDeadline, moveDeadline, averageWindow, averageMoveLimit, maxConsecutiveTimeouts,
                gameSilenceLimit, matchDeadline, exitGrace, maxLineBytes, outputLimitBytes, stderrHeadBytes,
                stderrTranscriptBytes, bytes, sendBlockLimit, outOfProtocolBudgetBytes);
    }

    public JudgeLimits withOutOfProtocolBudget(long bytes) {
        return new JudgeLimits(nameDeadline, moveDeadline, averageWindow, averageMoveLimit, maxConsecutiveTimeouts,
                gameSilenceLimit, matchDeadline, exitGrace, maxLineBytes, outputLimitBytes, stderrHeadBytes,
                stderrTranscriptBytes, transcriptLimitBytes, sendBlockLimit, bytes);
    }
}
