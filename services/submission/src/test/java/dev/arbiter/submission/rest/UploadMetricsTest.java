package dev.arbiter.submission.rest;

import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Uploads;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/** The upload metrics move with what happens, as Prometheus scrapes them from /q/metrics. */
@QuarkusTest
class UploadMetricsTest {

    private static final String ACCEPTED_ELF = "arbiter_uploads_accepted_total{kind=\"elf\"}";
    private static final String REFUSED_EMPTY = "arbiter_uploads_refused_total{reason=\"empty-file\"}";
    private static final String REFUSED_UNKNOWN = "arbiter_uploads_refused_total{reason=\"unknown-type\"}";
    private static final String STORED_BYTES = "arbiter_blob_stored_bytes_total";

    @Test
    void anAcceptedUploadCountsAsAcceptedAndItsNewBytesAsStored() {
        Contestant ada = Contestants.register("metrics");
        byte[] bot = Artefacts.uniqueElf();
        String before = scrape();

        Uploads.upload(ada.token(), "bot", "bot", bot).statusCode(201);

        String after = scrape();
        assertThat(value(after, ACCEPTED_ELF) - value(before, ACCEPTED_ELF)).isEqualTo(1.0);
        assertThat(value(after, STORED_BYTES) - value(before, STORED_BYTES)).isEqualTo(bot.length);
        assertThat(value(after, REFUSED_EMPTY)).isEqualTo(value(before, REFUSED_EMPTY));
    }

    @Test
    void aRefusedUploadCountsUnderItsReasonAndStoresNothing() {
        Contestant bo = Contestants.register("metrics");
        String before = scrape();

        Uploads.upload(bo.token(), "bot", "empty", new byte[0]).statusCode(400);

        String after = scrape();
        assertThat(value(after, REFUSED_EMPTY) - value(before, REFUSED_EMPTY)).isEqualTo(1.0);
        assertThat(value(after, REFUSED_UNKNOWN)).as("other reasons are untouched").isEqualTo(value(before, REFUSED_UNKNOWN));
        assertThat(value(after, STORED_BYTES)).isEqualTo(value(before, STORED_BYTES));
        assertThat(after).contains("arbiter_validation_latency_seconds");
    }

    private static String scrape() {
        return given().get("/q/metrics").then().statusCode(200).extract().asString();
    }

    /** The sample's value, or 0 when the series does not exist yet (a counter that has never moved). */
    private static double value(String scrape, String series) {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(series) + " (\\S+)$").matcher(scrape);
        return m.find() ? Double.parseDouble(m.group(1)) : 0;
    }
}
