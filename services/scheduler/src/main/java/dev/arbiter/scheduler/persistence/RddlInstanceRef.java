package dev.arbiter.scheduler.persistence;

/**
 * One instance of an RDDL competition's set, as stored with the competition (jsonb) and announced to the platform.
 *
 * @param name         the instance's name (what a planner asks for)
 * @param domain       its RDDL domain's name
 * @param domainFile   the file of the domain
 * @param instanceFile the file of the instance and its non-fluents
 */
public record RddlInstanceRef(String name, String domain, String domainFile, String instanceFile) {
}
