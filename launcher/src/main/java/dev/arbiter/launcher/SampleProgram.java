package dev.arbiter.launcher;

import java.util.List;

/**
 * A sample program of one or more files a demo contestant enters: one file uploaded as it is, several as an
 * archive (flat, with a manifest naming {@code command}). Its own type so that the demo's data classes
 * ({@link DemoGvgai}, {@link DemoEntries}) need not reach each other for it.
 */
record SampleProgram(String contestant, String name, List<String> files, List<String> command) {
}
