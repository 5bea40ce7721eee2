package dev.arbiter.examples.rddl;

import org.w3c.dom.Element;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * One TCP session with an RDDLSim server: every message is one XML document ended by a NUL byte, both ways,
 * and the client's carry the XML declaration as the reference clients' do.
 */
final class RddlConnection implements Closeable {

    private static final String DECLARATION = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final DocumentBuilder xml;

    RddlConnection(String host, int port) throws IOException {
        this.socket = new Socket(host, port);
        socket.setTcpNoDelay(true);
        this.in = new BufferedInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
        try {
            this.xml = DocumentBuilderFactory.newInstance().newDocumentBuilder();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    void send(String body) throws IOException {
        out.write((DECLARATION + body).getBytes(StandardCharsets.US_ASCII));
        out.write(0);
        out.flush();
    }

    /** The next message's root element, or null when the server closed the connection. */
    Element receive() throws IOException {
        var message = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) > 0) {
            message.write(b);
        }
        if (b < 0 && message.size() == 0) {
            return null;
        }
        try {
            String text = message.toString(StandardCharsets.US_ASCII);
            return xml.parse(new InputSource(new StringReader(text))).getDocumentElement();
        } catch (SAXException e) {
            throw new IOException("unreadable message from the server: " + e.getMessage(), e);
        }
    }

    /** Text of the first {@code name} child of {@code element}, or null. */
    static String text(Element element, String name) {
        var nodes = element.getElementsByTagName(name);
        return nodes.getLength() == 0 ? null : nodes.item(0).getTextContent().trim();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
