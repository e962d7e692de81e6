package org.hbasemapper.test;

import java.lang.reflect.Method;
import java.net.URL;
import java.security.CodeSource;
import java.util.List;

/**
 * What this JVM must give the mini cluster before it starts, checked so that a start that cannot succeed
 * fails at once on one line that names the fix, instead of a region server aborting minutes later.
 */
final class StartChecks {
  private StartChecks() {}

  /** The module access of the JDK 17 flags this JVM lacks ({@link EmbeddedHBaseProcess#missingJdkAccess}). */
  static List<String> missingOpens() {
    return EmbeddedHBaseProcess.missingJdkAccess(StartChecks.class.getClassLoader().getUnnamedModule());
  }

  /** Appended to a start failure: the flags, only when this JVM lacks some of them. */
  static String flagsHint() {
    List<String> missing = missingOpens();
    return missing.isEmpty() ? ""
        : " (this JVM does not give the class path " + String.join(", ", missing) + ": on JDK 17 it needs the "
            + "--add-opens flags listed in mapper-test/README.md, section \"JDK 17 flags\")";
  }

  /**
   * Refuses a class path whose protobuf-java cannot load HBase 2.6's coprocessor endpoints (generated for
   * protobuf 2.5; protobuf-java 4 removed what they call): the region server would abort opening
   * {@code hbase:meta}. Spark 4's {@code spark-sql} brings protobuf-java 4.
   */
  static void requireProtobufForCoprocessors() {
    requireProtobufForCoprocessors(StartChecks.class.getClassLoader());
  }

  static void requireProtobufForCoprocessors(ClassLoader loader) {
    Class<?> fileDescriptor;
    try {
      fileDescriptor = Class.forName("com.google.protobuf.Descriptors$FileDescriptor", false, loader);
    } catch (ClassNotFoundException e) {
      return; // hbase-protocol's own check: HBase reports a missing protobuf-java itself
    }
    for (Method method : fileDescriptor.getDeclaredMethods()) {
      if (method.getName().equals("internalBuildGeneratedFileFrom") && method.getParameterCount() == 3) {
        return;
      }
    }
    throw new IllegalStateException("Embedded HBase cannot start on this class path: its protobuf-java is "
        + describe(fileDescriptor) + ", and HBase 2.6's region server needs protobuf-java 2.5.0 for the "
        + "coprocessor endpoint of hbase:meta (protobuf-java 4 comes with Spark 4's spark-sql); add "
        + "com.google.protobuf:protobuf-java:2.5.0 with test scope to the project's dependencies "
        + "(docs/spark.md, section \"Testing a job\")");
  }

  private static String describe(Class<?> type) {
    String version = type.getPackage() == null ? null : type.getPackage().getImplementationVersion();
    CodeSource source = type.getProtectionDomain().getCodeSource();
    URL location = source == null ? null : source.getLocation();
    String path = location == null ? "" : location.getPath().replaceAll("/+$", "");
    String jar = path.isEmpty() ? "an unknown jar" : path.substring(path.lastIndexOf('/') + 1);
    return version == null ? jar : version + " (" + jar + ")";
  }
}
