#!/usr/bin/env bash
# Builds the simulator and runs its benchmark: simulated multiply-accumulates per second of
# hello-tcp's GEMM at the book's sizes, with the naive evaluator's time beside it.
# Usage: simulator/bench.sh [measured runs, default 3]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$root/scripts/java-home.sh"
find_java_home
cd "$root"
mvn -q -pl simulator -am compile 2>&1 | { grep -v '^WARNING' || true; }
guava=$(find "$HOME/.m2/repository/com/google/guava/guava" -name 'guava-*-jre.jar' | sort | tail -1)
exec "$JAVA_HOME/bin/java" -cp "simulator/target/classes:algebra/target/classes:prover/target/classes:$guava" \
    dev.layoutprover.simulator.bench.SimulatorBench "$@"
