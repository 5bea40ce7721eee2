package dev.arbiter.judge.protocol.lmc;

/**
 * One {@code @channel data} line split at its first space. A line without the {@code @} prefix has
 * no channel: it belongs to the default channel of its direction (input to a player, output from one).
 *
 * @param channel the channel name, or null for a bare line
 * @param data    everything after the first space (may be empty)
 */
record LmcLine(String channel, String data) {

    static LmcLine parse(String line) {
        if (!line.startsWith("@")) {
            return new LmcLine(null, line);
        }
        int space = line.indexOf(' ');
        return space < 0 ? new LmcLine(line.substring(1), "") : new LmcLine(line.substring(1, space), line.substring(space + 1));
    }

    boolean is(String name) {
        return name.equals(channel);
    }

    /** The first word of the data (a command's keyword). */
    String keyword() {
        int space = data.indexOf(' ');
        return space < 0 ? data : data.substring(0, space);
    }

    /** The data after the first word (a command's arguments). */
    String arguments() {
        int space = data.indexOf(' ');
        return space < 0 ? "" : data.substring(space + 1);
    }

    /** The canonical outgoing form: exactly one space after the channel name (LMC1-C01). */
    static String format(String channel, String data) {
        return "@" + channel + " " + data;
    }

    /** True when every char is printable ASCII (LMC lines are ASCII; tabs are tolerated). */
    static boolean isPrintableAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c < 0x20 && c != '\t') || c > 0x7e) {
                return false;
            }
        }
        return true;
    }
}
