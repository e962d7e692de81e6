#!/usr/bin/env bash
# Runs the JMH benchmarks and prints every score and the ratios the project's claims rest on.
#   benchmarks/run.sh           the full run, for docs/benchmarks.md
#   benchmarks/run.sh --quick   one short fork per benchmark, a few minutes
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q install -DskipTests -pl benchmarks -am
cp_file=benchmarks/target/classpath.txt
mvn -B -q dependency:build-classpath -pl benchmarks -Dmdep.outputFile="$(pwd)/$cp_file" -Dmdep.includeScope=runtime
exec java -cp "benchmarks/target/classes:$(cat "$cp_file")" org.hbasemapper.benchmarks.Report "$@"
