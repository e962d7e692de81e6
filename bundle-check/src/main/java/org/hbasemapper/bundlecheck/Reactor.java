package org.hbasemapper.bundlecheck;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.w3c.dom.Element;

/** The modules of the build, read from the root pom's {@code <modules>} and each module's pom. */
final class Reactor {
  private Reactor() {}

  /** The root itself and each of its modules, in the root pom's order. */
  static List<Module> modules(Path root) {
    Element rootPom = Poms.read(root.resolve("pom.xml"));
    Module parent = module(rootPom, null, root);
    List<Module> modules = new ArrayList<>();
    modules.add(parent);
    Element list = Poms.child(rootPom, "modules");
    for (Element name : list == null ? List.<Element>of() : Poms.children(list, "module")) {
      Path directory = root.resolve(name.getTextContent().strip());
      modules.add(module(Poms.read(directory.resolve("pom.xml")), parent, directory));
    }
    return modules;
  }

  /**
   * The modules the build publishes: every one whose pom does not set maven.deploy.skip to true, so a new
   * module is published, staged and checked from the moment it is added to the root pom.
   */
  static List<Module> published(Path root) {
    return modules(root).stream().filter(Module::published).toList();
  }

  private static Module module(Element pom, Module parent, Path directory) {
    String groupId = Poms.text(pom, "groupId").orElse(parent == null ? "" : parent.groupId());
    String version = Poms.text(pom, "version").orElse(parent == null ? "" : parent.version());
    Element properties = Poms.child(pom, "properties");
    boolean skipped = properties != null && Poms.text(properties, "maven.deploy.skip").orElse("").equals("true");
    return new Module(groupId, Poms.text(pom, "artifactId").orElseThrow(), version,
        Poms.text(pom, "packaging").orElse("jar"), !skipped, directory);
  }
}
