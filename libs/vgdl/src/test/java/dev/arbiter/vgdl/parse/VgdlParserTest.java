package dev.arbiter.vgdl.parse;

import dev.arbiter.vgdl.ShippedGames;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class VgdlParserTest {

    @Test
    void readsTheFourBlocksOfAliensWithNesting() {
        GameDescription d = VgdlParser.parse("aliens.txt", ShippedGames.gameText("aliens"));
        assertThat(d.gameClass()).isEqualTo("BasicGame");
        assertThat(d.gameParameters()).extracting(Parameter::key).containsExactly("square_size");
        assertThat(d.sprites()).extracting(SpriteNode::name)
                .containsExactly("background", "base", "avatar", "missile", "alien", "portal");
        SpriteNode missile = d.sprites().get(3);
        assertThat(missile.className()).isEqualTo("Missile");
        assertThat(missile.children()).extracting(SpriteNode::name).containsExactly("sam", "bomb");
        SpriteNode bomb = missile.children().get(1);
        assertThat(bomb.className()).isNull();
        assertThat(bomb.parameters()).extracting(Parameter::key)
                .containsExactly("orientation", "color", "speed", "img");
        // The portal children are indented with spaces and a tab: still children.
        assertThat(d.sprites().get(5).children()).extracting(SpriteNode::name)
                .containsExactly("portalSlow", "portalFast");
        assertThat(d.levelMapping().get('0')).containsExactly("background", "base");
        assertThat(d.interactions()).hasSize(9);
        InteractionRule last = d.interactions().get(8);
        assertThat(last.first()).isEqualTo("alien");
        assertThat(last.seconds()).containsExactly("sam");
        assertThat(last.effect()).isEqualTo("killSprite");
        assertThat(last.parameters()).containsExactly(
                new Parameter("scoreChange", "2", new SourcePosition("aliens.txt", 38, 35)));
        assertThat(d.terminations()).extracting(TerminationRule::className)
                .containsExactly("SpriteCounter", "MultiSpriteCounter");
    }

    @Test
    void acceptsCrlfAndAMissingFinalNewline() {
        String text = ShippedGames.gameText("testgame1");
        assertThat(text).contains("\r\n").doesNotEndWith("\n");
        GameDescription d = VgdlParser.parse("testgame1.txt", text);
        assertThat(d.interactions()).last().extracting(InteractionRule::effect).isEqualTo("killSprite");
        assertThat(d.interactions().get(d.interactions().size() - 1).parameters().get(0).value()).isEqualTo("-2");
        assertThat(VgdlParser.parse("cr.txt", text.replace("\r\n", "\r")).sprites()).hasSize(6);
    }

    @Test
    void multipleSecondSpritesAndComments() {
        GameDescription d = VgdlParser.parse("g.txt", """
                BasicGame # the game
                    SpriteSet
                        box > Passive
                        wall > Immovable
                    InteractionSet
                        box wall box > undoAll   # both
                """);
        assertThat(d.interactions().get(0).seconds()).containsExactly("wall", "box");
    }

    @Test
    void errorsGiveFileLineAndColumn() {
        assertThatThrownBy(() -> VgdlParser.parse("bad.txt", "BasicGame\n  SpriteSet\n    a Immovable\n"))
                .isInstanceOf(VgdlSyntaxException.class)
                .hasMessageStartingWith("bad.txt:3:5: expected '>'")
                .extracting(e -> ((VgdlException) e).position())
                .isEqualTo(new SourcePosition("bad.txt", 3, 5));
        assertThatThrownBy(() -> VgdlParser.parse("bad.txt",
                "BasicGame\n  SpriteSet\n    a > Immovable speed\n"))
                .hasMessageStartingWith("bad.txt:3:19: expected key=value, found 'speed'");
        assertThatThrownBy(() -> VgdlParser.parse("bad.txt",
                "BasicGame\n  SpriteSet\n    a > Immovable\n        b > Passive\n      c > Passive\n"))
                .hasMessageStartingWith("bad.txt:5:7: indentation does not match");
        assertThatThrownBy(() -> VgdlParser.parse("bad.txt", "BasicGame\n  InteractionSet\n    a > killSprite\n"))
                .hasMessageStartingWith("bad.txt:3:1: an interaction needs two or more sprites");
    }

    @Test
    void unknownBlocksAreRefusedByName() {
        assertThatThrownBy(() -> VgdlParser.parse("p.txt", "BasicGame\n  SpriteSet\n  x > Immovable\n"))
                .isInstanceOf(VgdlSyntaxException.class).hasMessageContaining("p.txt:3:1: expected a block name");
        assertThatThrownBy(() -> VgdlParser.parse("p.txt", "BasicGame\n  ParameterSet\n"))
                .isInstanceOfSatisfying(UnsupportedConstructException.class,
                        e -> assertThat(e.name()).isEqualTo("ParameterSet"));
    }

    @Test
    void levelsPadShortRowsCutLongOnesAndDropTrailingBlankLines() {
        LevelText level = LevelText.parse("l.txt", "www\r\nwA\r\nwwwx\r\n\r\n");
        assertThat(level.width()).isEqualTo(3);
        assertThat(level.height()).isEqualTo(3);
        assertThat(level.rows()).containsExactly("www", "wA ", "www");
        assertThat(ShippedGames.level("zelda", 0).height()).isEqualTo(9);
    }
}
