package dev.arbiter.examples.rddl;

import dev.arbiter.rddl.sim.Simulator;
import org.w3c.dom.Element;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code turn} as a planner needs it: its number in the round (from 1) and, in a fully observed domain the
 * planner has a model of, the current state as {@link Simulator#stateFluents()} values.
 *
 * @param number turn-num, from 1
 * @param state  the state the server sent, or null when there is no model or the domain is partially observed
 */
record Turn(int number, double[] state) {

    static Turn read(Element turn, Simulator model) {
        int number = Integer.parseInt(RddlConnection.text(turn, "turn-num"));
        if (model == null || model.partiallyObserved()) {
            return new Turn(number, null);
        }
        // The server sends every state fluent; one it left out keeps 0 (false), the default of these domains.
        double[] state = new double[model.stateFluents().size()];
        var fluents = turn.getElementsByTagName("observed-fluent");
        for (int i = 0; i < fluents.getLength(); i++) {
            var fluent = (Element) fluents.item(i);
            var args = new ArrayList<String>();
            var argNodes = fluent.getElementsByTagName("fluent-arg");
            for (int a = 0; a < argNodes.getLength(); a++) {
                args.add(argNodes.item(a).getTextContent().trim());
            }
            int index = model.stateIndex(RddlConnection.text(fluent, "fluent-name"), List.copyOf(args));
            if (index >= 0) {
                state[index] = model.parseStateValue(index, RddlConnection.text(fluent, "fluent-value"));
            }
        }
        return new Turn(number, state);
    }
}
