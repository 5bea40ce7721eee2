package dev.arbiter.sdk.gvgai;

/**
 * One run's answers, message by message, as the track's client gave them: what to reply to each payload, with
 * the agent's calls timed against its {@link Budgets}. Checklist items kept here: an action over the act budget
 * is replaced by NIL and one over the overspent budget by {@code END_OVERSPENT} (GVG-S02); once the learning
 * time is spent the end of a level is answered {@code END_TRAINING} without asking the agent (S03); every
 * {@code _DONE}, action and level reply carries the agent's observation type (S04).
 */
final class Session {

    private final Agent agent;
    private final Budgets budgets;
    private CpuTimer learning;

    Session(Agent agent) {
        this.agent = agent;
        this.budgets = agent.budgets();
    }

    /** The reply's body to one message other than FINISH (without the id). */
    String answer(String payload) {
        if (payload.equals("START")) {
            learning = new CpuTimer(budgets.learningMillis());
            var timer = new CpuTimer(budgets.startMillis());
            call(agent::onStart);
            return timer.exceeded() ? "START_FAILED" : typed("START_DONE");
        }
        var obs = Observation.parse(payload);
        switch (obs.phase()) {
            case INIT: {
                var timer = new CpuTimer(budgets.initMillis());
                call(() -> agent.init(obs, timer));
                return timer.exceeded() ? "INIT_FAILED" : typed("INIT_DONE");
            }
            case ACT: {
                var timer = new CpuTimer(budgets.actMillis());
                Action[] action = {Action.ACTION_NIL};
                call(() -> action[0] = agent.act(obs, timer));
                long took = timer.elapsedMillis();
                if (took > budgets.actOverspentMillis()) {
                    return "END_OVERSPENT";
                }
                return took > budgets.actMillis() ? "ACTION_NIL"
                        : typed((action[0] == null ? Action.ACTION_NIL : action[0]).name());
            }
            default:
                return levelEnded(obs);
        }
    }

    private String levelEnded(Observation obs) {
        if (learning == null || learning.exceeded()) {
            return obs.isValidation() ? "END_VALIDATION" : "END_TRAINING";
        }
        var timer = new CpuTimer(Math.max(budgets.resultMillis(), learning.remainingMillis()));
        int[] level = {Agent.END_TRAINING};
        call(() -> level[0] = agent.result(obs, timer));
        if (timer.exceeded()) {
            return "END_OVERSPENT";
        }
        return level[0] < 0 ? (obs.isValidation() ? "END_VALIDATION" : "END_TRAINING") : typed(Integer.toString(level[0]));
    }

    private String typed(String answer) {
        return answer + "#" + agent.observationType().name();
    }

    /** An agent's exception is its bug, not the run's end: it is reported and the default answer is given. */
    private static void call(Runnable callback) {
        try {
            callback.run();
        } catch (RuntimeException e) {
            System.err.println("arbiter-sdk: the agent threw; the default answer is sent");
            e.printStackTrace();
        }
    }
}
