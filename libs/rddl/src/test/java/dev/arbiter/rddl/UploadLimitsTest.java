package dev.arbiter.rddl;

import dev.arbiter.rddl.parse.RddlParser;
import dev.arbiter.rddl.sim.GroundingLimits;
import dev.arbiter.testing.HostileUploads;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A few kilobytes of RDDL must not cost the checking service its stack or its heap: nesting is refused where it
 * passes {@link RddlParser#MAX_NESTING}, grounding where it passes the {@link GroundingLimits}, each naming the file,
 * the line and the limit. Run on a thread with a 256 KiB stack, half of the services' -Xss512k.
 */
@Timeout(30)
class UploadLimitsTest {

    private static final DomainSet.Limits LIMITS = new DomainSet.Limits(4L * 1024 * 1024,
            new GroundingLimits(100_000, 1_000_000));
    private static final String FILE = "hostile_mdp.rddl";

    @Test
    void fiftyThousandNestedParenthesesAreRefusedAtTheirLineWithoutOverflowingTheStack() throws Exception {
        String text = HostileUploads.nestedParentheses(50_000);

        Throwable refusal = onSmallStack(() -> DomainSet.fromUploads(upload(text), LIMITS));

        assertThat(refusal).isInstanceOf(DomainSet.OverLimitException.class)
                .hasMessageStartingWith(FILE + ":" + HostileUploads.lineOf(text, "reward") + ":")
                .hasMessageContaining("limit of " + RddlParser.MAX_NESTING);
    }

    @Test
    void aLongChainOfOperatorsNestsAsDeepAsItIsLong() throws Exception {
        String text = HostileUploads.nestedParentheses(1).replace("reward = (1)", "reward = 1" + " + 1".repeat(100_000));

        Throwable refusal = onSmallStack(() -> DomainSet.fromUploads(upload(text), LIMITS));

        assertThat(refusal).isInstanceOf(DomainSet.OverLimitException.class)
                .hasMessageContaining("limit of " + RddlParser.MAX_NESTING);
    }

    @Test
    void aDomainWhoseGroundingExplodesIsRefusedAtThePvariablesLineBeforeTakingTheMemory() {
        String text = HostileUploads.explodingGrounding();

        assertThatThrownBy(() -> DomainSet.fromUploads(upload(text), LIMITS))
                .isInstanceOf(DomainSet.OverLimitException.class)
                .hasMessageContaining(FILE + ":" + HostileUploads.lineOf(text, "big(obj") + ": pvariable big")
                .hasMessageContaining("over the limit of 100000");
    }

    @Test
    void aRewardSummingOverNineVariablesIsRefusedAtTheRewardsLine() {
        String text = HostileUploads.sumOverNineVariables();

        assertThatThrownBy(() -> DomainSet.fromUploads(upload(text), LIMITS))
                .isInstanceOf(DomainSet.OverLimitException.class)
                .hasMessageContaining(FILE + ":" + HostileUploads.lineOf(text, "reward") + ": the reward")
                .hasMessageContaining("more than 1000000 expression terms");
    }

    @Test
    void setsWithinTheLimitsAreAcceptedAndTheirNestingStillParses() {
        String text = HostileUploads.nestedParentheses(RddlParser.MAX_NESTING - 2);

        DomainSet set = DomainSet.fromUploads(upload(text), LIMITS);

        assertThat(set.instanceNames()).containsExactly("hostile_inst");
    }

    @Test
    void moreTextThanTheByteLimitIsRefusedNamingTheLimit() {
        String text = HostileUploads.nestedParentheses(1) + "\n// " + "x".repeat(5000);

        assertThatThrownBy(() -> DomainSet.fromUploads(upload(text), new DomainSet.Limits(4096, LIMITS.grounding())))
                .isInstanceOf(DomainSet.OverLimitException.class)
                .hasMessageContaining(FILE).hasMessageContaining("4096 bytes");
    }

    @Test
    void groundingStopsSoonAfterItsThreadIsInterruptedSoATimedOutCheckFreesItsWorker() throws Exception {
        var unlimited = new DomainSet.Limits(LIMITS.maxBytes(), GroundingLimits.UNLIMITED);
        Throwable[] thrown = new Throwable[1];
        Thread check = new Thread(() -> {
            try {
                DomainSet.fromUploads(upload(HostileUploads.sumOverNineVariables()), unlimited);
            } catch (Throwable t) {
                thrown[0] = t;
            }
        }, "grounding");
        check.start();
        Thread.sleep(300);

        check.interrupt();
        check.join(5_000);

        assertThat(check.isAlive()).as("still grounding 5 s after the interrupt").isFalse();
        assertThat(thrown[0]).isInstanceOf(DomainSet.OverLimitException.class).hasMessageContaining("took too long");
    }

    private static Map<String, byte[]> upload(String text) {
        return Map.of(FILE, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Runs {@code check} on a thread with a small stack and returns what it threw (a StackOverflowError too). */
    private static Throwable onSmallStack(Runnable check) throws InterruptedException {
        Throwable[] thrown = new Throwable[1];
        Thread thread = new Thread(null, () -> {
            try {
                check.run();
            } catch (Throwable t) {
                thrown[0] = t;
            }
        }, "small-stack", 256 * 1024);
        thread.start();
        thread.join();
        return thrown[0];
    }
}
