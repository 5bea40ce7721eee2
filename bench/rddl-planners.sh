#!/usr/bin/env bash
# The sample RDDL planners side by side (examples/README.md): random and rollout, Python and Java, each
# playing the same seeded session of each instance against libs/rddl's RDDLSim server over TCP.
# Prints mean round reward, standard error, rollout/random ratio and wall time per session.
#   bench/rddl-planners.sh                          # 30 rounds of sysadmin and game_of_life instance 1
#   ROUNDS=10 bench/rddl-planners.sh sysadmin_inst_mdp__10
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
(cd "$ROOT" && ./mvnw -B -ntp -q -pl examples -am package -DskipTests)
instances=("$@")
[[ ${#instances[@]} -gt 0 ]] || instances=(sysadmin_inst_mdp__1 game_of_life_inst_mdp__1)
exec "$JAVA_HOME/bin/java" -cp "$ROOT/libs/rddl/target/classes" "$ROOT/bench/RddlPlanners.java" \
  "$ROOT" "${ROUNDS:-30}" "${instances[@]}"
