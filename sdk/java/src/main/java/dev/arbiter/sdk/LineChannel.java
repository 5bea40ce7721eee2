package dev.arbiter.sdk;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One program's end of a line protocol: lines in from the judge, lines out, each flushed at once (the judge
 * waits on it). Shared by the player, guesser and game runners; not needed by a program written on the SDK.
 */
public final class LineChannel {

    private final BufferedReader in;
    private final PrintStream out;

    /** An ASCII channel, as the LMC protocols are: a character outside ASCII goes out as '?'. */
    public LineChannel(InputStream in, OutputStream out) {
        // ISO-8859-1 never fails to decode: a stray byte from the judge's side must not kill the program.
        this(in, out, StandardCharsets.ISO_8859_1, StandardCharsets.US_ASCII);
    }

    /** A channel reading {@code inCharset} and writing {@code outCharset} (Taboo is UTF-8: "São Paulo"). */
    public LineChannel(InputStream in, OutputStream out, Charset inCharset, Charset outCharset) {
        this.in = new BufferedReader(new InputStreamReader(in, inCharset));
        this.out = new PrintStream(out, false, outCharset);
    }

    /** The standard input and output of this process, in ASCII. */
    public static LineChannel stdio() {
        return new LineChannel(System.in, stdout());
    }

    /** The standard input and output of this process, in {@code charset}. */
    public static LineChannel stdio(Charset charset) {
        return new LineChannel(System.in, stdout(), charset, charset);
    }

    private static OutputStream stdout() {
        return new java.io.FileOutputStream(java.io.FileDescriptor.out);
    }

    /** The next line without its {@code \n} or {@code \r\n}; null at end of input. */
    public String read() {
        try {
            String line = in.readLine();
            return line != null && line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes {@code line} and {@code \n}, and flushes. */
    public void write(String line) {
        out.print(line);
        out.print('\n');
        out.flush();
    }

    /** The words of {@code data}: split at spaces, empty ones dropped. */
    public static List<String> words(String data) {
        var words = new ArrayList<String>();
        for (String w : data.split(" ")) {
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
        return Collections.unmodifiableList(words);
    }
}
