package dev.arbiter.vgdl.parse;

import java.util.List;
import java.util.Map;

/**
 * A parsed VGDL game file, still in the words of the file: names are not resolved and no class or
 * effect has been checked yet (that is the loader's job, so parse errors and unsupported
 * constructs are reported separately).
 *
 * @param gameClass  the root line's class, e.g. {@code BasicGame}
 * @param levelMapping level character to the sprite names it places, in the order written
 */
public record GameDescription(String file, String gameClass, List<Parameter> gameParameters,
                              List<SpriteNode> sprites, Map<Character, List<String>> levelMapping,
                              Map<Character, SourcePosition> levelMappingPositions,
                              List<InteractionRule> interactions, List<TerminationRule> terminations) {}
