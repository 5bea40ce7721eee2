package dev.arbiter.hostdirs;

import com.sun.security.auth.module.UnixSystem;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Set;

/**
 * A directory where a process keeps what other local users must neither read nor prepare: uploaded programs,
 * transcripts, a match's files, the sandbox uids' locks. The code that uses one calls {@link #prepare} before
 * writing there: a missing directory is made with the given mode (umask notwithstanding); one that exists must
 * be a real directory (no symbolic link someone could redirect), owned by this process's account, and grant
 * nobody more than that mode. Anything else is refused with what is wrong and what to do, never repaired: a
 * directory that was open to others may already hold what they put there.
 *
 * <p>Defaults follow one rule, {@link #STATE_HOME}: see there why.
 */
public final class PrivateDirectory {

    /**
     * Where a service's private state lives unless configured: {@code ~/.local/share/arbiter}, the XDG data
     * directory of the account the service runs as. Every account has one without an installation step (an
     * unprivileged service cannot create anything under {@code /var/lib}), nobody else can create it first (unlike
     * a fixed path in {@code /tmp}), and root's is {@code /root/.local/share/arbiter}. Services of different
     * accounts that must share a directory (the blob store under {@code ./arbiter up}) are pointed at one.
     */
    public static final String STATE_HOME = "${user.home}/.local/share/arbiter";

    /** {@code rwx------}: the owner alone. */
    public static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    /** Who may own a directory this process accepts. */
    public enum Owner {
        /** This process's account only. */
        THIS_ACCOUNT,
        /**
         * This process's account, or any when this process is root: root reads and writes everywhere anyway, and
         * the sandbox runner (root) shares the blob store the services' account owns.
         */
        THIS_ACCOUNT_OR_ANY_FOR_ROOT
    }

    private PrivateDirectory() {
    }

    /** {@link #prepare(Path, Set, Owner)} with {@link #OWNER_ONLY}, owned by this process's account. */
    public static Path prepare(Path directory) throws IOException {
        return prepare(directory, OWNER_ONLY, Owner.THIS_ACCOUNT);
    }

    /**
     * Makes {@code directory} (missing parents with the default mode) or checks the one that exists.
     *
     * @param mode  the mode a new directory gets, and the most an existing one may grant
     * @param owner who may own an existing one
     * @return the directory's absolute path
     * @throws UnsafeDirectoryException when it exists but is a link, not a directory, someone else's or too open
     */
    public static Path prepare(Path directory, Set<PosixFilePermission> mode, Owner owner) throws IOException {
        Path dir = directory.toAbsolutePath().normalize();
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            if (dir.getParent() != null) {
                Files.createDirectories(dir.getParent());
            }
            try {
                Files.createDirectory(dir);
                // After creating, not as a creation attribute: that one is masked by the umask.
                Files.setPosixFilePermissions(dir, mode);
                return dir;
            } catch (FileAlreadyExistsException madeMeanwhile) {
                // another process made it first: check it like any existing one
            }
        }
        check(dir, mode, owner);
        return dir;
    }

    private static void check(Path dir, Set<PosixFilePermission> mode, Owner owner) throws IOException {
        if (Files.isSymbolicLink(dir)) {
            throw new UnsafeDirectoryException(dir + " is a symbolic link, which whoever can change it may redirect;"
                    + " name the directory itself");
        }
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
            throw new UnsafeDirectoryException(dir + " is not a directory");
        }
        int ownerUid = (Integer) Files.getAttribute(dir, "unix:uid", LinkOption.NOFOLLOW_LINKS);
        long myUid = new UnixSystem().getUid();
        boolean acceptedOwner = ownerUid == myUid || (owner == Owner.THIS_ACCOUNT_OR_ANY_FOR_ROOT && myUid == 0);
        if (!acceptedOwner) {
            throw new UnsafeDirectoryException(dir + " belongs to " + Files.getOwner(dir, LinkOption.NOFOLLOW_LINKS)
                    .getName() + ", not to " + System.getProperty("user.name") + ", who runs this process;"
                    + " name a directory of this account's, or remove it so that it is made anew");
        }
        Set<PosixFilePermission> granted = Files.getPosixFilePermissions(dir, LinkOption.NOFOLLOW_LINKS);
        Set<PosixFilePermission> beyond = EnumSet.noneOf(PosixFilePermission.class);
        beyond.addAll(granted);
        beyond.removeAll(mode);
        if (!beyond.isEmpty()) {
            String wanted = PosixFilePermissions.toString(mode);
            throw new UnsafeDirectoryException(dir + " is " + PosixFilePermissions.toString(granted) + ", more open than "
                    + wanted + ": other local users may have read or put files there. Check what is in it, then"
                    + " chmod " + octal(mode) + " " + dir);
        }
    }

    /** {@code rwx--x--x} as {@code 711}. */
    static String octal(Set<PosixFilePermission> mode) {
        int bits = 0;
        for (PosixFilePermission p : mode) {
            bits |= 1 << (8 - p.ordinal());
        }
        return Integer.toOctalString(bits);
    }
}
