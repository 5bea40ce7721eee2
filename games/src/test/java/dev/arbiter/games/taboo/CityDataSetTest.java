package dev.arbiter.games.taboo;

import dev.arbiter.judge.protocol.taboo.TabooCity;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The shipped data set obeys its rules, and the validator catches each kind of breach. */
class CityDataSetTest {

    private static final List<TabooCity> CITIES = CityDataSet.builtin();

    private static TabooCity venice(List<String> hints) {
        return new TabooCity("venice", "Venice", List.of("Venezia"), "Italy", 45.44, 12.34,
                List.of("venice", "italy", "venetian", "gondola"), hints);
    }

    /** The shipped data with one city replaced, so only that city's problems show. */
    private static List<String> problemsWith(TabooCity replacement) {
        var cities = new ArrayList<>(CITIES);
        cities.replaceAll(c -> c.id().equals(replacement.id()) ? replacement : c);
        return CityDataValidator.problems(cities);
    }

    /** The shipped data with Venice's hints replaced. */
    private static List<String> problemsWithHints(String... hints) {
        return problemsWith(venice(List.of(hints)));
    }

    @Test
    void theShippedDataSetPassesEveryRule() {
        assertThat(CityDataValidator.problems(CITIES)).isEmpty();
        assertThat(CITIES).hasSizeGreaterThanOrEqualTo(150);
    }

    @Test
    void TAB_C13_noHintInTheDataSetSaysItsCitysNameOrATabooWord() {
        assertThat(problemsWithHints("city", "water", "bridges", "gondola rides", "glass making", "lagoon"))
                .containsExactly("venice: hint 'gondola rides' says 'gondola', a word of the city's name, country or taboo list");
        assertThat(problemsWithHints("city", "water", "bridges", "venezia style", "glass making", "lagoon"))
                .contains("venice: hint 'venezia style' says 'venezia', a word of the city's name, country or taboo list");
    }

    @Test
    void aHintNamingAnotherPlaceIsAProperName() {
        assertThat(problemsWithHints("city", "water", "bridges", "like amsterdam", "glass making", "lagoon"))
                .containsExactly("venice: hint 'like amsterdam' contains the proper name 'amsterdam'");
        assertThat(problemsWithHints("city", "water", "bridges", "like kuala lumpur", "glass making", "lagoon"))
                .contains("venice: hint 'like kuala lumpur' contains the proper name 'kuala lumpur'");
    }

    @Test
    void hintsAreOneToThreeLowerCaseWordsAndNeverRepeat() {
        assertThat(problemsWithHints("city", "Water", "four word long hint", "glass making", "lagoon", "lagoon"))
                .contains("venice: hint 'Water' is not one to three lower-case words separated by single spaces",
                        "venice: hint 'four word long hint' is not one to three lower-case words separated by single spaces",
                        "venice: a hint is given twice");
    }

    @Test
    void aCityNeedsSixHintsThatOpenVagueAndEndSpecific() {
        assertThat(problemsWithHints("city", "water", "lagoon"))
                .containsExactly("venice: 3 hints; 6 to 9 are required");
        assertThat(problemsWithHints("glass making", "water", "bridges", "boats", "lagoon", "city"))
                .contains("venice: first hint 'glass making' is not vague: 'glass' says more than the kind of place",
                        "venice: last hint 'city' is more widespread than the first, 'glass making'");
    }

    @Test
    void coordinatesMayNotSitOnAHalfDegree() {
        var halfway = new TabooCity("venice", "Venice", List.of(), "Italy", 45.50, 12.34,
                List.of("venice", "italy", "gondola"), List.of("city", "water", "bridges", "boats", "glass making", "lagoon"));
        assertThat(problemsWith(halfway)).containsExactly("venice: lat 45.5 ends in .50: integer rounding would be ambiguous");
    }

    @Test
    void tooFewCitiesIsAProblem() {
        assertThat(CityDataValidator.problems(CITIES.subList(0, 100))).contains("only 100 cities; at least 150 are required");
    }
}
