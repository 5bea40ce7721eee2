package dev.arbiter.archive;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a source upload is built and then run: the one rule that says what a source archive is. The submission
 * service applies it at upload, the runner runs what it decided, and the entry page shows the build command so
 * a contestant can repeat it at home. Both commands run in the archive's unpacked root (a writable copy of it, for the build).
 *
 * <p>An archive without {@code arbiter.json} is recognised by its files, first rule that matches:
 * <ol>
 *   <li>a top-level {@code Makefile} (or {@code makefile}, {@code GNUmakefile}): C or C++; {@code make} must
 *       leave an executable {@code player} at the top level;</li>
 *   <li>exactly one top-level {@code .c} file, or one {@code .cpp}/{@code .cc}/{@code .cxx} file: compiled with
 *       {@code cc} or {@code c++} into {@code player};</li>
 *   <li>{@code .java} files anywhere: compiled with {@code javac} into {@code classes/}; the one class with a
 *       {@code static void main} (or, among several, the one in {@code Main.java}) is run;</li>
 *   <li>{@code .py} files: byte-compiled (a syntax check); {@code main.py}, else the only top-level {@code .py},
 *       is run with {@code python3}.</li>
 * </ol>
 *
 * @param language {@code make}, {@code c}, {@code c++}, {@code java}, {@code python} or {@code custom}
 * @param build    the build's argv
 * @param run      the built entry's argv (its program a file of the built tree or an interpreter)
 */
public record SourceRecipe(String language, List<String> build, List<String> run) {

    /** What a C or C++ build must produce, and what runs. */
    public static final String PLAYER = "player";

    private static final Pattern MAIN = Pattern.compile("\\bstatic\\s+(?:final\\s+)?(?:public\\s+)?void\\s+main\\s*\\(");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;");

    public SourceRecipe {
        build = List.copyOf(build);
        run = List.copyOf(run);
    }

    /** Why an archive of sources has no recipe, in words for the contestant. */
    public static final class NoRecipeException extends Exception {
        public NoRecipeException(String message) {
            super(message);
        }
    }

    /**
     * The recipe for an archive holding {@code files} (paths as in the archive, no directories).
     *
     * @param text a Java source's text by its path (only asked for {@code .java} files)
     * @return empty when the archive holds no sources of a known language
     */
    public static Optional<SourceRecipe> recognise(Collection<String> files, Function<String, String> text)
            throws NoRecipeException {
        for (String makefile : List.of("Makefile", "makefile", "GNUmakefile")) {
            if (files.contains(makefile)) {
                return Optional.of(new SourceRecipe("make", List.of("make"), List.of(PLAYER)));
            }
        }
        List<String> c = topLevel(files, ".c");
        List<String> cpp = new ArrayList<>(topLevel(files, ".cpp"));
        cpp.addAll(topLevel(files, ".cc"));
        cpp.addAll(topLevel(files, ".cxx"));
        if (c.size() + cpp.size() > 1) {
            throw new NoRecipeException("The archive has several C/C++ files at its top level (" + String.join(", ", first(c, cpp))
                    + "); add a Makefile that builds ./" + PLAYER + ", or keep one file.");
        }
        if (c.size() == 1) {
            return Optional.of(new SourceRecipe("c", List.of("cc", "-O2", "-std=gnu17", "-o", PLAYER, c.getFirst(), "-lm"),
                    List.of(PLAYER)));
        }
        if (cpp.size() == 1) {
            return Optional.of(new SourceRecipe("c++", List.of("c++", "-O2", "-std=gnu++17", "-o", PLAYER, cpp.getFirst()),
                    List.of(PLAYER)));
        }
        List<String> java = files.stream().filter(f -> f.endsWith(".java")).sorted().toList();
        if (!java.isEmpty()) {
            return Optional.of(java(java, text));
        }
        List<String> python = files.stream().filter(f -> f.endsWith(".py")).sorted().toList();
        if (!python.isEmpty()) {
            return Optional.of(python(files, python));
        }
        return Optional.empty();
    }

    private static SourceRecipe java(List<String> sources, Function<String, String> text) throws NoRecipeException {
        List<String> mains = sources.stream().filter(f -> MAIN.matcher(text.apply(f)).find()).toList();
        if (mains.size() > 1) {
            mains = mains.stream().filter(f -> f.equals("Main.java") || f.endsWith("/Main.java")).toList();
        }
        if (mains.size() != 1) {
            throw new NoRecipeException(mains.isEmpty() ? "None of the archive's .java files has a main method."
                    : "Several classes have a main method and none is Main; keep one, or name it Main.");
        }
        String file = mains.getFirst();
        String simple = file.substring(file.lastIndexOf('/') + 1, file.length() - ".java".length());
        Matcher pkg = PACKAGE.matcher(text.apply(file));
        String mainClass = pkg.find() ? pkg.group(1) + "." + simple : simple;
        // Through sh: the list of sources is found in the tree rather than carried in every message.
        return new SourceRecipe("java", List.of("sh", "-c",
                "javac -encoding UTF-8 -d classes $(find . -name '*.java' -not -path './classes/*')"),
                List.of("java", "-cp", "classes", mainClass));
    }

    private static SourceRecipe python(Collection<String> files, List<String> python) throws NoRecipeException {
        List<String> top = topLevel(files, ".py");
        String main = files.contains("main.py") ? "main.py" : top.size() == 1 ? top.getFirst() : null;
        if (main == null) {
            throw new NoRecipeException("The archive has Python files but no main.py, and not exactly one .py file at its "
                    + "top level to run.");
        }
        return new SourceRecipe("python", List.of("python3", "-m", "compileall", "-q", "."), List.of("python3", main));
    }

    private static List<String> topLevel(Collection<String> files, String suffix) {
        return files.stream().filter(f -> !f.contains("/") && f.endsWith(suffix)).sorted().toList();
    }

    private static List<String> first(List<String> a, List<String> b) {
        var all = new ArrayList<>(a);
        all.addAll(b);
        return all.subList(0, Math.min(3, all.size()));
    }
}
