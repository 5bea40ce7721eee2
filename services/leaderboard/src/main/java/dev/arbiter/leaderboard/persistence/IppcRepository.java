package dev.arbiter.leaderboard.persistence;

import dev.arbiter.proto.v1.RddlCompetition;
import dev.arbiter.proto.v1.RddlInstance;
import dev.arbiter.proto.v1.RddlSession;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Array;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/** RDDL competitions' tables: {@code rddl_competition}, {@code rddl_instance} and the seats' {@code rddl_session}. */
@ApplicationScoped
public class IppcRepository {

    /** competition.updated's RDDL section as stored. */
    public record RddlSet(String name, String filesSha256, int rounds, String noopEntryId, String randomEntryId) {
    }

    /** One instance of a competition's set, in the set's order. */
    public record InstanceRow(String name, String domain, String domainFile, String instanceFile) {
    }

    /** One seat's session: the entry's round rewards on one instance. */
    public record SessionRow(String entryId, String instance, List<Double> roundRewards) {
    }

    private static final String SET = """
            select set_name, files_sha256, rounds, noop_entry_id, random_entry_id from rddl_competition where slug = ?""";
    private static final String INSTANCES = """
            select name, domain, domain_file, instance_file from rddl_instance where competition = ? order by position""";

    private final Jdbc jdbc;

    public IppcRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /** Keeps competition.updated's RDDL section: the set and its instances, replaced as a whole. */
    public void storeSet(Connection connection, String slug, RddlCompetition rddl) throws SQLException {
        Jdbc.update(connection, """
                insert into rddl_competition (slug, set_name, files_sha256, rounds, noop_entry_id, random_entry_id)
                values (?, ?, ?, ?, ?, ?)
                on conflict (slug) do update set set_name = excluded.set_name, files_sha256 = excluded.files_sha256,
                    rounds = excluded.rounds, noop_entry_id = excluded.noop_entry_id, random_entry_id = excluded.random_entry_id""",
                slug, rddl.getSet(), rddl.getFilesSha256().isBlank() ? null : rddl.getFilesSha256(), rddl.getRounds(),
                rddl.getNoopEntryId(), rddl.getRandomEntryId());
        Jdbc.update(connection, "delete from rddl_instance where competition = ?", slug);
        int position = 0;
        for (RddlInstance i : rddl.getInstancesList()) {
            Jdbc.update(connection, """
                    insert into rddl_instance (competition, position, name, domain, domain_file, instance_file)
                    values (?, ?, ?, ?, ?, ?)""", slug, position++, i.getName(), i.getDomain(), i.getDomainFile(), i.getInstanceFile());
        }
    }

    /** Keeps one seat's session (match.recorded's SeatResult.rddl), with the seat's row. */
    public void storeSession(Connection connection, String matchId, int seat, RddlSession session) throws SQLException {
        Array rewards = connection.createArrayOf("float8", session.getRoundRewardsList().toArray(new Double[0]));
        Jdbc.update(connection, """
                insert into rddl_session (match_id, seat, instance, round_rewards, total_reward, rounds)
                values (?, ?, ?, ?, ?, ?) on conflict do nothing""", matchId, seat, session.getInstance(), rewards,
                session.getTotalReward(), session.getRounds());
    }

    /** The competition's set, empty until competition.updated told it. */
    public Optional<RddlSet> set(String slug) {
        return jdbc.query(SET, IppcRepository::set, slug).stream().findFirst();
    }

    public Optional<RddlSet> set(Connection connection, String slug) throws SQLException {
        return Jdbc.query(connection, SET, IppcRepository::set, slug).stream().findFirst();
    }

    public List<InstanceRow> instances(String slug) {
        return jdbc.query(INSTANCES, IppcRepository::instance, slug);
    }

    public List<InstanceRow> instances(Connection connection, String slug) throws SQLException {
        return Jdbc.query(connection, INSTANCES, IppcRepository::instance, slug);
    }

    /** The sessions of the competition's applied results played by each entry's newest version, in the order applied. */
    public List<SessionRow> newestVersionSessions(String slug) {
        return jdbc.query("""
                select s.entry_id, rs.instance, rs.round_rewards from match_result r
                join match_seat s on s.match_id = r.match_id
                join rddl_session rs on rs.match_id = s.match_id and rs.seat = s.seat
                join entry e on e.entry_id = s.entry_id and e.version = s.version
                where r.competition = ? and r.applied order by r.seq, s.seat""", IppcRepository::session, slug);
    }

    /** The sessions of these matches that completed, in the order they were applied. */
    public List<SessionRow> completedSessions(Connection connection, List<String> matchIds) throws SQLException {
        return Jdbc.query(connection, """
                select s.entry_id, rs.instance, rs.round_rewards from match_result r
                join match_seat s on s.match_id = r.match_id
                join rddl_session rs on rs.match_id = s.match_id and rs.seat = s.seat
                where r.match_id = any (?) and r.status = 'completed' order by r.seq, s.seat""", IppcRepository::session,
                connection.createArrayOf("varchar", matchIds.toArray()));
    }

    private static RddlSet set(ResultSet rows) throws SQLException {
        return new RddlSet(rows.getString(1), rows.getString(2), rows.getInt(3), rows.getString(4), rows.getString(5));
    }

    private static InstanceRow instance(ResultSet rows) throws SQLException {
        return new InstanceRow(rows.getString(1), rows.getString(2), rows.getString(3), rows.getString(4));
    }

    private static SessionRow session(ResultSet rows) throws SQLException {
        return new SessionRow(rows.getString(1), rows.getString(2), List.of((Double[]) rows.getArray(3).getArray()));
    }
}
