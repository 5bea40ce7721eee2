package dev.arbiter.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/** The main classes of every module on this classpath, read once for all the rules here (reading them takes seconds). */
final class MainClasses {

    private static JavaClasses imported;

    private MainClasses() {
    }

    static synchronized JavaClasses all() {
        if (imported == null) {
            imported = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .importPackages("dev.arbiter");
        }
        return imported;
    }
}
