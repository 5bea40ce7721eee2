package dev.arbiter.examples;

/** The checklists for sdk/c/arbiter_sdk.h, through its example entries in sdk/c/examples (built with -Werror). */
class CSdkChecklistTest extends SdkPlayerChecklist {

    @Override
    SdkEntries entries() {
        return SdkEntries.c();
    }
}
