package dev.arbiter.rddl;

import dev.arbiter.rddl.sim.Episode;
import dev.arbiter.rddl.sim.Simulator;

/** Small domains written in a test, with one instance named {@code i}. */
final class InlineRddl {
    private InlineRddl() {}

    static Simulator compile(String text) {
        RddlLibrary library = new RddlLibrary();
        library.add("inline.rddl", text);
        return Simulator.compile(library.problem("i"));
    }

    /**
     * A domain with objects a, b, c of type {@code obj}, enum {@code level} (@low, @mid, @high), a few
     * non-fluents and a real state fluent {@code out} whose next value is {@code expr}: returns it after one no-op step.
     */
    static double valueOf(String expr) {
        Simulator sim = compile("""
                domain d {
                  types { obj : object; level : { @low, @mid, @high }; };
                  pvariables {
                    W(obj) : { non-fluent, real, default = 0.0 };
                    LINK(obj, obj) : { non-fluent, bool, default = false };
                    on(obj) : { state-fluent, bool, default = false };
                    lvl : { state-fluent, level, default = @mid };
                    out : { state-fluent, real, default = 0.0 };
                    act : { action-fluent, bool, default = false };
                  };
                  cpfs {
                    on'(?o) = on(?o);
                    lvl' = lvl;
                    out' = %s;
                  };
                  reward = 0;
                }
                non-fluents nf { domain = d; objects { obj : {a, b, c}; };
                  non-fluents { W(a) = 1.5; W(b) = 2; W(c) = -4; LINK(a, b); LINK(b, c); }; }
                instance i { domain = d; non-fluents = nf; init-state { on(a); on(c); };
                  max-nondef-actions = 1; horizon = 3; discount = 1.0; }
                """.formatted(expr));
        Episode e = sim.newEpisode(1);
        e.step(sim.noop());
        int out = sim.stateFluents().indexOf(new dev.arbiter.rddl.sim.GroundFluent("out", java.util.List.of()));
        return e.stateValues()[out];
    }
}
