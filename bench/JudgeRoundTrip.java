import dev.arbiter.judge.Judge;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchSpec;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.program.LineProgram;
import dev.arbiter.judge.program.LineProgramContext;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.none.UnsandboxedBackend;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Round trip of one move through the judge against a raw pipe round trip to the same echo program.
 * Runs A/B interleaved several times and reports medians and their ratio (these machines are noisy).
 * Usage: java -cp arbiter.jar JudgeRoundTrip.java <echo-binary> [moves] [rounds]
 */
public class JudgeRoundTrip {

    public static void main(String[] args) throws Exception {
        String echo = args[0];
        int moves = args.length > 1 ? Integer.parseInt(args[1]) : 20000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        rawPipe(echo, 2000);       // warm-up: JIT and page cache
        judge(echo, 2000);
        double[] raw = new double[rounds];
        double[] judged = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            raw[r] = rawPipe(echo, moves);
            judged[r] = judge(echo, moves);
            System.out.printf("round %d: raw pipe %.2f µs/move, through the judge %.2f µs/move%n", r + 1, raw[r], judged[r]);
        }
        double rawMedian = median(raw);
        double judgeMedian = median(judged);
        System.out.printf("median raw pipe round trip:    %8.2f µs%n", rawMedian);
        System.out.printf("median judge move round trip:  %8.2f µs%n", judgeMedian);
        System.out.printf("ratio judge / raw pipe:        %8.2f   (target <= 1.30)%n", judgeMedian / rawMedian);
    }

    static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    /** Writes a move request, reads the answer, N times, straight over the child's pipes. */
    static double rawPipe(String echo, int moves) throws Exception {
        Process p = new ProcessBuilder(echo).start();
        OutputStream out = p.getOutputStream();
        var in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.ISO_8859_1));
        in.readLine(); // its name
        byte[] request = "@command move\n".getBytes(StandardCharsets.ISO_8859_1);
        long start = System.nanoTime();
        for (int i = 0; i < moves; i++) {
            out.write(request);
            out.flush();
            if (in.readLine() == null) {
                throw new IllegalStateException("echo died");
            }
        }
        long elapsed = System.nanoTime() - start;
        out.write("@command exit\n".getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
        p.waitFor();
        return elapsed / 1000.0 / moves;
    }

    /** A full LMC2 match whose game asks for the next move as soon as an answer arrives. */
    static double judge(String echo, int moves) throws Exception {
        var game = new MoveLoopGame(moves);
        Path transcript = Files.createTempFile("bench-", ".jsonl");
        var limits = JudgeLimits.defaults().withTranscriptLimit(1L << 30);
        var player = new Participant.Program(ProcessSpec.of("p1", List.of(echo)), echo);
        try (var judge = new Judge(new UnsandboxedBackend())) {
            var result = judge.play(new MatchSpec("bench", LmcProtocol.lmc2(), new Participant.InProcess(() -> game, "bench"),
                    List.of(player), 1, Map.of(), limits, transcript));
            if (result.moves() != moves) {
                throw new IllegalStateException("match ended early: " + result);
            }
        } finally {
            Files.deleteIfExists(transcript);
        }
        return (game.end - game.start) / 1000.0 / moves;
    }

    /** Game side: new, alphabet, then move → output → move … timed from the first request to the last answer. */
    static final class MoveLoopGame implements LineProgram {
        final int moves;
        int answered;
        long start;
        long end;
        LineProgramContext ctx;

        MoveLoopGame(int moves) {
            this.moves = moves;
        }

        @Override
        public void start(LineProgramContext context) {
            ctx = context;
            ctx.send("@info name MoveLoop");
        }

        @Override
        public void onLine(String line) {
            if (line.startsWith("@info player ")) {
                ctx.send("@command new");
                ctx.send("@command alphabet x y");
                start = System.nanoTime();
                ctx.send("@command move");
            } else if (line.startsWith("@player 1 @output")) {
                if (++answered == moves) {
                    end = System.nanoTime();
                    ctx.send("@command end");
                } else {
                    ctx.send("@command move");
                }
            }
        }
    }
}
