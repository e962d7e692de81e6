package org.hbasemapper.processor;

import com.palantir.javapoet.ClassName;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.diagnostics.Warning;
import org.hbasemapper.processor.model.CatalogEntryModel;
import org.hbasemapper.processor.model.CatalogModel;
import org.hbasemapper.processor.types.RuntimeNames;
import org.hbasemapper.processor.write.Writers;

/**
 * The catalog of the compilation: collects the DAOs, asynchronous DAOs, group DAOs and repositories
 * that the rounds generate and writes {@code HBaseMapperCatalog} (in the entities' package, or as
 * {@code -Ahbasemapper.catalog} names it), its line in {@code META-INF/services} and a listing of its
 * entries, once every one is known. A compilation that generated none writes nothing.
 *
 * <p>"Once every one is known" is the first round that generated nothing new of them while nothing
 * waits for a later round: a repository is written the round after its entity, whose {@code Key} it
 * names. Not the last round: a source created there is a javac warning, which fails {@code -Werror}
 * builds. A class generated after the catalog (only when another processor writes an entity late in the
 * compilation) is warned about, since frameworks reading the catalog will miss it.
 *
 * <p>An IDE or a build without Maven's recompile-everything rule may compile only the sources that
 * changed, and the rounds then see only some entities. So that the catalog still lists all, the entries
 * of the listing an earlier compilation left in the class output are kept when their annotated type is
 * not compiled now and their generated classes still exist (as AutoService merges its services files).
 */
final class CatalogStep {
  /** {@code -Ahbasemapper.catalog=com.example.ShopCatalog} names the catalog class. */
  static final String OPTION = "hbasemapper.catalog";
  static final String SIMPLE_NAME = "HBaseMapperCatalog";
  static final String SERVICES = "META-INF/services/" + RuntimeNames.MAPPER_CATALOG.canonicalName();
  /** The entries of the catalog, by name, for the next compilation of only some sources. */
  static final String LISTING = "META-INF/hbase-mapper/catalog.txt";

  private final ProcessingEnvironment env;
  /** The entries generated in this compilation, by kind and type. */
  private final Map<String, CatalogEntryModel> generated = new LinkedHashMap<>();
  /** How many entries there were at the end of the round before. */
  private int counted;
  /** Whether the catalog was written (or could not be, having no valid name), and its name. */
  private boolean done;
  private ClassName written;
  /** The annotated types whose classes came after the catalog, warned about once each. */
  private final Set<String> late = new HashSet<>();

  CatalogStep(ProcessingEnvironment env) {
    this.env = env;
  }

  /** Counts a class generated in this compilation; one generated after the catalog is warned about. */
  void add(CatalogEntryModel entry) {
    if (done) {
      TypeElement origin = element(entry.origin());
      if (origin != null && written != null && late.add(entry.origin())) {
        new Reporter(env.getMessager()).warning(Warning.CATALOG, origin, null, null,
            Messages.catalogWrittenBefore(entry.origin(), written.canonicalName()));
      }
      return;
    }
    generated.put(key(entry), entry);
  }

  /**
   * At the end of a round: writes the catalog when this round generated no new class while nothing
   * {@code waiting} for a later one, or when it is the {@code last} (which only classes held back to the
   * end reach); {@code declared} tells the types of the compilation (its sources and the generated ones).
   */
  void roundOver(boolean waiting, boolean last, Predicate<String> declared) {
    boolean grew = generated.size() > counted;
    counted = generated.size();
    if (!done && !generated.isEmpty() && (last || !(grew || waiting))) {
      write(declared);
    }
  }

  private void write(Predicate<String> declared) {
    done = true;
    Listing previous = readListing();
    List<CatalogEntryModel> entries = merge(previous.entries(), declared);
    ClassName name = name(entries, declared);
    written = name;
    if (name == null) {
      return;
    }
    entries = entries.stream().filter(e -> listable(e, name)).toList();
    if (entries.isEmpty()) {
      return;
    }
    try {
      Writers.writeCatalog(new CatalogModel(name, entries), origins(entries), env.getFiler());
      writeResource(SERVICES, services(previous.catalog(), name));
      writeResource(LISTING, Listing.text(name, entries));
    } catch (IOException | RuntimeException e) {
      env.getMessager().printMessage(Diagnostic.Kind.ERROR, Messages.internalError(name.simpleName(), e),
          element(entries.get(0).origin()));
    }
  }

