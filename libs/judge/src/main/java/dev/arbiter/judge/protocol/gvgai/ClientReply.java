package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.vgdl.observation.SsoType;

/**
 * One line from the client, {@code id#body[#type]}.
 *
 * @param id   the id of the message it answers
 * @param body the answer: START_DONE, an action, a level digit, END_TRAINING …
 * @param type the observation type asked for from now on, or null to keep the current one
 */
record ClientReply(long id, String body, SsoType type) {

    /** Null when the line is no answer at all: fewer than two fields, or an id that is not a number. */
    static ClientReply parse(String line) {
        String[] fields = line.split("#", -1);
        if (fields.length < 2) {
            return null;
        }
        try {
            long id = Long.parseLong(fields[0].trim());
            return new ClientReply(id, fields[1].trim(), fields.length > 2 ? SsoType.parse(fields[2]) : null);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** {@code line} as an incident quotes it: at most its first 80 characters. */
    static String abbreviate(String line) {
        return line.length() <= 80 ? line : line.substring(0, 80) + "…";
    }
}
