package dev.arbiter.e2e;

import org.openqa.selenium.By;
import org.openqa.selenium.NoSuchElementException;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import java.io.File;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/** Debian's headless Chromium through chromedriver (both installed by scripts/setup-machine.sh). */
final class Browser implements AutoCloseable {

    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    private static final String CHROMIUM = "/usr/bin/chromium";

    final WebDriver driver;
    private final ArbiterUp platform;

    Browser(ArbiterUp platform) {
        assertThat(Path.of(CHROMEDRIVER)).as("chromium-driver is installed (scripts/setup-machine.sh)").isExecutable();
        this.platform = platform;
        ChromeOptions options = new ChromeOptions()
                .setBinary(CHROMIUM)
                .addArguments("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        "--disable-dev-shm-usage", "--window-size=1200,1000");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
    }

    void open(String path) {
        driver.get(platform.url(path).toString());
    }

    /**
     * What a person reads on the page. A click that submits a form starts a navigation without waiting for it,
     * so the document can be between pages (no body yet, or the old body gone stale): wait it out briefly.
     */
    String text() {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (true) {
            try {
                return driver.findElement(By.tagName("body")).getText();
            } catch (NoSuchElementException | StaleElementReferenceException betweenPages) {
                if (System.nanoTime() > deadline) {
                    throw betweenPages;
                }
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw betweenPages;
                }
            }
        }
    }

    void type(String id, String text) {
        var field = driver.findElement(By.id(id));
        field.clear();
        field.sendKeys(text);
    }

    /** Reloads the page until what a person reads on it satisfies {@code condition}. */
    void reloadUntil(String what, Duration timeout, Predicate<String> condition) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            String text = text();
            if (holds(condition, text)) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("waited " + timeout + " for " + what + " on " + driver.getCurrentUrl()
                        + "; the page reads:\n" + text + "\n" + platform.logs());
            }
            Thread.sleep(500);
            driver.navigate().refresh();
        }
    }

    /** A condition that looks for an element the page between two navigations lacks has not held yet. */
    private static boolean holds(Predicate<String> condition, String text) {
        try {
            return condition.test(text);
        } catch (NoSuchElementException | StaleElementReferenceException betweenPages) {
            return false;
        }
    }

    URI currentUrl() {
        return URI.create(driver.getCurrentUrl());
    }

    @Override
    public void close() {
        driver.quit();
    }
}