  /**
   * This compilation's entries, and those of the earlier one that still hold: their annotated type is
   * not compiled now (else what it generates now is all there is) and their classes still exist.
   */
  private List<CatalogEntryModel> merge(List<CatalogEntryModel> earlier, Predicate<String> declared) {
    Map<String, CatalogEntryModel> all = new LinkedHashMap<>(generated);
    for (CatalogEntryModel entry : earlier) {
      if (!all.containsKey(key(entry)) && !declared.test(entry.origin()) && stillExists(entry)) {
        all.put(key(entry), entry);
      }
    }
    return all.values().stream().sorted(CatalogEntryModel.ORDER).toList();
  }

  private boolean stillExists(CatalogEntryModel entry) {
    return element(entry.origin()) != null && element(entry.type().canonicalName()) != null
        && element(entry.built().canonicalName()) != null && element(entry.schemaOwner().canonicalName()) != null;
  }

  /**
   * The catalog's class: as the option names it, else {@code HBaseMapperCatalog} in the entities'
   * package (the first in sorted order when they span several; the repositories' when there are no
   * entities); null when that is no name it can have (reported).
   */
  private ClassName name(List<CatalogEntryModel> entries, Predicate<String> declared) {
    Map<String, String> options = env.getOptions();
    ClassName name;
    if (options.containsKey(OPTION)) {
      String value = options.get(OPTION) == null ? "" : options.get(OPTION).trim();
      if (!SourceVersion.isName(value) || !value.contains(".")) {
        new Reporter(env.getMessager()).error(element(entries.get(0).origin()),
            Messages.catalogNameInvalid(OPTION, value));
        return null;
      }
      int dot = value.lastIndexOf('.');
      name = ClassName.get(value.substring(0, dot), value.substring(dot + 1));
    } else {
      name = ClassName.get(defaultPackage(entries), SIMPLE_NAME);
    }
    if (declared.test(name.canonicalName())) {
      TypeElement taken = env.getElementUtils().getTypeElement(name.canonicalName());
      new Reporter(env.getMessager()).error(taken != null ? taken : element(entries.get(0).origin()),
          Messages.catalogNameTaken(name.canonicalName(), OPTION));
      return null;
    }
    return name;
  }

  private static String defaultPackage(List<CatalogEntryModel> entries) {
    List<CatalogEntryModel> entities = entries.stream().filter(e -> e.kind() == CatalogEntryModel.Kind.DAO).toList();
    return (entities.isEmpty() ? entries : entities).stream()
        .map(e -> e.type().packageName()).sorted().findFirst().orElseThrow();
  }

