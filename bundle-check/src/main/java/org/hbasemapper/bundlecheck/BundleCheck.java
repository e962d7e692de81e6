package org.hbasemapper.bundlecheck;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.w3c.dom.Element;

/**
 * Checks that a staged bundle (a Maven repository directory, as {@code mvn deploy} writes it) holds
 * everything Maven Central requires of each module the reactor publishes: its pom, and for a jar module
 * the jar, the -sources jar and the -javadoc jar, each with .md5 and .sha1 checksums that match (and an
 * .asc signature when the release was signed); POMs with a name, a description, and a url, licence,
 * developers and scm of their own or their parent's; a jar that names its module; and a BOM that lists
 * every published jar module and nothing else.
 *
 * <p>A module is published unless its pom sets {@code maven.deploy.skip} to true, so a new module is
 * checked from the moment it is added to the root pom's modules.
 */
public final class BundleCheck {
  private static final String REQUIRED_IN_POM_OR_PARENT = "url, licenses, developers, scm";

  private final Path bundle;
  private final Path root;
  private final String bomArtifactId;
  private final boolean signed;
  private final List<String> problems = new ArrayList<>();

  BundleCheck(Path bundle, Path root, String bomArtifactId, boolean signed) {
    this.bundle = bundle;
    this.root = root;
    this.bomArtifactId = bomArtifactId;
    this.signed = signed;
  }

  /**
   * {@code BUNDLE_DIR ROOT_DIR BOM_ARTIFACT_ID}: checks the bundle against the modules of the root pom in
   * ROOT_DIR, and fails with one line per problem. Signatures are all or nothing: a bundle with one .asc
   * file (the release profile signed it) needs one beside every file.
   */
  public static void main(String[] args) {
    if (args.length != 3) {
      throw new IllegalArgumentException("usage: BundleCheck BUNDLE_DIR ROOT_DIR BOM_ARTIFACT_ID");
    }
    Path bundle = Path.of(args[0]).toAbsolutePath().normalize();
    BundleCheck check = new BundleCheck(bundle, Path.of(args[1]), args[2], hasSignatures(bundle));
    List<String> problems = check.problems();
    if (!problems.isEmpty()) {
      throw new IllegalStateException("The bundle " + bundle + " is not what Maven Central requires ("
          + problems.size() + " problem" + (problems.size() == 1 ? "" : "s") + "):\n  "
          + String.join("\n  ", problems));
    }
    System.out.println("bundle-check: " + bundle + " holds every published module complete"
        + (check.signed ? ", signed" : " (unsigned: Central also needs the .asc signatures the release profile"
            + " makes with a key, docs/releasing.md)") + ": "
        + check.published().stream().map(Module::artifactId).collect(Collectors.joining(", ")));
  }

