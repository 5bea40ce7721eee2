package dev.arbiter.games.taboo;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.judge.protocol.taboo.TabooCity;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The Taboo city data set shipped with Arbiter ({@code arbiter/taboo/cities.json}, CC0-1.0, described
 * in the README beside it): 205 cities with names, aliases, country, coordinates, taboo words and
 * hints ordered vague to specific.
 */
public final class CityDataSet {

    public static final String RESOURCE = "/arbiter/taboo/cities.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private CityDataSet() {
    }

    /** The built-in data set, in file order. */
    public static List<TabooCity> builtin() {
        try (InputStream in = CityDataSet.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the class path");
            }
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A data set in the same format, from anywhere (an organiser's own secret game set). */
    public static List<TabooCity> read(InputStream json) throws IOException {
        return List.copyOf(JSON.readValue(json, new TypeReference<List<TabooCity>>() { }));
    }
}
