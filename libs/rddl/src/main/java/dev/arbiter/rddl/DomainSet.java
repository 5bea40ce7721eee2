package dev.arbiter.rddl;

import dev.arbiter.rddl.model.Instance;
import dev.arbiter.rddl.model.Problem;
import dev.arbiter.rddl.model.RddlFile;
import dev.arbiter.rddl.parse.RddlParseException;
import dev.arbiter.rddl.parse.RddlParser;
import dev.arbiter.rddl.sim.GroundingLimitException;
import dev.arbiter.rddl.sim.GroundingLimits;
import dev.arbiter.rddl.sim.Simulator;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * A competition's RDDL files: the domain and instance files its planners download and its judge serves, by flat
 * file name, parsed and checked once. Either a built-in set of the shipped IPPC files ({@link #builtin}) or an
 * organiser's upload ({@link #of}, {@link #fromZip}); an upload travels between services as the zip
 * {@link #toZip} writes (one content address for the whole set).
 *
 * <p>An upload is checked as the judge will use it: every file parses (errors start {@code file:line:column}),
 * every instance names a domain of the set, takes its non-fluents from its own file (the session-init task
 * carries only the domain and the instance file, RDDL-C05) and compiles into a simulator.
 */
public final class DomainSet {

    /** What an instance of the set is, for schedules, pages and downloads. */
    public record InstanceInfo(String name, String domain, String domainFile, String instanceFile, boolean partiallyObserved) {
    }

    /** A set that cannot be used; the message says where and why (parse errors start {@code file:line:column}). */
    public static class InvalidException extends RuntimeException {
        public InvalidException(String message) {
            super(message);
        }
    }

    /** A set over one of its {@link Limits} (or {@link RddlParser#MAX_NESTING}): the message names where and the limit. */
    public static final class OverLimitException extends InvalidException {
        public OverLimitException(String message) {
            super(message);
        }
    }

    /**
     * How large an upload may be: its bytes (after unzipping) and what its instances ground to.
     *
     * @param maxBytes  most bytes of .rddl text in the whole set
     * @param grounding what each instance may ground to when it is compiled to check it
     */
    public record Limits(long maxBytes, GroundingLimits grounding) {
        /** The historical limits: 32 MiB of text, grounding unbounded (for sets that were checked when stored). */
        public static final Limits DEFAULT = new Limits(MAX_BYTES, GroundingLimits.UNLIMITED);
    }

    /** Built-in sets: the shipped files of one competition's track (ippc2011/ippc2014, mdp/pomdp). */
    public static final List<String> BUILTIN = List.of("ippc2011-mdp", "ippc2011-pomdp", "ippc2014-mdp", "ippc2014-pomdp");

    /** Name of a set made from uploaded files. */
    public static final String UPLOADED = "upload";

    static final int MAX_FILES = 500;
    static final long MAX_BYTES = 32L * 1024 * 1024;
    private static final Pattern FILE_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,126}\\.rddl");

    private final String name;
    private final Map<String, String> files;
    private final RddlLibrary library;
    private final List<InstanceInfo> instances;

    private DomainSet(String name, Map<String, String> files, RddlLibrary library, List<InstanceInfo> instances) {
        this.name = name;
        this.files = Collections.unmodifiableMap(files);
        this.library = library;
        this.instances = List.copyOf(instances);
    }

    /** A built-in set by name ({@link #BUILTIN}). */
    public static DomainSet builtin(String name) {
        int dash = name.indexOf('-');
        if (!BUILTIN.contains(name)) {
            throw new InvalidException("no built-in RDDL set '" + name + "' (there are " + String.join(", ", BUILTIN) + ")");
        }
        String set = name.substring(0, dash);
        String track = name.substring(dash + 1);
        var files = new TreeMap<String, String>();
        for (String line : IppcFiles.read("INDEX.tsv").split("\n")) {
            String[] cols = line.split("\t");
            if (cols.length > 4 && cols[0].equals(set) && cols[4].equals(track) && cols[1].endsWith(".rddl")) {
                files.put(cols[1], IppcFiles.read(set + "/" + cols[1]));
            }
        }
        return check(name, files, GroundingLimits.UNLIMITED);
    }

    /** An organiser's files by name; refused with the first problem found. */
    public static DomainSet of(Map<String, String> files) {
        return of(files, GroundingLimits.UNLIMITED);
    }

    private static DomainSet of(Map<String, String> files, GroundingLimits grounding) {
        return check(UPLOADED, new TreeMap<>(files), grounding);
    }

    /**
     * An organiser's files as sent: each either an {@code .rddl} file or a {@code .zip} of them (folders inside
     * are ignored, names are flat). Text must be UTF-8 (RDDL is ASCII in practice).
     */
    public static DomainSet fromUploads(Map<String, byte[]> uploads) {
        return fromUploads(uploads, Limits.DEFAULT);
    }

    /** {@link #fromUploads(Map)} within {@code limits}: over one, an {@link OverLimitException} names it. */
    public static DomainSet fromUploads(Map<String, byte[]> uploads, Limits limits) {
        var files = new TreeMap<String, String>();
        long total = 0;
        for (var upload : uploads.entrySet()) {
            String fileName = baseName(upload.getKey());
            long before = total;
            if (fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".zip")) {
                for (var entry : unzip(fileName, upload.getValue(), limits.maxBytes() - before).entrySet()) {
                    put(files, entry.getKey(), entry.getValue());
                    total += entry.getValue().length();
                }
            } else {
                total += upload.getValue().length;
                if (total <= limits.maxBytes()) {
                    put(files, fileName, text(fileName, upload.getValue()));
                }
            }
            if (total > limits.maxBytes()) {
                throw new OverLimitException(fileName + ": the files exceed " + limits.maxBytes() + " bytes, the limit");
            }
        }
        return of(files, limits.grounding());
    }

    /** A set written by {@link #toZip}. */
    public static DomainSet fromZip(byte[] zip) {
        return fromZip(zip, Limits.DEFAULT);
    }

    /** A set written by {@link #toZip}, checked again within {@code limits}. */
    public static DomainSet fromZip(byte[] zip, Limits limits) {
        return of(unzip("the set's zip", zip, limits.maxBytes()), limits.grounding());
    }

    /** The set as one deterministic zip (sorted names, fixed times): the same files give the same bytes. */
    public byte[] toZip() {
        var out = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(out)) {
            for (var file : new TreeMap<>(files).entrySet()) {
                var entry = new ZipEntry(file.getKey());
                entry.setTime(0);
                zip.putNextEntry(entry);
                zip.write(file.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The built-in set's name, or {@link #UPLOADED}. */
    public String name() {
        return name;
    }

    public boolean builtin() {
        return !UPLOADED.equals(name);
    }

    /** Every file by its flat name, sorted. */
    public Map<String, String> files() {
        return files;
    }

    public Optional<String> file(String fileName) {
        return Optional.ofNullable(files.get(fileName));
    }

    /** The parsed files; sources are the flat file names. */
    public RddlLibrary library() {
        return library;
    }

    /** Instances in file order (instance files sorted by name). */
    public List<InstanceInfo> instances() {
        return instances;
    }

    public List<String> instanceNames() {
        return instances.stream().map(InstanceInfo::name).toList();
    }

    public Optional<InstanceInfo> instance(String instanceName) {
        return instances.stream().filter(i -> i.name().equals(instanceName)).findFirst();
    }

    /**
     * The set cut down to {@code chosen} instances (in the order given) and the files they need.
     *
     * @throws InvalidException naming an instance the set lacks
     */
    public DomainSet restrictedTo(List<String> chosen) {
        var picked = new ArrayList<InstanceInfo>();
        var needed = new LinkedHashSet<String>();
        for (String instanceName : new LinkedHashSet<>(chosen)) {
            InstanceInfo info = instance(instanceName).orElseThrow(() -> new InvalidException(
                    "set " + name + " has no instance '" + instanceName + "' (it has " + String.join(", ", instanceNames()) + ")"));
            picked.add(info);
            needed.add(info.domainFile());
            needed.add(info.instanceFile());
        }
        if (picked.isEmpty()) {
            throw new InvalidException("choose at least one instance");
        }
        var kept = new TreeMap<String, String>();
        needed.forEach(f -> kept.put(f, files.get(f)));
        var library = new RddlLibrary();
        kept.forEach(library::add);
        return new DomainSet(name, kept, library, picked);
    }

    private static DomainSet check(String name, Map<String, String> files, GroundingLimits grounding) {
        if (files.isEmpty()) {
            throw new InvalidException("no .rddl files");
        }
        if (files.size() > MAX_FILES) {
            throw new OverLimitException("more than " + MAX_FILES + " files, the limit");
        }
        var library = new RddlLibrary();
        Map<String, String> domainFile = new HashMap<>();
        Map<String, String> nonFluentsFile = new HashMap<>();
        Map<String, String> instanceFile = new LinkedHashMap<>();
        for (var file : files.entrySet()) {
            RddlFile parsed;
            try {
                parsed = library.add(file.getKey(), file.getValue());
            } catch (RddlParseException e) {
                throw e.overLimit() ? new OverLimitException(e.getMessage()) : new InvalidException(e.getMessage());
            } catch (RuntimeException e) {
                throw new InvalidException(file.getKey() + ": " + e.getMessage());
            }
            parsed.domains().forEach(d -> once(domainFile, "domain", d.name(), file.getKey()));
            parsed.nonFluents().forEach(n -> once(nonFluentsFile, "non-fluents", n.name(), file.getKey()));
            parsed.instances().forEach(i -> once(instanceFile, "instance", i.name(), file.getKey()));
        }
        if (instanceFile.isEmpty()) {
            throw new InvalidException("the files declare no instance: add the instance files (instance … { domain = …; })");
        }
        var instances = new ArrayList<InstanceInfo>();
        for (Instance instance : library.instances()) {
            String where = instance.source();
            Problem problem;
            try {
                problem = library.problem(instance.name());
            } catch (IllegalArgumentException e) {
                throw new InvalidException(where + ": " + e.getMessage());
            }
            if (instance.nonFluents() != null && !where.equals(problem.nonFluents().source())) {
                throw new InvalidException(where + ": instance '" + instance.name() + "' takes non-fluents '" + instance.nonFluents()
                        + "' from " + problem.nonFluents().source() + "; put them in the instance's own file (a planner is sent "
                        + "only the domain file and the instance file, RDDL-C05)");
            }
            // The shipped files are simulated by libs/rddl's own tests; only an upload is compiled here, which for the
            // largest IPPC instances takes a while.
            if (UPLOADED.equals(name)) {
                try {
                    Simulator.compile(problem, grounding);
                } catch (GroundingLimitException e) {
                    throw new OverLimitException(where + ": instance '" + instance.name() + "' is too large to check: "
                            + e.getMessage());
                } catch (RuntimeException e) {
                    throw new InvalidException(where + ": instance '" + instance.name() + "' cannot be simulated: " + e.getMessage());
                }
            }
            instances.add(new InstanceInfo(instance.name(), problem.domain().name(), problem.domain().source(), where,
                    problem.domain().partiallyObserved()));
        }
        return new DomainSet(name, files, library, instances);
    }

    private static void once(Map<String, String> seen, String kind, String blockName, String file) {
        String before = seen.putIfAbsent(blockName, file);
        if (before != null) {
            throw new InvalidException(file + ": " + kind + " '" + blockName + "' is declared again (first in " + before + ")");
        }
    }

    private static void put(Map<String, String> files, String fileName, String text) {
        if (!FILE_NAME.matcher(fileName).matches()) {
            throw new InvalidException(fileName + ": RDDL files are named like domain_mdp.rddl (letters, digits, '.', '_', '-', "
                    + "ending in .rddl)");
        }
        if (files.put(fileName, text) != null) {
            throw new InvalidException(fileName + ": sent twice");
        }
    }

    private static Map<String, String> unzip(String zipName, byte[] zip, long maxBytes) {
        var files = new TreeMap<String, String>();
        long total = 0;
        try (var in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            ZipEntry entry;
            boolean any = false;
            while ((entry = in.getNextEntry()) != null) {
                any = true;
                if (entry.isDirectory()) {
                    continue;
                }
                String fileName = baseName(entry.getName());
                if (fileName.startsWith(".") || fileName.startsWith("__MACOSX")) {
                    continue;
                }
                byte[] bytes = read(in, maxBytes - total, zipName, maxBytes);
                total += bytes.length;
                if (!fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".rddl")) {
                    continue; // READMEs, licences: not RDDL
                }
                put(files, fileName, text(zipName + ": " + fileName, bytes));
                if (files.size() > MAX_FILES) {
                    throw new OverLimitException(zipName + ": more than " + MAX_FILES + " files, the limit");
                }
            }
            if (!any) {
                throw new InvalidException(zipName + ": not a zip file");
            }
        } catch (IOException e) {
            throw new InvalidException(zipName + ": not a readable zip file (" + e.getMessage() + ")");
        }
        return files;
    }

    private static byte[] read(InputStream in, long allowed, String zipName, long maxBytes) throws IOException {
        var out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        while ((n = in.read(buffer)) > 0) {
            out.write(buffer, 0, n);
            if (out.size() > allowed) {
                throw new OverLimitException(zipName + ": the files unpack to more than " + maxBytes + " bytes, the limit");
            }
        }
        return out.toByteArray();
    }

    private static String text(String fileName, byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new InvalidException(fileName + ": not a text file (RDDL files are ASCII or UTF-8)");
        }
    }

    private static String baseName(String path) {
        String p = path.replace('\\', '/');
        return p.substring(p.lastIndexOf('/') + 1);
    }

    /** For messages: the set's name and its instances. */
    @Override
    public String toString() {
        return name + " " + instanceNames();
    }
}
