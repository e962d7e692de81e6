package org.hbasemapper.bundlecheck;

import java.nio.file.Path;

/**
 * A module of the reactor, as its pom declares it.
 *
 * @param directory where its pom and target/ are; null for a pom known only from the bundle
 */
record Module(String groupId, String artifactId, String version, String packaging, boolean published,
    Path directory) {
  boolean isJar() {
    return packaging.equals("jar");
  }

  String describe() {
    return groupId + ":" + artifactId + ":" + version;
  }

  /** Its path in a Maven repository: group, artifact, version. */
  String repositoryPath() {
    return groupId.replace('.', '/') + "/" + artifactId + "/" + version;
  }
}
