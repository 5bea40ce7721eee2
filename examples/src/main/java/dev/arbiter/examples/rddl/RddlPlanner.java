package dev.arbiter.examples.rddl;

import dev.arbiter.rddl.sim.GroundFluent;

import java.util.List;

/** What a sample planner decides each turn; {@link SessionLoop} does the talking. */
interface RddlPlanner {

    /** The boolean action fluents to set true this turn; empty is the no-op. */
    List<GroundFluent> choose(Turn turn);
}