  /**
   * Whether the catalog's package can name {@code entry}'s type: generated classes are public, a
   * repository interface need not be (warned about, on the interface).
   */
  private boolean listable(CatalogEntryModel entry, ClassName catalog) {
    if (entry.kind() != CatalogEntryModel.Kind.REPOSITORY || entry.type().packageName().equals(catalog.packageName())) {
      return true;
    }
    TypeElement type = element(entry.type().canonicalName());
    for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
      if (!t.getModifiers().contains(Modifier.PUBLIC)) {
        String fix = entry.type().packageName() + "." + SIMPLE_NAME;
        new Reporter(env.getMessager()).warning(Warning.CATALOG, type, null, null,
            Messages.catalogSkipsRepository(entry.type().canonicalName(), catalog.canonicalName(), OPTION, fix));
        return false;
      }
    }
    return true;
  }

  /** The annotated types the entries come from, for incremental builds. */
  private List<Element> origins(List<CatalogEntryModel> entries) {
    Set<Element> origins = new LinkedHashSet<>();
    for (CatalogEntryModel entry : entries) {
      TypeElement origin = element(entry.origin());
      if (origin != null) {
        origins.add(origin);
      }
    }
    return new ArrayList<>(origins);
  }

  /**
   * The services file: the catalog, after the lines of the file already in the class output (a
   * provider of the user's own, copied from the resources) except the catalog an earlier compilation
   * wrote there and any provider whose class no longer exists (a catalog of an earlier compilation
   * whose package changed, left in a stale output: {@code ServiceLoader} would fail on it).
   */
  private String services(String earlierCatalog, ClassName name) {
    StringBuilder out = new StringBuilder();
    for (String line : readResource(SERVICES)) {
      String provider = provider(line);
      if (!line.isBlank() && !provider.equals(earlierCatalog) && !provider.equals(name.reflectionName())
          && (provider.isEmpty() || exists(provider))) {
        out.append(line).append('\n');
      }
    }
    return out.append(name.reflectionName()).append('\n').toString();
  }

  /** The provider class a services-file line names; empty for a blank or comment line. */
  private static String provider(String line) {
    return line.replaceAll("#.*", "").trim();
  }

  /** Whether the class of binary name {@code provider} is compiled now or on the class path. */
  private boolean exists(String provider) {
    return env.getElementUtils().getTypeElement(provider.replace('$', '.')) != null;
  }

  private Listing readListing() {
    return Listing.parse(readResource(LISTING));
  }

  /** The lines of {@code path} in the class output, none when it is not there. */
  private List<String> readResource(String path) {
    List<String> lines = new ArrayList<>();
    try {
      FileObject file = env.getFiler().getResource(StandardLocation.CLASS_OUTPUT, "", path);
      try (BufferedReader in = new BufferedReader(
          new InputStreamReader(file.openInputStream(), StandardCharsets.UTF_8))) {
        in.lines().forEach(lines::add);
      }
    } catch (IOException | RuntimeException e) {
      // none there (a first or a clean build), or a Filer that reads no output (some IDEs): nothing to merge
      return List.of();
    }
    return lines;
  }

  private void writeResource(String path, String text) throws IOException {
    FileObject file = env.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "", path);
    try (Writer out = new OutputStreamWriter(file.openOutputStream(), StandardCharsets.UTF_8)) {
      out.write(text);
    }
  }

  private TypeElement element(String canonicalName) {
    return env.getElementUtils().getTypeElement(canonicalName);
  }

  private static String key(CatalogEntryModel entry) {
    return entry.kind() + " " + entry.type().canonicalName();
  }

  /**
   * The listing: the catalog's binary name, then an entry a line, tab-separated: kind, type, built
   * class, schema owner (each {@code package/Outer.Nested}) and the annotated type's qualified name.
   */
  record Listing(String catalog, List<CatalogEntryModel> entries) {
    private static final String HEADER = "# the entries of the hbase-mapper catalog, read back when only some "
        + "sources are compiled again";

    static String text(ClassName catalog, List<CatalogEntryModel> entries) {
      StringBuilder out = new StringBuilder(HEADER).append('\n')
          .append("catalog\t").append(catalog.reflectionName()).append('\n');
      for (CatalogEntryModel e : entries) {
        out.append(e.kind()).append('\t').append(name(e.type())).append('\t').append(name(e.built())).append('\t')
            .append(name(e.schemaOwner())).append('\t').append(e.origin()).append('\n');
      }
      return out.toString();
    }

    /** The listing of {@code lines}; a line it cannot read is left out (it was written by another version). */
    static Listing parse(List<String> lines) {
      String catalog = null;
      List<CatalogEntryModel> entries = new ArrayList<>();
      for (String line : lines) {
        String[] parts = line.split("\t");
        if (parts.length == 2 && parts[0].equals("catalog")) {
          catalog = parts[1];
        } else if (parts.length == 5 && !line.startsWith("#")) {
          try {
            entries.add(new CatalogEntryModel(CatalogEntryModel.Kind.valueOf(parts[0]), className(parts[1]),
                className(parts[2]), className(parts[3]), parts[4]));
          } catch (RuntimeException e) {
            // an unknown kind or a malformed name: that entry is generated again by a full build
          }
        }
      }
      return new Listing(catalog, entries);
    }

    private static String name(ClassName name) {
      return name.packageName() + "/" + String.join(".", name.simpleNames());
    }

    private static ClassName className(String text) {
      int slash = text.indexOf('/');
      String[] simple = text.substring(slash + 1).split("\\.");
      return ClassName.get(text.substring(0, slash), simple[0], Arrays.copyOfRange(simple, 1, simple.length));
    }
  }
}
