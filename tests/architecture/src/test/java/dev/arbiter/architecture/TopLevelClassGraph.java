package dev.arbiter.architecture;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Which top-level classes depend on which, from ArchUnit's reading of the bytecode (every kind of dependency:
 * fields, signatures, calls, constructors, annotations, generic type arguments), a class standing for itself and
 * every class nested in it. Its cycles are its strongly connected components (Tarjan's algorithm): all of them,
 * each once, where enumerating cycles one by one (ArchUnit's {@code beFreeOfCycles}) stops at a budget and on this
 * tree was seen to leave some out.
 */
final class TopLevelClassGraph {

    private final Map<String, SortedSet<String>> edges = new TreeMap<>();

    TopLevelClassGraph(JavaClasses classes) {
        for (JavaClass javaClass : classes) {
            String from = topLevelName(javaClass);
            SortedSet<String> targets = edges.computeIfAbsent(from, k -> new TreeSet<>());
            for (Dependency dependency : javaClass.getDirectDependenciesFromSelf()) {
                String to = topLevelName(dependency.getTargetClass());
                if (!to.equals(from) && classes.contain(dependency.getTargetClass().getName())) {
                    targets.add(to);
                }
            }
        }
    }

    /** Every set of two or more classes that reach each other, each sorted by name, in name order. */
    List<SortedSet<String>> cycles() {
        return new Tarjan().components().stream().filter(component -> component.size() > 1)
                .sorted((a, b) -> a.first().compareTo(b.first())).toList();
    }

    /** The dependencies inside one cycle, "A -> B", to say in a failure how the classes reach each other. */
    List<String> edgesWithin(Set<String> cycle) {
        List<String> within = new ArrayList<>();
        for (String from : cycle) {
            for (String to : edges.getOrDefault(from, new TreeSet<>())) {
                if (cycle.contains(to)) {
                    within.add(from + " -> " + to);
                }
            }
        }
        return within;
    }

    static String topLevelName(JavaClass javaClass) {
        String name = javaClass.getName();
        int nested = name.indexOf('$');
        return nested < 0 ? name : name.substring(0, nested);
    }

    /** Tarjan's strongly connected components, recursive (the graph has a few thousand nodes at most). */
    private final class Tarjan {
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> lowLink = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new java.util.HashSet<>();
        private final List<SortedSet<String>> components = new ArrayList<>();

        List<SortedSet<String>> components() {
            for (String node : edges.keySet()) {
                if (!index.containsKey(node)) {
                    visit(node);
                }
            }
            return components;
        }

        private void visit(String node) {
            index.put(node, index.size());
            lowLink.put(node, index.get(node));
            stack.push(node);
            onStack.add(node);
            for (String next : edges.getOrDefault(node, new TreeSet<>())) {
                if (!index.containsKey(next)) {
                    visit(next);
                    lowLink.put(node, Math.min(lowLink.get(node), lowLink.get(next)));
                } else if (onStack.contains(next)) {
                    lowLink.put(node, Math.min(lowLink.get(node), index.get(next)));
                }
            }
            if (lowLink.get(node).equals(index.get(node))) {
                SortedSet<String> component = new TreeSet<>();
                String member;
                do {
                    member = stack.pop();
                    onStack.remove(member);
                    component.add(member);
                } while (!member.equals(node));
                components.add(component);
            }
        }
    }
}
