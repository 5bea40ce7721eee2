package dev.arbiter.judge;

import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.judge.transcript.Transcript;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/**
 * The end of a match, whatever ended it: inputs closed, exit grace, then kill whatever is left; the transcript is
 * complete after this.
 */
final class WindDown {

    private final Duration exitGrace;
    private final Transcript transcript;

    WindDown(Duration exitGrace, Transcript transcript) {
        this.exitGrace = exitGrace;
        this.transcript = transcript;
    }

    /** Winds the endpoints down; a program killed for outstaying the grace gets an incident on its seat, if it has one. */
    void run(List<Endpoint> endpoints, Function<Endpoint, Optional<Seat>> seatOf) {
        endpoints.forEach(Endpoint::closeInput);
        var exits = endpoints.stream().map(Endpoint::exit).toArray(CompletableFuture[]::new);
        try {
            CompletableFuture.allOf(exits).get(exitGrace.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            for (Endpoint endpoint : endpoints) {
                if (!endpoint.exit().isDone()) {
                    String why = "did not exit within " + exitGrace.toMillis() + " ms of the end of the match; killed";
                    transcript.note(endpoint.id(), why);
                    seatOf.apply(endpoint).ifPresent(seat -> seat.incident(why));
                    endpoint.kill();
                }
            }
        } catch (Exception e) {
            Thread.currentThread().interrupt();
        }
        try {
            CompletableFuture.allOf(exits).get(5, TimeUnit.SECONDS);
            // Reader threads finish right after the pipes close; give them a moment so the transcript is whole.
            Thread.sleep(20);
        } catch (Exception e) {
            transcript.note(null, "some processes could not be confirmed gone: " + e);
        }
        transcript.close();
    }
}
