package dev.arbiter.launcher;

import java.io.PrintStream;

/**
 * Runs the demo's seeding beside the platform, never inside its life: the platform is up and serving before
 * the seeder starts, whatever the seeder meets is reported in one line, and nothing it throws reaches the
 * code that would stop the platform. Seeding is idempotent, so running {@code ./arbiter up --demo} again
 * finishes a demo that failed half-way.
 */
final class DemoSeeding {

    private DemoSeeding() {
    }

    static Thread inBackground(DemoSeeder seeder, PrintStream err) {
        return Thread.ofPlatform().daemon().name("demo-seeding").start(() -> run(seeder, err));
    }

    /** Seeds; returns whether it worked. A failure is printed, never thrown. */
    static boolean run(DemoSeeder seeder, PrintStream err) {
        try {
            seeder.seed();
            return true;
        } catch (InterruptedException e) {
            return false;
        } catch (Throwable e) {
            err.println("arbiter up --demo: could not create the demo data (" + Failure.oneLine(e)
                    + "); the platform keeps running. Seeding is idempotent: the next ./arbiter up --demo finishes it.");
            return false;
        }
    }
}
