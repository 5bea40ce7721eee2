package dev.arbiter.sdk.gvgai;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * The client side of the GVGAI learning track (gvgai.md): connects to {@code GVGAI_HOST}:{@code GVGAI_PORT}
 * (localhost:8080, where the judge's relay listens inside the sandbox), retrying every second as the track's
 * clients do, and answers every message for the {@link Agent}. Kept from the client checklist: each reply echoes
 * the id of the message it answers (GVG-S01); the screen arrives as PNG bytes ({@link Observation#imagePng()},
 * S05); on {@code FINISH} the run ends and the process exits with status 0 (S06). The rest is {@link Session}'s.
 */
public final class Gvgai {

    private Gvgai() {
    }

    /** Plays one run where the judge says, then exits the process: 0 when it ended with FINISH. */
    public static void run(Agent agent) {
        String host = env("GVGAI_HOST", "localhost");
        int port = Integer.parseInt(env("GVGAI_PORT", "8080"));
        int status;
        try (Socket socket = connect(host, port)) {
            socket.setTcpNoDelay(true);
            status = play(agent, socket.getInputStream(), socket.getOutputStream()) ? 0 : 1;
        } catch (IOException e) {
            System.err.println("arbiter-sdk: GVGAI run failed: " + e.getMessage());
            status = 1;
        }
        System.exit(status);
    }

    /** Plays one run on a connection; true when it ended with FINISH, false when the connection closed first. */
    public static boolean play(Agent agent, InputStream in, OutputStream out) throws IOException {
        var session = new Session(agent);
        var lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line; (line = lines.readLine()) != null; ) {
            int hash = line.indexOf('#');
            if (hash < 0) {
                continue; // not a message: nothing to answer
            }
            String id = line.substring(0, hash);
            String payload = line.substring(hash + 1);
            if (payload.equals("FINISH")) {
                return true;
            }
            out.write((id + "#" + session.answer(payload) + "\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
        System.err.println("arbiter-sdk: the connection closed before FINISH");
        return false;
    }

    private static Socket connect(String host, int port) throws IOException {
        while (true) {
            try {
                return new Socket(host, port);
            } catch (java.net.ConnectException notYet) {
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while connecting", e);
                }
            }
        }
    }

    private static String env(String name, String fallback) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? fallback : v;
    }
}
