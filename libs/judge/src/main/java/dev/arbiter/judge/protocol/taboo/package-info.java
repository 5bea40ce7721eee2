/**
 * The ESSENCE Taboo city challenge (docs/protocols/taboo.md): the judge is the harness and the
 * describer; one guesser entry reads hints on stdin and writes guesses on stdout.
 *
 * <h2>Choices where the reference is [PROPOSED]</h2>
 * All of them are keys of {@code taboo-dialect.properties} ({@link dev.arbiter.judge.protocol.taboo.TabooConfig}),
 * overridable per match with {@code taboo.*} game options.
 * <ul>
 *   <li><b>Process model</b> (§3): one match is one game in a fresh agent process, because the judge
 *       core starts each program once per match; after the game the core closes stdin, waits the
 *       exit grace (5 s) and kills. A competition round is one match per game of a fixed game set
 *       drawn from the round's seed, every entry in the same order ({@code TabooCompetition} in the
 *       games module). {@code taboo.process=session} plays several games in one process instead,
 *       each opened by {@code START}; a lost game ends with {@code END} (§9).</li>
 *   <li><b>Dialect</b> (§4.3): {@code verbatim} by default ({@code no. } prefix, {@code yes});
 *       {@code hints-only} strips the prefix and drops {@code yes} (the closed stdin says it).</li>
 *   <li><b>Guesses</b> (§4.2): the {@code final} rule by default; names compared case-, space- and
 *       diacritic-insensitively against the English name and the alias list; integer {@code lat,lon}
 *       within 1° per axis of the rounded target (longitude wraps at ±180); decimals, out-of-range
 *       degrees, empty and over-long lines are wrong guesses that consume a hint, never a crash.</li>
 *   <li><b>Clocks</b> (§6): 60 s per guess from the hint's delivery; the first guess of a process gets
 *       30 s more (the hint is written at once, so start-up time is inside that clock); the per-game
 *       cap of §6 follows from the per-guess clock, and the match deadline is set past it, unless the
 *       organiser's set budget ({@code taboo.setBudgetMs}) is shorter ({@link dev.arbiter.judge.protocol.taboo.TabooConfig#matchBudget}).
 *       In a per-game set, a guesser that timed out without answering any hint of any game so far, or whose
 *       set budget is spent, has its remaining games scored unsolved without playing them
 *       ({@link dev.arbiter.judge.protocol.taboo.SetCutoff}).</li>
 *   <li><b>Failures</b> (§7, §8): a timeout, crash, early exit (even with status 0) or output flood
 *       loses the game in play and every later game of the match, each at hints + 10; the verdict
 *       names the game and hint. A line read while no hint is pending, or read before the pending
 *       hint was sent (a start-up banner, §8), is logged and ignored, judged by its read stamp. A
 *       pipe carries no hint numbers, so a second line written for one hint but read after the next
 *       hint was sent is taken as the guess for the next.</li>
 *   <li><b>Ranking</b> (§7): lowest total; ties to more games solved, then the lower total over
 *       solved games, then the lower mean response time. The judge scores each game and keeps the
 *       tie-break statistics on the seat ({@link dev.arbiter.judge.protocol.taboo.GuesserTally}); ranking a
 *       round is libs/rating's {@code TabooLowestTotal}, over the games every entry completed.</li>
 *   <li><b>TAB-C13</b>: besides the data validator, the session refuses (game-error) to deliver a game
 *       whose hints contain a word of the city's name, aliases or taboo list.</li>
 * </ul>
 */
package dev.arbiter.judge.protocol.taboo;
