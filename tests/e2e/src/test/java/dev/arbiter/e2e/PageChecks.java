package dev.arbiter.e2e;

import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Accessibility basics of the page a browser shows, checked in the page itself (WCAG's rules, computed on
 * the rendered styles), and a screenshot of it for people to look at.
 */
final class PageChecks {

    /** Written by {@code mvn verify} of this module; CI keeps it as an artefact. */
    static final Path SCREENSHOTS = Path.of("target/screenshots");

    private static final String AUDIT = """
            var problems = [];
            if (!document.title || !document.title.trim()) { problems.push('no title'); }
            var headings = Array.from(document.querySelectorAll('h1,h2,h3,h4,h5,h6'));
            var last = 0;
            headings.forEach(function (h) {
              var level = Number(h.tagName.substring(1));
              if (level > last + 1) { problems.push('heading ' + h.tagName + ' "' + h.textContent.trim() + '" skips a level after h' + last); }
              last = level;
            });
            if (!headings.length || headings[0].tagName !== 'H1') { problems.push('the first heading is not h1'); }
            document.querySelectorAll('table').forEach(function (t) {
              if (!t.querySelector('th')) { problems.push('table ' + (t.id || '') + ' has no header cells'); }
            });
            document.querySelectorAll('svg').forEach(function (s) {
              var named = s.getAttribute('role') === 'img' && (s.querySelector('title') || s.getAttribute('aria-label'));
              if (!named) { problems.push('chart ' + (s.id || '') + ' has no text equivalent'); }
            });
            function rgb(c) { var m = c.match(/[\\d.]+/g); return m ? m.map(Number) : [0, 0, 0, 0]; }
            function lum(c) {
              var v = c.slice(0, 3).map(function (x) { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
              return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
            }
            function background(e) {
              for (; e; e = e.parentElement) {
                var c = rgb(getComputedStyle(e).backgroundColor);
                if (c.length < 4 || c[3] > 0) { return c; }
              }
              return [255, 255, 255];
            }
            var seen = 0;
            document.querySelectorAll('body *').forEach(function (e) {
              var own = Array.from(e.childNodes).some(function (n) { return n.nodeType === 3 && n.textContent.trim(); });
              if (!own || e.offsetParent === null || seen > 20) { return; }
              var style = getComputedStyle(e);
              var a = lum(rgb(style.color)), b = lum(background(e));
              var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
              var large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
              if (ratio < (large ? 3 : 4.5)) { seen++; problems.push('contrast ' + ratio.toFixed(2) + ':1 of "' + e.textContent.trim().substring(0, 40) + '"'); }
            });
            return problems;
            """;

    private PageChecks() {
    }

    /** What fails the basics on the page the driver shows: empty when it passes. */
    @SuppressWarnings("unchecked")
    static List<String> accessibilityProblems(WebDriver driver) {
        return (List<String>) ((JavascriptExecutor) driver).executeScript(AUDIT);
    }

    static Path screenshot(WebDriver driver, String name) throws IOException {
        Files.createDirectories(SCREENSHOTS);
        Path file = SCREENSHOTS.resolve(name + ".png");
        Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        return file;
    }
}