  private static boolean hasSignatures(Path bundle) {
    if (!Files.isDirectory(bundle)) {
      return false;
    }
    try (Stream<Path> files = Files.walk(bundle)) {
      return files.anyMatch(f -> f.getFileName().toString().endsWith(".asc"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** What the bundle lacks or gets wrong, one line each; empty when it is complete. */
  List<String> problems() {
    problems.clear();
    List<Module> published = published();
    String version = published.get(0).version();
    for (Module module : published) {
      if (!module.version().equals(version)) {
        problems.add(module.artifactId() + ": version " + module.version() + " is not the parent's " + version
            + "; every published module is released with one version (docs/releasing.md)");
      }
      checkModule(module);
    }
    checkBom(published);
    checkNothingElse(published);
    return List.copyOf(problems);
  }

  /** The modules the reactor publishes. */
  List<Module> published() {
    return Reactor.published(root);
  }

  private void checkModule(Module module) {
    Path directory = versionDirectory(module);
    if (!Files.isDirectory(directory)) {
      problems.add(module.artifactId() + ": not in the bundle (no " + bundle.relativize(directory) + ")");
      return;
    }
    Map<String, String> names = fileNames(module, directory);
    checkArtifact(module, directory, names, "", "pom", "pom");
    if (module.isJar()) {
      checkArtifact(module, directory, names, "", "jar", "jar");
      checkArtifact(module, directory, names, "sources", "jar", "sources jar");
      checkArtifact(module, directory, names, "javadoc", "jar", "javadoc jar");
    }
    Path pom = directory.resolve(names.getOrDefault(":pom", ""));
    if (Files.isRegularFile(pom)) {
      checkPomMetadata(module, Poms.read(pom));
    }
  }

  private Path versionDirectory(Module module) {
    return bundle.resolve(module.repositoryPath());
  }

  /**
   * The file name of each artifact, keyed {@code classifier:extension}. A release's names follow from its
   * version; a snapshot's are timestamped, and its maven-metadata.xml says which ones are the latest.
   */
  private Map<String, String> fileNames(Module module, Path directory) {
    Map<String, String> names = new LinkedHashMap<>();
    String stem = module.artifactId() + "-";
    Path metadata = directory.resolve("maven-metadata.xml");
    if (module.version().endsWith("-SNAPSHOT") && Files.isRegularFile(metadata)) {
      Element versioning = Poms.child(Poms.read(metadata), "versioning");
      Element snapshots = versioning == null ? null : Poms.child(versioning, "snapshotVersions");
      for (Element snapshot : snapshots == null ? List.<Element>of() : Poms.children(snapshots, "snapshotVersion")) {
        String classifier = Poms.text(snapshot, "classifier").orElse("");
        String extension = Poms.text(snapshot, "extension").orElseThrow();
        names.put(classifier + ":" + extension, stem + Poms.text(snapshot, "value").orElseThrow()
            + (classifier.isEmpty() ? "" : "-" + classifier) + "." + extension);
      }
      return names;
    }
    for (String key : List.of(":pom", ":jar", "sources:jar", "javadoc:jar")) {
      String classifier = key.substring(0, key.indexOf(':'));
      names.put(key, stem + module.version() + (classifier.isEmpty() ? "" : "-" + classifier)
          + "." + key.substring(key.indexOf(':') + 1));
    }
    return names;
  }

  private void checkArtifact(Module module, Path directory, Map<String, String> names, String classifier,
      String extension, String what) {
    String name = names.get(classifier + ":" + extension);
    if (name == null || !Files.isRegularFile(directory.resolve(name))) {
      problems.add(module.artifactId() + ": no " + what + " (" + (name == null ? expectedName(module, classifier,
          extension) : name) + ") in " + bundle.relativize(directory) + "; every published module needs one, "
          + "or mark the module unpublished with maven.deploy.skip");
      return;
    }
    Path file = directory.resolve(name);
    checkChecksum(module, file, "md5", "MD5");
    checkChecksum(module, file, "sha1", "SHA-1");
    if (signed && !Files.isRegularFile(file.resolveSibling(name + ".asc"))) {
      problems.add(module.artifactId() + ": " + name + " is not signed (no " + name + ".asc)");
    }
    if (extension.equals("jar")) {
      checkJar(module, file, classifier);
    }
  }

  private static String expectedName(Module module, String classifier, String extension) {
    return module.artifactId() + "-" + module.version() + (classifier.isEmpty() ? "" : "-" + classifier)
        + "." + extension;
  }

  private void checkChecksum(Module module, Path file, String suffix, String algorithm) {
    Path checksum = file.resolveSibling(file.getFileName() + "." + suffix);
    if (!Files.isRegularFile(checksum)) {
      problems.add(module.artifactId() + ": " + file.getFileName() + " has no ." + suffix + " checksum");
      return;
    }
    try {
      String stated = Files.readString(checksum, StandardCharsets.US_ASCII).strip().split("\\s+")[0];
      String actual = HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(file)));
      if (!stated.equalsIgnoreCase(actual)) {
        problems.add(module.artifactId() + ": " + checksum.getFileName() + " says " + stated + " but "
            + file.getFileName() + " has " + actual);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The jar opens; the main jar names its module, the javadoc jar has an index page. */
  private void checkJar(Module module, Path file, String classifier) {
    try (JarFile jar = new JarFile(file.toFile())) {
      if (classifier.isEmpty()) {
        String name = jar.getManifest() == null ? null
            : jar.getManifest().getMainAttributes().getValue("Automatic-Module-Name");
        if (name == null && jar.getEntry("module-info.class") == null) {
          problems.add(module.artifactId() + ": " + file.getFileName() + " names no module (no Automatic-Module-Name"
              + " in its manifest); set module.name in the module's pom");
        }
      } else if (classifier.equals("javadoc") && jar.getEntry("index.html") == null) {
        problems.add(module.artifactId() + ": " + file.getFileName() + " has no index.html");
      }
    } catch (IOException e) {
      problems.add(module.artifactId() + ": " + file.getFileName() + " is not a readable jar: " + e.getMessage());
    }
  }

  /** Central's required POM elements: name and description of its own; the rest its own or its parent's. */
  private void checkPomMetadata(Module module, Element pom) {
    for (String element : List.of("name", "description")) {
      if (Poms.text(pom, element).isEmpty()) {
        problems.add(module.artifactId() + ": its pom has no <" + element + ">");
      }
    }
    Element parentPom = parentPom(module, pom);
    for (String element : REQUIRED_IN_POM_OR_PARENT.split(", ")) {
      if (Poms.child(pom, element) == null && (parentPom == null || Poms.child(parentPom, element) == null)) {
        problems.add(module.artifactId() + ": its pom has no <" + element + ">, nor has its parent's");
      }
    }
  }

  /** The parent's pom from the bundle, which a consumer needs as much as the module's own. */
  private Element parentPom(Module module, Element pom) {
    Element parent = Poms.child(pom, "parent");
    if (parent == null) {
      return null;
    }
    Module parentModule = new Module(Poms.text(parent, "groupId").orElseThrow(), Poms.text(parent, "artifactId").orElseThrow(),
        Poms.text(parent, "version").orElseThrow(), "pom", true, null);
    Path directory = versionDirectory(parentModule);
    Path file = directory.resolve(fileNames(parentModule, directory).getOrDefault(":pom", ""));
    if (!Files.isRegularFile(file)) {
      problems.add(module.artifactId() + ": its parent " + parentModule.describe() + " is not in the bundle");
      return null;
    }
    return Poms.read(file);
  }

  /** The BOM manages exactly the published jar modules. */
  private void checkBom(List<Module> published) {
    Optional<Module> bom = published.stream().filter(m -> m.artifactId().equals(bomArtifactId)).findFirst();
    if (bom.isEmpty()) {
      problems.add(bomArtifactId + ": the BOM is not a published module of " + root.toAbsolutePath().normalize());
      return;
    }
    Path directory = versionDirectory(bom.get());
    Path file = directory.resolve(fileNames(bom.get(), directory).getOrDefault(":pom", ""));
    if (!Files.isRegularFile(file)) {
      return; // already reported as missing
    }
    Set<String> managed = new TreeSet<>();
    Element management = Poms.child(Poms.read(file), "dependencyManagement");
    Element dependencies = management == null ? null : Poms.child(management, "dependencies");
    for (Element dependency : dependencies == null ? List.<Element>of() : Poms.children(dependencies, "dependency")) {
      managed.add(Poms.text(dependency, "groupId").orElse("") + ":" + Poms.text(dependency, "artifactId").orElse(""));
    }
    Set<String> expected = published.stream().filter(Module::isJar).map(m -> m.groupId() + ":" + m.artifactId())
        .collect(Collectors.toCollection(TreeSet::new));
    for (String missing : difference(expected, managed)) {
      problems.add(bomArtifactId + ": does not list the published module " + missing + "; add it to its dependencyManagement");
    }
    for (String extra : difference(managed, expected)) {
      problems.add(bomArtifactId + ": lists " + extra + ", which is not a published module of this build");
    }
  }

  /** Nothing the reactor does not publish (a test module, the samples) found its way into the bundle. */
  private void checkNothingElse(List<Module> published) {
    Set<Path> expected = published.stream().map(m -> versionDirectory(m).getParent()).collect(Collectors.toSet());
    Set<Path> groups = published.stream().map(m -> bundle.resolve(m.groupId().replace('.', '/')))
        .collect(Collectors.toSet());
    for (Path group : groups) {
      if (!Files.isDirectory(group)) {
        continue;
      }
      try (Stream<Path> artifacts = Files.list(group)) {
        artifacts.filter(Files::isDirectory).filter(a -> !expected.contains(a)).sorted().forEach(a -> problems.add(
            a.getFileName() + ": in the bundle but not a published module (its pom sets maven.deploy.skip, "
                + "or it is not a module of the root pom)"));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private static Set<String> difference(Set<String> a, Set<String> b) {
    Set<String> result = new TreeSet<>(a);
    result.removeAll(b);
    return result;
  }

}
