package dev.arbiter.cli;

import dev.arbiter.judge.protocol.rddl.RddlProtocol;
import dev.arbiter.rddl.model.Problem;

import java.util.Optional;

/**
 * {@code --game rddl:<instance>} or {@code rddl:<domain>/<instance>}: an IPPC instance of the shipped files,
 * refereed by the judge itself (the rddl protocol has no game program).
 */
record RddlGame(String instance) {

    static final String PREFIX = "rddl:";

    /** The instance {@code game} names, or empty when it is not an {@code rddl:} game. */
    static Optional<RddlGame> parse(String game) {
        if (!game.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String name = game.substring(PREFIX.length());
        String domain = null;
        int slash = name.indexOf('/');
        if (slash >= 0) {
            domain = name.substring(0, slash);
            name = name.substring(slash + 1);
        }
        if (!RddlProtocol.instances().contains(name)) {
            throw new UsageException("--game " + game + ": no shipped RDDL instance '" + name + "'; try one of "
                    + String.join(", ", RddlProtocol.instances().stream().filter(n -> n.endsWith("__1")).toList()));
        }
        Problem problem = RddlProtocol.ippc().problem(name);
        if (domain != null && !domain.equals(problem.domain().name())) {
            throw new UsageException("--game " + game + ": instance '" + name + "' is of domain '" + problem.domain().name()
                    + "', not '" + domain + "'");
        }
        return Optional.of(new RddlGame(name));
    }

    String gameName() {
        return PREFIX + instance;
    }
}
