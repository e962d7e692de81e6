#!/usr/bin/env bash
# Runs the JMH benchmarks and prints every score and the ratios the project's claims rest on.
#   benchmarks/run.sh           the full run, for docs/benchmarks.md
#   benchmarks/run.sh --quick   one short fork per benchmark, a few minutes
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q install -DskipTests -pl benchmarks -am
cp_file=benchmarks/target/classpath.txt
mvn -B -q dependency:build-classpath -pl benchmarks -Dmdep.outputFile="$(pwd)/$cp_file" -Dmdep.includeScope=runtime
# the module access the embedded mini cluster needs on JDK 17 (as hbase.jdk17.flags in the parent pom)
flags=(--add-opens java.base/java.lang=ALL-UNNAMED --add-opens java.base/java.nio=ALL-UNNAMED
  --add-opens java.base/sun.nio.ch=ALL-UNNAMED --add-opens java.base/java.util=ALL-UNNAMED
  --add-opens java.base/java.lang.reflect=ALL-UNNAMED --add-opens java.base/java.util.concurrent=ALL-UNNAMED
  --add-opens java.base/java.io=ALL-UNNAMED --add-exports java.base/jdk.internal.misc=ALL-UNNAMED
  -Dio.netty.tryReflectionSetAccessible=true)
exec java "${flags[@]}" -Xmx2g -cp "benchmarks/target/classes:$(cat "$cp_file")" org.hbasemapper.benchmarks.Report "$@"
