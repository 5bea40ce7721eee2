package dev.arbiter.judge.protocol.rddl;

import java.io.InputStream;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.TimeUnit;

/**
 * The planner's messages, as framed by the judge, turned back into the NUL-terminated byte stream the
 * RDDLSim server logic reads from a socket, with a socket's read timeout: the server's guard (RDDL-C27)
 * works here exactly as over TCP, without the protocol being written twice.
 */
final class PlannerInput extends InputStream {

    private static final byte[] END = new byte[0];

    private final BlockingDeque<byte[]> messages = new LinkedBlockingDeque<>();
    private byte[] current = new byte[0];
    private int position;
    private volatile int timeoutMillis;

    /** A message as framed (without its NUL); ISO-8859-1 gives back exactly the bytes the planner sent. */
    void message(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        byte[] framed = java.util.Arrays.copyOf(bytes, bytes.length + 1);
        messages.add(framed);
    }

    /** The planner's output ended (or it broke a rule): the server sees end of stream. */
    void end() {
        messages.add(END);
    }

    /** As {@link java.net.Socket#setSoTimeout}: 0 waits for ever. */
    void timeout(int millis) {
        timeoutMillis = millis;
    }

    @Override
    public int read() throws SocketTimeoutException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws SocketTimeoutException {
        if (length == 0) {
            return 0;
        }
        if (position == current.length) {
            byte[] next = take();
            if (next == END) {
                messages.addFirst(END); // end of stream stays the end
                return -1;
            }
            current = next;
            position = 0;
        }
        int n = Math.min(length, current.length - position);
        System.arraycopy(current, position, buffer, offset, n);
        position += n;
        return n;
    }

    private byte[] take() throws SocketTimeoutException {
        try {
            int timeout = timeoutMillis;
            byte[] next = timeout == 0 ? messages.take() : messages.poll(timeout, TimeUnit.MILLISECONDS);
            if (next == null) {
                throw new SocketTimeoutException("no message within " + timeout + " ms");
            }
            return next;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return END;
        }
    }
}
