package dev.arbiter.submission.web;

import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A person's path through the pages in a real headless Chromium (Debian's chromium and chromium-driver,
 * installed by scripts/setup-machine.sh): register, sign in, upload through the form, and watch the
 * entry's timeline reach "validating".
 */
@QuarkusTest
class UploadFormBrowserTest {

    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    private static final String CHROMIUM = "/usr/bin/chromium";

    @TestHTTPResource("/")
    URI base;

    private WebDriver browser;

    @BeforeEach
    void startBrowser() {
        assertThat(Path.of(CHROMEDRIVER)).as("chromium-driver is installed (scripts/setup-machine.sh)").isExecutable();
        ChromeOptions options = new ChromeOptions()
                .setBinary(CHROMIUM)
                .addArguments("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        "--disable-dev-shm-usage", "--window-size=1100,1000");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        browser = new ChromeDriver(service, options);
    }

    @AfterEach
    void stopBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void aNewContestantRegistersSignsInUploadsAndSeesTheTimelineMove(@TempDir Path dir) throws Exception {
        String username = "browser-" + System.nanoTime() % 1_000_000;
        Path program = Files.write(dir.resolve("rock.py"), Artefacts.pythonScript());
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));

        browser.get(base.resolve("/register").toString());
        browser.findElement(By.id("username")).sendKeys(username);
        browser.findElement(By.id("email")).sendKeys(username + "@example.org");
        browser.findElement(By.id("password")).sendKeys("a long enough password");
        browser.findElement(By.id("register")).click();

        wait.until(ExpectedConditions.urlContains("/login"));
        assertThat(browser.getPageSource()).contains("Your account is ready");
        signIn(username, "a long enough password", wait);
        assertThat(browser.findElement(By.id("signed-in-user")).getText()).isEqualTo(username);

        browser.get(base.resolve("/competitions/demo/upload").toString());
        browser.findElement(By.id("name")).sendKeys("rock-from-the-browser");
        browser.findElement(By.id("file")).sendKeys(program.toString());
        browser.findElement(By.id("note")).sendKeys("first try");
        browser.findElement(By.id("upload")).click();

        wait.until(ExpectedConditions.urlContains("/entries/"));
        assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("rock-from-the-browser");
        assertThat(browser.findElement(By.id("version-1")).getText()).contains("rock.py", "script", "first try", "received", "stored");
        // The page refreshes itself; the relay announces the upload and the timeline gains "validating".
        wait.until(ExpectedConditions.attributeToBe(By.id("entry-status"), "textContent", "validating"));
        String version = browser.findElement(By.id("version-1")).getText();
        assertThat(version).contains("validating").contains("Waiting for a runner to play the validation match");
        keepScreenshot("entry-page.png");
    }

    @Test
    void aRefusedUploadExplainsWhyAndKeepsWhatWasTyped(@TempDir Path dir) throws Exception {
        Contestant contestant = Contestants.register("browser");
        Path notAProgram = Files.writeString(dir.resolve("notes.txt"), "hello");
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        browser.get(base.resolve("/login").toString());
        signIn(contestant.username(), contestant.password(), wait);

        browser.get(base.resolve("/competitions/demo/upload").toString());
        browser.findElement(By.id("name")).sendKeys("notes");
        browser.findElement(By.id("file")).sendKeys(notAProgram.toString());
        browser.findElement(By.id("note")).sendKeys("keep me");
        browser.findElement(By.id("upload")).click();

        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("error")));
        assertThat(browser.findElement(By.id("error")).getText()).contains("notes.txt is not something the platform can run");
        assertThat(browser.findElement(By.id("name")).getAttribute("value")).isEqualTo("notes");
        assertThat(browser.findElement(By.id("note")).getAttribute("value")).isEqualTo("keep me");
    }

    /** Saves what the browser shows under target/screenshots, for people reading a failed build. */
    private void keepScreenshot(String name) throws java.io.IOException {
        Path target = Files.createDirectories(Path.of("target/screenshots")).resolve(name);
        Files.copy(((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE).toPath(), target,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /** Fills in the sign-in form the browser is on and waits for a signed-in page. */
    private void signIn(String username, String password, WebDriverWait wait) {
        browser.findElement(By.id("username")).sendKeys(username);
        browser.findElement(By.id("password")).sendKeys(password);
        browser.findElement(By.id("sign-in")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("signed-in-user")));
    }
}
