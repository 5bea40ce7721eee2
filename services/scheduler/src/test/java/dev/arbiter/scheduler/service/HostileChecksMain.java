package dev.arbiter.scheduler.service;

import dev.arbiter.rddl.DomainSet;
import dev.arbiter.rddl.sim.GroundingLimits;
import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.testing.HostileUploads;
import dev.arbiter.vgdl.load.GameFiles;
import io.smallrye.config.WithDefault;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Checks the hostile uploads with the scheduler's default upload limits (read from
 * {@link SchedulerConfig.Uploads}'s defaults) and prints one line per upload: {@code REFUSED <message>} or
 * {@code ACCEPTED}. Run by {@link UploadLimitsHeapTest} in a JVM with the scheduler's stack and less heap.
 */
public final class HostileChecksMain {

    private HostileChecksMain() {
    }

    public static void main(String[] args) throws Exception {
        var rddl = new DomainSet.Limits(defaultOf("rddlMaxBytes"), new GroundingLimits(defaultOf("rddlMaxGroundFluents"),
                defaultOf("rddlMaxGroundTerms")));
        var vgdl = new GameFiles.Limits(defaultOf("vgdlMaxBytes"), GameFiles.MAX_LEVELS + 1);
        check(() -> DomainSet.fromUploads(rddl(HostileUploads.nestedParentheses(50_000)), rddl));
        // As many brackets as the byte limit lets through: refused at the nesting limit, its tokens never all held.
        int brackets = (int) (defaultOf("rddlMaxBytes") / 2 - 1024);
        check(() -> DomainSet.fromUploads(rddl(HostileUploads.nestedParentheses(brackets)), rddl));
        check(() -> DomainSet.fromUploads(rddl(HostileUploads.explodingGrounding()), rddl));
        check(() -> DomainSet.fromUploads(rddl(HostileUploads.sumOverNineVariables()), rddl));
        check(() -> GameFiles.fromUploads(Map.of("hostile.zip", HostileUploads.vgdlZipOfManyLargeFiles(900)), vgdl));
        var padded = new LinkedHashMap<String, byte[]>();
        padded.put("hostile.txt", HostileUploads.VGDL_GAME.getBytes(StandardCharsets.UTF_8));
        padded.put("hostile_lvl0.txt", HostileUploads.vgdlLevelPaddedTo(100_000, 100_000).getBytes(StandardCharsets.UTF_8));
        check(() -> GameFiles.fromUploads(padded, vgdl));
    }

    private static void check(Supplier<Object> upload) {
        try {
            upload.get();
            System.out.println("ACCEPTED");
        } catch (DomainSet.OverLimitException | GameFiles.OverLimitException e) {
            System.out.println("REFUSED " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    private static Map<String, byte[]> rddl(String text) {
        return Map.of("hostile_mdp.rddl", text.getBytes(StandardCharsets.UTF_8));
    }

    private static long defaultOf(String setting) throws NoSuchMethodException {
        return Long.parseLong(SchedulerConfig.Uploads.class.getMethod(setting).getAnnotation(WithDefault.class).value());
    }
}
