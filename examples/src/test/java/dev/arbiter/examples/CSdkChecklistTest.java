package dev.arbiter.examples;

/** The checklists for sdk/c/arbiter_sdk.h, through its example entries in sdk/c/examples (built with -Werror). */
class CSdkChecklistTest extends SdkChecklistTests {

    @Override
    SdkEntries entries() {
        return SdkEntries.c();
    }
}
