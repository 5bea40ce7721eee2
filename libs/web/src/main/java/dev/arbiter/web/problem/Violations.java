package dev.arbiter.web.problem;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Path;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/** Bean Validation's violations as the fields a request names, for the API's problem and a page's message alike. */
public final class Violations {

    private Violations() {
    }

    /** Each invalid field and why, in the order of the fields' names so the answer is the same every time. */
    public static List<Problem.InvalidParam> invalidParams(Collection<? extends ConstraintViolation<?>> violations) {
        return violations.stream()
                .map(v -> new Problem.InvalidParam(fieldName(v.getPropertyPath()), v.getMessage()))
                .sorted(Comparator.comparing(Problem.InvalidParam::name).thenComparing(Problem.InvalidParam::reason))
                .toList();
    }

    /** What a page shows: every reason, one after the other. */
    public static String sentence(Collection<? extends ConstraintViolation<?>> violations) {
        return String.join(" ", invalidParams(violations).stream().map(Problem.InvalidParam::reason).toList());
    }

    /**
     * The field as the request names it: the last named node of the path ({@code submit.upload.note} is
     * {@code note}, {@code register.username} is {@code username}).
     */
    static String fieldName(Path path) {
        String name = "body";
        for (Path.Node node : path) {
            if (node.getName() != null) {
                name = node.getName();
            }
        }
        return name;
    }
}
