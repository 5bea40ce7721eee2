package dev.arbiter.vgdl.observation;

import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.SpriteSettings;

import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.MemoryCacheImageOutputStream;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The screen as a PNG, the {@code imageArray} of IMAGE and BOTH observations. GVGAI drew sprite images we do
 * not ship, so every sprite is a tile of one colour per sprite type (the VGDL {@code color} when the game
 * names one), drawn in the game's drawing order on a black background; the size is the original's, the
 * level in tiles times the block size.
 */
public final class Screenshot {

    private Screenshot() {
    }

    public static byte[] png(Game game) {
        var image = new BufferedImage(Math.max(1, game.widthPixels()), Math.max(1, game.heightPixels()),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(Color.BLACK);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            for (int typeId : game.rules().spriteOrder()) {
                SpriteSettings settings = game.rules().type(typeId).settings();
                if (settings.invisible) {
                    continue;
                }
                g.setColor(new Color(colour(typeId, settings)));
                for (Sprite s : game.group(typeId)) {
                    if (!s.disabled && !s.killed) {
                        g.fillRect(s.x, s.y, s.width, s.height);
                    }
                }
            }
        } finally {
            g.dispose();
        }
        var bytes = new ByteArrayOutputStream(4096);
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        try (var out = new MemoryCacheImageOutputStream(bytes)) {
            writer.setOutput(out);
            ImageWriteParam param = writer.getDefaultWriteParam();
            // Flat colour tiles compress well at the fastest deflate level, which costs a fraction of the default.
            param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionQuality(0.85f); // deflate level 1 (quality 1 would store it uncompressed)
            writer.write(null, new IIOImage(image, null, null), param);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // in memory: cannot happen
        } finally {
            writer.dispose();
        }
        return bytes.toByteArray();
    }

    /** The game's colour, or one spread round the colour wheel by type id so neighbouring types differ. */
    static int colour(int typeId, SpriteSettings settings) {
        if (settings.color >= 0) {
            return settings.color;
        }
        float hue = (typeId * 0.618034f) % 1f;
        return Color.HSBtoRGB(hue, 0.75f, 0.95f) & 0xFFFFFF;
    }
}
