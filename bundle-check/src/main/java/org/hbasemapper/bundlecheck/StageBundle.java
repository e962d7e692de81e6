package org.hbasemapper.bundlecheck;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * Stages the bundle: every published module's pom, and for a jar module its jar, -sources jar and
 * -javadoc jar, as this build left them in the module's target directory, copied into a directory in
 * the layout of a Maven repository with an .md5 and a .sha1 beside each file, as {@code mvn deploy}
 * would upload them. A snapshot keeps its -SNAPSHOT names, as a local repository holds them.
 *
 * <p>It copies rather than deploys because Maven refuses to deploy in offline mode, even to a directory,
 * and the bundle must be there in every build; what a module did not build is left out, for
 * {@link BundleCheck} to name.
 */
public final class StageBundle {
  private StageBundle() {}

  /** {@code ROOT_DIR BUNDLE_DIR}: stages the published modules of the build in ROOT_DIR into BUNDLE_DIR (emptied first). */
  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      throw new IllegalArgumentException("usage: StageBundle ROOT_DIR BUNDLE_DIR");
    }
    Path bundle = Path.of(args[1]).toAbsolutePath().normalize();
    List<Module> published = Reactor.published(Path.of(args[0]).toAbsolutePath().normalize());
    int files = stage(published, bundle);
    System.out.println("bundle-check: staged " + files + " files of " + published.size() + " published modules in "
        + bundle);
  }

  /** Copies what each module built into {@code bundle}; returns how many artifact files it copied. */
  static int stage(List<Module> published, Path bundle) throws IOException {
    deleteTree(bundle);
    int files = 0;
    for (Module module : published) {
      Path target = bundle.resolve(module.repositoryPath());
      Files.createDirectories(target);
      String stem = module.artifactId() + "-" + module.version();
      files += copy(module.directory().resolve("pom.xml"), target.resolve(stem + ".pom"));
      if (module.isJar()) {
        Path built = module.directory().resolve("target");
        for (String suffix : List.of(".jar", "-sources.jar", "-javadoc.jar")) {
          files += copy(built.resolve(stem + suffix), target.resolve(stem + suffix));
        }
      }
    }
    return files;
  }

  private static int copy(Path from, Path to) throws IOException {
    if (!Files.isRegularFile(from)) {
      return 0;
    }
    Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
    byte[] content = Files.readAllBytes(to);
    Files.writeString(to.resolveSibling(to.getFileName() + ".md5"), digest("MD5", content));
    Files.writeString(to.resolveSibling(to.getFileName() + ".sha1"), digest("SHA-1", content));
    return 1;
  }

  static String digest(String algorithm, byte[] content) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(content));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void deleteTree(Path directory) throws IOException {
    if (!Files.exists(directory)) {
      return;
    }
    try (Stream<Path> files = Files.walk(directory)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }
}
