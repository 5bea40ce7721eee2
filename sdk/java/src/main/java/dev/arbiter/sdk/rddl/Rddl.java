package dev.arbiter.sdk.rddl;

import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The client side of RDDLSim (rddl.md §4–§5), as the reference clients speak it: connect, ask for the session,
 * then round after round answer every turn with the planner's actions. Kept from the client checklist: a
 * {@code round-end} is accepted wherever a turn is expected (RDDL-S01); a {@code round-end} with no time left
 * means {@code session-end} comes next, so no round is asked for (S02); a POMDP round's first turn reaches the
 * planner with no fluents (S03); {@code round-left} and {@code rounds-left} are both read, and numbers in any
 * form Java writes a double (S04); messages are NUL-framed both ways, and {@code no-header} is never asked for,
 * so the stream is never unframed (S05).
 *
 * <p>Where to connect: {@code RDDL_HOST} (localhost), {@code RDDL_PORT} (2323); the instance is the last
 * argument, else {@code RDDL_INSTANCE}; the client name {@code RDDL_CLIENT_NAME}, else "arbiter-sdk". The
 * judge starts a planner exactly so.
 */
public final class Rddl {

    private static final String DECLARATION = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

    private final Planner planner;
    private final InputStream in;
    private final OutputStream out;
    private final DocumentBuilder xml;

    private Rddl(Planner planner, InputStream in, OutputStream out) {
        this.planner = planner;
        this.in = new BufferedInputStream(in);
        this.out = out;
        try {
            this.xml = DocumentBuilderFactory.newInstance().newDocumentBuilder();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Plays one session where the judge (or an RDDLSim server) says, then exits the process: 0 when it ended well. */
    public static void run(Planner planner, String... args) {
        String host = env("RDDL_HOST", "localhost");
        int port = Integer.parseInt(env("RDDL_PORT", "2323"));
        String instance = args.length > 0 ? args[args.length - 1] : env("RDDL_INSTANCE", "");
        int status;
        try (var socket = new Socket(host, port)) {
            socket.setTcpNoDelay(true);
            status = play(planner, instance, env("RDDL_CLIENT_NAME", "arbiter-sdk"),
                    socket.getInputStream(), socket.getOutputStream()) ? 0 : 1;
        } catch (IOException e) {
            System.err.println("arbiter-sdk: RDDL session failed: " + e.getMessage());
            status = 1;
        }
        System.exit(status);
    }

    /** Plays one session on a connection; true when it reached {@code session-end}. */
    public static boolean play(Planner planner, String instance, String clientName, InputStream in, OutputStream out)
            throws IOException {
        return new Rddl(planner, in, out).session(instance, clientName);
    }

    private static String env(String name, String fallback) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? fallback : v;
    }

    private boolean session(String instance, String clientName) throws IOException {
        send("<session-request><problem-name>" + escape(instance) + "</problem-name><client-name>" + escape(clientName)
                + "</client-name><input-language>rddl</input-language></session-request>");
        Element init = receive();
        if (init == null || !init.getTagName().equals("session-init")) {
            return finished(init);
        }
        int rounds = (int) number(init, "num-rounds", 0);
        planner.onSessionStart(instance, rounds, number(init, "time-allowed", 0));
        while (true) {
            send("<round-request><execute-policy>yes</execute-policy></round-request>");
            Element message = receive();
            if (message == null || !message.getTagName().equals("round-init")) {
                return finished(message);
            }
            // rddl.md §5.3: the reference server writes round-left, the written spec rounds-left.
            int roundsLeft = (int) number(message, text(message, "round-left") != null ? "round-left" : "rounds-left", 0);
            planner.onRoundStart((int) number(message, "round-num", 0), roundsLeft);
            Element roundEnd = playRound();
            if (roundEnd == null || !roundEnd.getTagName().equals("round-end")) {
                return finished(roundEnd);
            }
            planner.onRoundEnd(number(roundEnd, "round-reward", 0));
            if (roundsLeft <= 0 || number(roundEnd, "time-left", 1) <= 0) {
                return finished(receive()); // S02: session-end comes next, unasked
            }
        }
    }

    /** Turns until the round ends; returns the message that ended it. */
    private Element playRound() throws IOException {
        while (true) {
            Element message = receive();
            if (message == null || !message.getTagName().equals("turn")) {
                return message; // S01: round-end may come wherever a turn is expected
            }
            var fluents = new ArrayList<Planner.Fluent>();
            for (Element f : children(message, "observed-fluent")) {
                var args = new ArrayList<String>();
                children(f, "fluent-arg").forEach(a -> args.add(a.getTextContent().strip()));
                fluents.add(new Planner.Fluent(text(f, "fluent-name"), args, text(f, "fluent-value")));
            }
            var turn = new Planner.Turn((int) number(message, "turn-num", 0), number(message, "time-left", 0),
                    number(message, "immediate-reward", 0), fluents);
            List<Planner.Action> actions;
            try {
                actions = planner.act(turn);
            } catch (RuntimeException e) {
                System.err.println("arbiter-sdk: act() threw; the no-op is sent");
                e.printStackTrace();
                actions = List.of();
            }
            send(actions(actions));
        }
    }

    private boolean finished(Element message) {
        if (message != null && message.getTagName().equals("session-end")) {
            planner.onSessionEnd(number(message, "total-reward", 0));
            return true;
        }
        System.err.println("arbiter-sdk: the session ended without session-end"
                + (message == null ? " (connection closed)" : " (got " + message.getTagName() + ")"));
        return false;
    }

    private static String actions(List<Planner.Action> actions) {
        if (actions == null || actions.isEmpty()) {
            return "<actions/>";
        }
        var xml = new StringBuilder("<actions>");
        for (Planner.Action a : actions) {
            xml.append("<action><action-name>").append(escape(a.name())).append("</action-name>");
            a.args().forEach(arg -> xml.append("<action-arg>").append(escape(arg)).append("</action-arg>"));
            xml.append("<action-value>").append(escape(a.value())).append("</action-value></action>");
        }
        return xml.append("</actions>").toString();
    }

    private void send(String body) throws IOException {
        out.write((DECLARATION + body).getBytes(StandardCharsets.UTF_8));
        out.write(0);
        out.flush();
    }

    /** The next message's root element; null when the connection closed. */
    private Element receive() throws IOException {
        var message = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) > 0) {
            message.write(b);
        }
        if (b < 0 && message.size() == 0) {
            return null;
        }
        try {
            return xml.parse(new InputSource(new StringReader(message.toString(StandardCharsets.UTF_8)))).getDocumentElement();
        } catch (SAXException e) {
            throw new UncheckedIOException(new IOException("unreadable message: " + e.getMessage(), e));
        }
    }

    private static List<Element> children(Element parent, String name) {
        var list = new ArrayList<Element>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element && ((Element) n).getTagName().equals(name)) {
                list.add((Element) n);
            }
        }
        return list;
    }

    private static String text(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? null : found.get(0).getTextContent().strip();
    }

    /** S04: "1080000.0", "1075123", "1.0E-4" all read; a missing element is {@code fallback}. */
    private static double number(Element parent, String name, double fallback) {
        String t = text(parent, name);
        if (t == null || t.isEmpty()) {
            return fallback;
        }
        try {
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
