package dev.arbiter.judge.protocol;

import dev.arbiter.judge.Verdict;
import dev.arbiter.sandbox.ExitInfo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A seat's running account during a match: name, score, first failure, incidents. */
public final class Seat {

    private static final int MAX_INCIDENTS = 50;

    private final int number;
    private final String path;
    private String name;
    private double score;
    private int scoredMoves;
    private Verdict verdict = Verdict.OK;
    private String detail = "";
    private final List<String> incidents = new ArrayList<>();
    private int droppedIncidents;
    private final Map<String, Double> stats = new LinkedHashMap<>();
    private final List<Double> rounds = new ArrayList<>();

    public Seat(int number, String path) {
        this.number = number;
        this.path = path;
    }

    public int number() {
        return number;
    }

    /** "p1", "p2". */
    public String id() {
        return "p" + number;
    }

    public String path() {
        return path;
    }

    public String name() {
        return name;
    }

    public void name(String name) {
        this.name = name;
    }

    public void addScore(double increment) {
        score += increment;
        scoredMoves++;
    }

    /** A whole round's score (RDDL: a counted round's reward): added to the score and kept, in order. */
    public void addRound(double reward) {
        addScore(reward);
        rounds.add(reward);
    }

    /** The rounds {@link #addRound} kept, in order. */
    public List<Double> rounds() {
        return List.copyOf(rounds);
    }

    public double score() {
        return score;
    }

    public int scoredMoves() {
        return scoredMoves;
    }

    /** Records a failure; the first one decides the verdict. Returns whether this one did. */
    public boolean fail(Verdict failure, String why) {
        if (verdict != Verdict.OK) {
            incident(failure.wireName() + ": " + why);
            return false;
        }
        verdict = failure;
        detail = why;
        return true;
    }

    /**
     * Replaces a {@link Verdict#CRASH} the judge inferred from what it saw by the cause the sandbox reported
     * (killed at its memory or CPU-time limit); the inference stays as an incident.
     */
    public void correctCrash(Verdict cause, String why) {
        if (verdict == Verdict.CRASH && cause != Verdict.CRASH) {
            incident("crash: " + detail);
            verdict = cause;
            detail = why;
        }
    }

    /**
     * What a program's end says of it, for every protocol: killed at its memory limit, at its CPU-time limit, or
     * (anything else, or no exit known yet) a crash.
     */
    public static Verdict exitVerdict(ExitInfo exit) {
        if (exit == null) {
            return Verdict.CRASH;
        }
        return exit.oomKilled() ? Verdict.MEMORY : exit.cpuLimitHit() ? Verdict.TIMEOUT : Verdict.CRASH;
    }

    /** {@link #correctCrash} with the limit the sandbox killed the program at, when it did. */
    public void correctCrashAtLimit(ExitInfo exit) {
        Verdict cause = exitVerdict(exit);
        if (cause != Verdict.CRASH) {
            correctCrash(cause, cause == Verdict.MEMORY ? "killed for exceeding its memory limit"
                    : "killed for exceeding its CPU-time limit");
        }
    }

    /**
     * An incident that is never dropped for the cap: one that says why a counted result is what it is (a GVGAI
     * validation play disqualified). A protocol has few of them per match.
     */
    public void keptIncident(String text) {
        incidents.add(text);
    }

    public void incident(String text) {
        if (incidents.size() < MAX_INCIDENTS) {
            incidents.add(text);
        } else {
            droppedIncidents++;
        }
    }

    public Verdict verdict() {
        return verdict;
    }

    public String detail() {
        return detail;
    }

    public List<String> incidents() {
        var all = new ArrayList<>(incidents);
        if (droppedIncidents > 0) {
            all.add("… and " + droppedIncidents + " more");
        }
        return all;
    }

    /**
     * Sets a protocol-specific statistic of the seat ("solved" → 3 in Taboo), for rankings whose
     * tie-breaks need more than the score. Keys are the protocol's; the core only carries them.
     */
    public void stat(String key, double value) {
        stats.put(key, value);
    }

    public Map<String, Double> stats() {
        return new LinkedHashMap<>(stats);
    }
}
