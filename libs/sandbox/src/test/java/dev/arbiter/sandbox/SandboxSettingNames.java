package dev.arbiter.sandbox;

import io.smallrye.config.ConfigMappings;
import io.smallrye.config.ConfigMappings.ConfigClass;
import io.smallrye.config.common.utils.StringUtil;

import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** For tests of what documents or sets the sandbox settings: each setting of {@link SandboxSettings} by its property. */
public final class SandboxSettingNames {

    /**
     * @param variable     the environment variable SmallRye's environment source answers for the property
     * @param defaultValue the mapping's default as written, or null when unset means "none"
     */
    public record Setting(String variable, String defaultValue) {
    }

    private SandboxSettingNames() {
    }

    /** Every setting, by property name ({@code arbiter.sandbox.uid}), sorted. */
    public static Map<String, Setting> all() {
        var settings = new TreeMap<String, Setting>();
        ConfigMappings.getProperties(ConfigClass.configClass(SandboxSettings.class, SandboxSettings.PREFIX))
                .forEach((name, property) -> settings.put(name, new Setting(
                        StringUtil.replaceNonAlphanumericByUnderscores(name).toUpperCase(Locale.ROOT),
                        property.hasDefaultValue() ? property.getDefaultValue() : null)));
        return settings;
    }
}
