package dev.arbiter.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * For tests that check a README's table of settings against a config mapping: the rows whose first cell is a
 * property in backticks ({@code | `arbiter.x.y` | …}), by property, with the cells after it as written.
 */
public final class SettingsTable {

    private SettingsTable() {
    }

    /** The rows of {@code readme} whose property starts with {@code prefix}, sorted by property. */
    public static Map<String, List<String>> read(Path readme, String prefix) throws IOException {
        var rows = new TreeMap<String, List<String>>();
        for (String line : Files.readAllLines(readme)) {
            if (!line.startsWith("| `" + prefix)) {
                continue;
            }
            List<String> cells = Arrays.stream(line.substring(1).split("\\|")).map(String::strip).toList();
            rows.put(code(cells.getFirst()), cells.subList(1, cells.size()));
        }
        return rows;
    }

    /** What a cell holds in backticks, or null when it holds plain text (such as "unset"). */
    public static String code(String cell) {
        return cell.length() >= 2 && cell.startsWith("`") && cell.endsWith("`") ? cell.substring(1, cell.length() - 1) : null;
    }
}
