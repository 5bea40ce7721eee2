package dev.arbiter.sdk.gvgai;

import java.util.Arrays;

/**
 * An agent on the SDK for its checklist tests ({@code GvgaiClientChecklist}), which set these knobs in its
 * environment: PROBE_SPIN_AT=N spends 120 ms of CPU time in the N-th act(); PROBE_LEARNING=MS gives the whole
 * training MS CPU milliseconds; PROBE_IMAGE_AT=N asks for BOTH from the N-th act() on. It always asks for
 * validation after a level, so a run is phase 1's training levels and then validation. What it saw goes to
 * stderr, which the transcript keeps.
 */
public final class GvgaiProbe extends Agent {

    private int acts;
    private boolean reported;

    private static int knob(String name) {
        String v = System.getenv(name);
        return v == null ? -1 : Integer.parseInt(v);
    }

    @Override
    public Budgets budgets() {
        int learning = knob("PROBE_LEARNING");
        return learning < 0 ? Budgets.TRACK : Budgets.TRACK.withLearningMillis(learning);
    }

    @Override
    public void init(Observation obs, CpuTimer timer) {
        System.err.println("init " + obs.phase() + " actions " + obs.availableActions() + " avatar "
                + obs.avatarPosition() + " facing " + obs.avatarOrientation() + " block " + obs.blockSize()
                + " grid " + obs.observationGrid().size() + "x" + obs.observationGrid().get(0).size());
    }

    @Override
    public Action act(Observation obs, CpuTimer timer) {
        acts++;
        if (acts == knob("PROBE_SPIN_AT")) {
            while (timer.elapsedMillis() < 120) {
                Math.sqrt(acts); // CPU time, not wall time: a loaded machine cannot make this shorter
            }
        }
        if (acts == knob("PROBE_IMAGE_AT")) {
            setObservationType(ObservationType.BOTH);
        }
        byte[] png = obs.imagePng();
        if (png != null && !reported) {
            reported = true;
            System.err.println("screenshot starts " + Arrays.toString(Arrays.copyOf(png, 8)));
        }
        return Action.ACTION_NIL;
    }

    @Override
    public int result(Observation obs, CpuTimer timer) {
        System.err.println("result called: " + obs.phase() + " tick " + obs.tick() + " winner " + obs.winner()
                + " over " + obs.isGameOver() + " score " + obs.score());
        return END_TRAINING;
    }

    public static void main(String[] args) {
        Gvgai.run(new GvgaiProbe());
    }
}
