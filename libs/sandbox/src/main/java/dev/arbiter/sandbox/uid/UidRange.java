package dev.arbiter.sandbox.uid;

/**
 * The host uids a backend runs entries as, one per live run (see {@link SandboxUids}): each uid is also
 * used as the run's gid. Outside every range a host daemon or login uses, so an entry shares per-uid kernel
 * limits and signal/ptrace permission with nothing else.
 *
 * @param first the lowest uid handed out
 * @param last  the highest uid handed out (inclusive)
 */
public record UidRange(int first, int last) {

    public UidRange {
        if (first < 1000) {
            // 0 is root; below 1000 are system accounts whose files and daemons the entry would share.
            throw new IllegalArgumentException("sandbox uids must be 1000 or above, not " + first);
        }
        if (last < first) {
            throw new IllegalArgumentException("sandbox uid range " + first + "-" + last + " is empty");
        }
        if (first <= 65534 && last >= 65534) {
            throw new IllegalArgumentException("sandbox uid range " + first + "-" + last
                    + " holds 65534 (nobody), which host daemons run as");
        }
    }

    /** "200000-200999", as {@link #parse} reads it. */
    public static UidRange parse(String text) {
        String[] bounds = text.strip().split("-", -1);
        try {
            if (bounds.length == 2) {
                return new UidRange(Integer.parseInt(bounds[0].strip()), Integer.parseInt(bounds[1].strip()));
            }
        } catch (NumberFormatException e) {
            // falls through to the message below
        }
        throw new IllegalArgumentException("a sandbox uid range is FIRST-LAST, e.g. 200000-200999, not \"" + text + "\"");
    }

    public int size() {
        return last - first + 1;
    }

    public boolean contains(long uid) {
        return uid >= first && uid <= last;
    }

    @Override
    public String toString() {
        return first + "-" + last;
    }
}
