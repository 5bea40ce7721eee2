package dev.arbiter.judge.protocol.rddl;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.io.Framing;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.Protocol;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.rddl.IppcFiles;
import dev.arbiter.rddl.RddlLibrary;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * RDDLSim (IPPC 2011/2014, IPC 2018; docs/protocols/rddl.md): the judge is the server, so a match has no
 * game program, only one planner. The planner connects by TCP to localhost:2323 inside its sandbox, where
 * {@link RddlRelay} bridges that one connection to its stdin/stdout; the judge feeds those bytes to
 * libs/rddl's server logic, the very code that serves real TCP clients in its conformance tests.
 */
public final class RddlProtocol implements Protocol {

    private final Map<String, String> settings;
    /** The files the judge serves; null: the shipped IPPC files ({@link #ippc()}). */
    private final RddlLibrary library;

    /** @param settings {@code rddl.*} keys for every match (see {@link RddlSettings}); a match's options override them */
    public RddlProtocol(Map<String, String> settings) {
        this(settings, null);
    }

    /**
     * The protocol serving other files than the shipped IPPC ones: an organiser's domain set (libs/rddl
     * {@code DomainSet}), as a runner plays a competition of uploaded files.
     *
     * @param library the parsed domain and instance files, or null for the shipped IPPC files
     */
    public RddlProtocol(Map<String, String> settings, RddlLibrary library) {
        this.settings = Map.copyOf(settings);
        this.library = library;
        RddlSettings.from(this.settings); // refuse bad settings now, not in the middle of a competition
    }

    /** The files this protocol's matches are served from. */
    public RddlLibrary library() {
        return library != null ? library : ippc();
    }

    /** The shipped IPPC 2011 and 2014 files, parsed once per judge. */
    public static RddlLibrary ippc() {
        return Ippc.LIBRARY;
    }

    /** Instance names the planner may ask for. */
    public static List<String> instances() {
        return ippc().instanceNames();
    }

    /** This match's settings: the protocol's, then the match's game options. */
    public RddlSettings settings(Map<String, String> gameOptions) {
        var merged = new HashMap<>(settings);
        merged.putAll(gameOptions);
        return RddlSettings.from(merged);
    }

    @Override
    public ProtocolId id() {
        return ProtocolId.PROTOCOL_ID_RDDL;
    }

    @Override
    public boolean needsGameProgram() {
        return false;
    }

    /** NUL-terminated messages up to the reference server's 10 MiB buffer (rddl.md §3). */
    @Override
    public Framing framing(JudgeLimits limits) {
        return Framing.nulTerminated(10 * 1024 * 1024);
    }

    @Override
    public ProtocolSession open(MatchContext context) {
        return new RddlMatch(context, settings(context.gameOptions()), library());
    }

    private static final class Ippc {
        static final RddlLibrary LIBRARY = IppcFiles.library();
    }
}
