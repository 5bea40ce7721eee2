package dev.arbiter.rddl.server;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** A client message parsed with the JDK's XML parser (no DTDs, no external entities). */
final class ClientMessage {
    private static final DocumentBuilderFactory FACTORY = factory();
    /** Errors become exceptions instead of lines on stderr. */
    private static final org.xml.sax.ErrorHandler SILENT = new org.xml.sax.ErrorHandler() {
        @Override
        public void warning(org.xml.sax.SAXParseException e) {}

        @Override
        public void error(org.xml.sax.SAXParseException e) throws org.xml.sax.SAXParseException {
            throw e;
        }

        @Override
        public void fatalError(org.xml.sax.SAXParseException e) throws org.xml.sax.SAXParseException {
            throw e;
        }
    };
    final Element root;

    private ClientMessage(Element root) {
        this.root = root;
    }

    private static DocumentBuilderFactory factory() {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setExpandEntityReferences(false);
            return f;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Parses {@code text}; throws {@link MalformedMessageException} if it is not one well-formed element. */
    static ClientMessage parse(String text) {
        try {
            DocumentBuilder builder = FACTORY.newDocumentBuilder();
            builder.setErrorHandler(SILENT);
            Element root = builder.parse(new ByteArrayInputStream(text.trim().getBytes(StandardCharsets.UTF_8)))
                    .getDocumentElement();
            return new ClientMessage(root);
        } catch (Exception e) {
            throw new MalformedMessageException(e.getMessage());
        }
    }

    String name() {
        return root.getTagName();
    }

    /** Trimmed text of the first child element called {@code name} of {@code parent}, or null. */
    static String text(Element parent, String name) {
        for (Element c : children(parent, name)) return c.getTextContent().trim();
        return null;
    }

    static boolean has(Element parent, String name) {
        return !children(parent, name).isEmpty();
    }

    static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) out.add(e);
        }
        return out;
    }

    static final class MalformedMessageException extends RuntimeException {
        MalformedMessageException(String message) {
            super(message);
        }
    }
}
