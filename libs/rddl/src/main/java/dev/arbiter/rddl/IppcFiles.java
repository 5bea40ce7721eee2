package dev.arbiter.rddl;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The IPPC 2011 and 2014 RDDL files this module ships (GPL-3.0-or-later, see the NOTICE beside them).
 * INDEX.tsv lists them, so they can be read from the jar without listing a directory.
 */
public final class IppcFiles {
    private static final String ROOT = "/dev/arbiter/rddl/ippc/";

    private IppcFiles() {}

    /** Paths such as {@code ippc2011/sysadmin_mdp.rddl}, domains and instances alike, in index order. */
    public static List<String> paths() {
        List<String> paths = new ArrayList<>();
        for (String line : read("INDEX.tsv").split("\n")) {
            String[] cols = line.split("\t");
            if (cols.length > 2 && cols[1].endsWith(".rddl")) paths.add(cols[0] + "/" + cols[1]);
        }
        return paths;
    }

    public static String read(String path) {
        try (InputStream in = IppcFiles.class.getResourceAsStream(ROOT + path)) {
            if (in == null) throw new IllegalArgumentException("no shipped RDDL file " + path);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every shipped file parsed into one library. */
    public static RddlLibrary library() {
        RddlLibrary library = new RddlLibrary();
        for (String path : paths()) library.add(path, read(path));
        return library;
    }
}
