package dev.arbiter.rddl.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A minimal RDDLSim client over real TCP on 127.0.0.1, speaking raw bytes so tests see the exact framing. */
final class WireClient implements AutoCloseable {
    static final String DECL = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    WireClient(int port) throws IOException {
        socket = new Socket(InetAddress.getLoopbackAddress(), port);
        // Only a guard against a hung test: every expected message arrives long before this.
        socket.setSoTimeout(20_000);
        in = socket.getInputStream();
        out = socket.getOutputStream();
    }

    void sendRaw(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** Sends {@code body} with the XML declaration and a NUL, as the reference clients do. */
    void send(String body) throws IOException {
        sendRaw((DECL + body + "\0").getBytes(StandardCharsets.US_ASCII));
    }

    /** The next NUL-terminated message (without the NUL), or null if the server closed first. */
    String receive() throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) > 0) b.write(c);
        if (c < 0) return b.size() == 0 ? null : "UNTERMINATED:" + b.toString(StandardCharsets.US_ASCII);
        return b.toString(StandardCharsets.US_ASCII);
    }

    /** Raw bytes up to and including {@code marker}, NULs kept (for the unframed no-header mode). */
    String readUntil(String marker) throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = in.read()) >= 0) {
            sb.append((char) c);
            if (sb.length() >= marker.length() && sb.lastIndexOf(marker) == sb.length() - marker.length()) break;
        }
        return sb.toString();
    }

    /** True when the server has closed the connection (after anything still buffered). */
    boolean closedByServer() throws IOException {
        return in.read() < 0;
    }

    String request(String body) throws IOException {
        send(body);
        return receive();
    }

    String sessionRequest(String problem) throws IOException {
        return request("<session-request><problem-name>" + problem + "</problem-name><client-name>tester</client-name>"
                + "<input-language>rddl</input-language></session-request>");
    }

    static String rootOf(String message) {
        Matcher m = Pattern.compile("<([a-z-]+)[/>]").matcher(message.startsWith(DECL) ? message.substring(DECL.length()) : message);
        return m.find() ? m.group(1) : "";
    }

    static String text(String message, String tag) {
        Matcher m = Pattern.compile("<" + tag + ">([^<]*)</" + tag + ">").matcher(message);
        return m.find() ? m.group(1) : null;
    }

    static int count(String message, String tag) {
        return message.split("<" + tag + ">", -1).length - 1;
    }

    /** Child element names of the root, in order. */
    static List<String> childNames(String message) {
        String body = message.startsWith(DECL) ? message.substring(DECL.length()) : message;
        String root = rootOf(body);
        String inner = body.substring(body.indexOf('>') + 1, body.lastIndexOf("</" + root + ">"));
        List<String> names = new ArrayList<>();
        int depth = 0;
        Matcher m = Pattern.compile("<(/?)([a-z-]+)(/?)>").matcher(inner);
        while (m.find()) {
            if (m.group(1).isEmpty()) {
                if (depth == 0) names.add(m.group(2));
                if (m.group(3).isEmpty()) depth++;
            } else {
                depth--;
            }
        }
        return names;
    }

    /** {@code name(args)=value} for each observed fluent of a turn. */
    static List<String> fluents(String turn) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<observed-fluent>(.*?)</observed-fluent>").matcher(turn);
        while (m.find()) {
            String f = m.group(1);
            List<String> args = new ArrayList<>();
            Matcher a = Pattern.compile("<fluent-arg>([^<]*)</fluent-arg>").matcher(f);
            while (a.find()) args.add(a.group(1));
            out.add(text(f, "fluent-name") + "(" + String.join(",", args) + ")=" + text(f, "fluent-value"));
        }
        return out;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
