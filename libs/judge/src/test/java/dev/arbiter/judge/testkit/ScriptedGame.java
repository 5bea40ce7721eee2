package dev.arbiter.judge.testkit;

import dev.arbiter.judge.program.LineProgram;
import dev.arbiter.judge.program.LineProgramContext;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

/**
 * An in-process game that plays a fixed script once every player is named: lines to send,
 * pauses until a number of player outputs has arrived, and steps that compute lines from those
 * outputs. Records every line the judge sent it, so tests can assert what the game saw.
 */
public final class ScriptedGame implements LineProgram {

    /** One step of the script. */
    public sealed interface Step {
    }

    record Send(String line) implements Step {
    }

    record Await(int outputs) implements Step {
    }

    record Compute(Function<List<String>, List<String>> lines) implements Step {
    }

    record Pause(long millis) implements Step {
    }

    public static Step send(String line) {
        return new Send(line);
    }

    /** Waits for {@code n} more {@code @output} lines from players. */
    public static Step await(int n) {
        return new Await(n);
    }

    /** Resumes the script after {@code millis}, from another thread, as a real program would after thinking. */
    public static Step pause(long millis) {
        return new Pause(millis);
    }

    /** Lines computed from the outputs received during the last await (their data, in order). */
    public static Step compute(Function<List<String>, List<String>> lines) {
        return new Compute(lines);
    }

    private final String nameLine;
    private final List<Step> steps;
    private final List<String> received = Collections.synchronizedList(new ArrayList<>());
    /** Outputs of the current await as {seat, data}; handed to steps ordered by seat, not by arrival. */
    private final List<String[]> outputs = new ArrayList<>();
    private LineProgramContext ctx;
    private int players = -1;
    private int named;
    private int position;
    private int awaiting;
    private boolean started;

    public ScriptedGame(List<Step> steps) {
        this("@info name ScriptedGame", steps);
    }

    /** A game announcing itself with {@code nameLine} (another dialect's keyword, say). */
    public ScriptedGame(String nameLine, List<Step> steps) {
        this.nameLine = nameLine;
        this.steps = List.copyOf(steps);
    }

    /** Every line the judge sent this game, in order. */
    public List<String> received() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    /** Only the relayed player lines ("@player 1 …"). */
    public List<String> relayed() {
        return received().stream().filter(l -> l.startsWith("@player ")).toList();
    }

    @Override
    public void start(LineProgramContext context) {
        this.ctx = context;
        context.send(nameLine);
    }

    @Override
    public synchronized void onLine(String line) {
        received.add(line);
        if (line.startsWith("@info players ")) {
            players = Integer.parseInt(line.substring(14).strip());
        } else if (line.startsWith("@info player ")) {
            if (++named == players && !started) {
                started = true;
                run();
            }
        } else if (line.matches("@player \\d+ @output.*")) {
            String rest = line.substring(line.indexOf("@output") + 7);
            outputs.add(new String[]{line.split(" ")[1], rest.startsWith(" ") ? rest.substring(1) : rest});
            if (awaiting > 0 && --awaiting == 0) {
                run();
            }
        } else if (line.equals("@command exit")) {
            ctx.exit(0);
        }
    }

    private synchronized void run() {
        while (position < steps.size()) {
            Step step = steps.get(position++);
            switch (step) {
                case Send s -> ctx.send(s.line());
                case Compute c -> c.lines().apply(outputs.stream()
                        .sorted(java.util.Comparator.comparing((String[] o) -> o[0])).map(o -> o[1]).toList()).forEach(ctx::send);
                case Pause p -> {
                    Thread.ofVirtual().start(() -> {
                        try {
                            Thread.sleep(p.millis());
                        } catch (InterruptedException e) {
                            return;
                        }
                        run();
                    });
                    return;
                }
                case Await a -> {
                    outputs.clear();
                    awaiting = a.outputs();
                    return;
                }
            }
        }
    }

    /** Builds scripts: {@code Script.create().line(…).rounds(…).end()}. */
    public static final class Script {
        private final List<Step> steps = new ArrayList<>();

        public static Script create() {
            return new Script();
        }

        public Script line(String line) {
            steps.add(send(line));
            return this;
        }

        public Script await(int outputs) {
            steps.add(ScriptedGame.await(outputs));
            return this;
        }

        public Script pause(long millis) {
            steps.add(ScriptedGame.pause(millis));
            return this;
        }

        public Script compute(Function<List<String>, List<String>> lines) {
            steps.add(ScriptedGame.compute(lines));
            return this;
        }

        /** {@code @player p @command new} and the alphabet, for each given player. */
        public Script open(String alphabet, int... players) {
            for (int p : players) {
                line("@player " + p + " @command new");
                line("@player " + p + " @command alphabet " + alphabet);
            }
            return this;
        }

        /** n rounds: every given player is asked for a move, then the outputs are awaited and scored by {@code scorer}. */
        public Script rounds(int n, Function<List<String>, List<String>> scorer, int... players) {
            for (int r = 0; r < n; r++) {
                for (int p : players) {
                    line("@player " + p + " @command move");
                }
                await(players.length);
                compute(scorer);
            }
            return this;
        }

        public List<Step> end() {
            line("@command end");
            return List.copyOf(steps);
        }

        public List<Step> build() {
            return List.copyOf(steps);
        }
    }
}
