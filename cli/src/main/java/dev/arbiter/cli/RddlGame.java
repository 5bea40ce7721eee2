package dev.arbiter.cli;

import dev.arbiter.judge.protocol.rddl.RddlProtocol;
import dev.arbiter.rddl.RddlLibrary;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * {@code --game rddl:<domain>/<instance>} or {@code rddl:<instance>}: an IPPC instance of the shipped files,
 * refereed by the judge itself (the rddl protocol has no game program).
 *
 * <p>The domain is the RDDL domain's name ({@code sysadmin_mdp}) or its name without the track suffix
 * ({@code sysadmin}); the instance is its full name ({@code sysadmin_inst_mdp__1}) or, after a domain, its
 * number ({@code rddl:sysadmin_mdp/1}). A name that matches nothing is a usage error listing what is shipped.
 */
record RddlGame(String instance) {

    static final String PREFIX = "rddl:";

    /** The instance {@code game} names, or empty when it is not an {@code rddl:} game. */
    static Optional<RddlGame> parse(String game) {
        if (!game.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String name = game.substring(PREFIX.length());
        int slash = name.indexOf('/');
        Map<String, List<String>> shipped = instancesByDomain(RddlProtocol.ippc());
        if (slash < 0) {
            if (shipped.values().stream().noneMatch(list -> list.contains(name))) {
                throw unknown(game, "no shipped RDDL instance '" + name + "'", shipped);
            }
            return Optional.of(new RddlGame(name));
        }
        String domain = name.substring(0, slash);
        String instance = name.substring(slash + 1);
        var domains = shipped.keySet().stream().filter(d -> d.equals(domain) || withoutTrack(d).equals(domain)).toList();
        if (domains.isEmpty()) {
            throw unknown(game, "no shipped RDDL domain '" + domain + "'", shipped);
        }
        var matches = domains.stream().flatMap(d -> shipped.get(d).stream())
                .filter(i -> i.equals(instance) || i.endsWith("__" + instance))
                .toList();
        if (matches.size() == 1) {
            return Optional.of(new RddlGame(matches.getFirst()));
        }
        var ofDomain = new TreeMap<String, List<String>>();
        domains.forEach(d -> ofDomain.put(d, shipped.get(d)));
        throw unknown(game, matches.isEmpty() ? "no shipped instance '" + instance + "' of domain '" + domain + "'"
                : "'" + instance + "' is ambiguous: " + String.join(", ", matches), ofDomain);
    }

    String gameName() {
        return PREFIX + instance;
    }

    /** Shipped instance names per RDDL domain name, both sorted. */
    static Map<String, List<String>> instancesByDomain(RddlLibrary library) {
        return library.instanceNames().stream().sorted().collect(Collectors.groupingBy(
                i -> library.problem(i).domain().name(), TreeMap::new, Collectors.toList()));
    }

    /** {@code sysadmin_mdp} → {@code sysadmin}: the domain family the MDP and POMDP tracks share. */
    private static String withoutTrack(String domain) {
        return domain.replaceFirst("_(mdp|pomdp)$", "");
    }

    private static UsageException unknown(String game, String problem, Map<String, List<String>> shipped) {
        var message = new StringBuilder("--game ").append(game).append(": ").append(problem)
                .append(". Use rddl:<domain>/<instance> or rddl:<instance>; shipped (domain: instances):");
        shipped.forEach((domain, instances) -> message.append("\n  ").append(domain).append(": ")
                .append(String.join(", ", instances)));
        return new UsageException(message.toString());
    }
}
