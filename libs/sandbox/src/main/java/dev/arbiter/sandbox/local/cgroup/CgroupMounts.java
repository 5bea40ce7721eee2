package dev.arbiter.sandbox.local.cgroup;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where this process's cgroups are: the cgroup mounts of {@code /proc/self/mountinfo} joined with the
 * paths of {@code /proc/self/cgroup}. Knows nothing of limits; {@link Cgroups} picks a driver from it.
 *
 * @param v1 per v1 controller ("memory", "cpu", …): the directory of this process's own cgroup
 * @param v2 the cgroup2 mount and this process's cgroup in it, when there is a cgroup2 mount
 */
public record CgroupMounts(Map<String, Path> v1, Optional<V2> v2) {

    /** A cgroup2 hierarchy: its mount point and this process's own cgroup directory in it. */
    public record V2(Path mountPoint, Path ownGroup) {
    }

    private static final Set<String> V1_CONTROLLERS = Set.of("memory", "cpu", "cpuacct", "pids");

    /**
     * @param mountinfo   lines of /proc/self/mountinfo
     * @param selfCgroup  lines of /proc/self/cgroup ("4:memory:/a/b", "2:cpu,cpuacct:/", "0::/c")
     */
    public static CgroupMounts parse(List<String> mountinfo, List<String> selfCgroup) {
        var ownPaths = new HashMap<String, String>();
        String ownV2 = null;
        for (String line : selfCgroup) {
            String[] f = line.split(":", 3);
            if (f.length < 3) {
                continue;
            }
            if (f[0].equals("0") && f[1].isEmpty()) {
                ownV2 = f[2];
            } else {
                for (String controller : f[1].split(",")) {
                    ownPaths.put(controller, f[2]);
                }
            }
        }
        var v1 = new HashMap<String, Path>();
        V2 v2 = null;
        for (String line : mountinfo) {
            Mount m = Mount.parse(line);
            if (m == null) {
                continue;
            }
            if (m.type.equals("cgroup2") && ownV2 != null && v2 == null) {
                v2 = new V2(m.point, under(m, ownV2));
            } else if (m.type.equals("cgroup")) {
                for (String option : m.superOptions) {
                    if (V1_CONTROLLERS.contains(option) && ownPaths.containsKey(option)) {
                        v1.putIfAbsent(option, under(m, ownPaths.get(option)));
                    }
                }
            }
        }
        return new CgroupMounts(Map.copyOf(v1), Optional.ofNullable(v2));
    }

    /**
     * The directory of cgroup {@code path} in mount {@code m}. A mount may show only a subtree (a
     * container's view without a cgroup namespace): its root is then a prefix of the path to strip.
     */
    private static Path under(Mount m, String path) {
        String relative = path;
        if (!m.root.equals("/") && (path.equals(m.root) || path.startsWith(m.root + "/"))) {
            relative = path.substring(m.root.length());
        }
        relative = relative.replaceFirst("^/+", "");
        return relative.isEmpty() ? m.point : m.point.resolve(relative);
    }

    /** One line of mountinfo: "36 35 98:0 ROOT POINT OPTS [OPTIONAL…] - TYPE SOURCE SUPER_OPTS". */
    private record Mount(String root, Path point, String type, List<String> superOptions) {

        static Mount parse(String line) {
            String[] f = line.split(" ");
            int dash = List.of(f).indexOf("-");
            if (dash < 6 || f.length < dash + 4) {
                return null;
            }
            return new Mount(unescape(f[3]), Path.of(unescape(f[4])), f[dash + 1],
                    new ArrayList<>(List.of(f[dash + 3].split(","))));
        }

        /** mountinfo writes space, tab, newline and backslash as \040, \011, \012, \134. */
        private static String unescape(String s) {
            var out = new StringBuilder();
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '\\' && i + 3 < s.length()
                        && s.substring(i + 1, i + 4).chars().allMatch(d -> d >= '0' && d <= '7')) {
                    out.append((char) Integer.parseInt(s.substring(i + 1, i + 4), 8));
                    i += 3;
                } else {
                    out.append(c);
                }
            }
            return out.toString();
        }
    }
}
