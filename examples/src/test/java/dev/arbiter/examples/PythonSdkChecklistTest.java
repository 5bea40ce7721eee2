package dev.arbiter.examples;

/** The checklists for sdk/python/arbiter_sdk.py, through its example entries in sdk/python/examples. */
class PythonSdkChecklistTest extends SdkPlayerChecklist {

    @Override
    SdkEntries entries() {
        return SdkEntries.python();
    }
}
