package dev.arbiter.leaderboard.replay;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Renders replays on one thread of its own, each play once however many of its frames are asked for at once (a
 * player fetches them together), and keeps the most recently watched plays' frames. A render that would exceed the
 * asking address's {@link RenderBudget} is refused, as is one the short queue has no room for: a burst of anonymous
 * replay requests then costs one core at most and never delays the pages other visitors load.
 */
final class ReplayRenderer implements AutoCloseable {

    private final Map<String, List<byte[]>> cache;
    private final Map<String, CompletableFuture<List<byte[]>>> rendering = new ConcurrentHashMap<>();
    private final RenderBudget budget;
    private final ThreadPoolExecutor worker;

    ReplayRenderer(int cachedPlays, int queue, RenderBudget budget) {
        int cached = Math.max(1, cachedPlays);
        this.cache = new LinkedHashMap<>(cached * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, List<byte[]>> eldest) {
                return size() > cached;
            }
        };
        this.budget = budget;
        this.worker = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(Math.max(1, queue)),
                r -> Thread.ofPlatform().daemon().name("replay-renderer").unstarted(r));
    }

    /** The frames of play {@code key}: cached, being rendered for someone else, or rendered now for {@code address}. */
    List<byte[]> frames(String key, String address, Supplier<List<byte[]>> render) {
        synchronized (cache) {
            List<byte[]> cached = cache.get(key);
            if (cached != null) {
                return cached;
            }
        }
        CompletableFuture<List<byte[]>> mine = new CompletableFuture<>();
        CompletableFuture<List<byte[]>> running = rendering.putIfAbsent(key, mine);
        if (running == null) {
            synchronized (cache) {
                // Rendered by another request between our look and our claim: no second render.
                List<byte[]> cached = cache.get(key);
                if (cached != null) {
                    rendering.remove(key, mine);
                    return cached;
                }
            }
            running = start(key, address, render, mine);
        }
        try {
            return running.get(2, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ReplayRefused(503, Duration.ofSeconds(5), "interrupted while the replay was rendered");
        } catch (TimeoutException e) {
            throw new ReplayRefused(503, Duration.ofSeconds(30), "the replay is still being rendered");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof ReplayRefused refused) {
                throw refused;
            }
            throw new IllegalStateException("rendering replay " + key + " failed", e.getCause());
        }
    }

    private CompletableFuture<List<byte[]>> start(String key, String address, Supplier<List<byte[]>> render,
                                                  CompletableFuture<List<byte[]>> result) {
        var overBudget = budget.take(address);
        if (overBudget.isPresent()) {
            rendering.remove(key, result);
            result.completeExceptionally(new ReplayRefused(429, overBudget.get(),
                    "Too many replays rendered for your address; watch those already shown or try again later."));
            return result;
        }
        try {
            worker.execute(() -> {
                try {
                    List<byte[]> frames = render.get();
                    synchronized (cache) {
                        cache.put(key, frames);
                    }
                    result.complete(frames);
                } catch (RuntimeException | Error e) {
                    result.completeExceptionally(e);
                } finally {
                    rendering.remove(key, result);
                }
            });
        } catch (RejectedExecutionException e) {
            rendering.remove(key, result);
            result.completeExceptionally(new ReplayRefused(503, Duration.ofSeconds(10),
                    "Many replays are being rendered right now; try again in a few seconds."));
        }
        return result;
    }

    /** Renders waiting for the renderer thread. */
    int waiting() {
        return worker.getQueue().size();
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
