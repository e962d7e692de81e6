package org.hbasemapper.processor.baseline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutChange;
import org.hbasemapper.layout.LayoutComparison;
import org.hbasemapper.layout.LayoutFormatException;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.layout.TableLayout;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.diagnostics.Warning;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.MappedField;

/**
 * The committed baseline of stored layouts: one file per table in the directory named by
 * {@code -Ahbasemapper.schemaDir}. Every valid entity is compared with its section; a change that
 * strands stored rows is an error on the element that changed, with the ways forward; compatible
 * changes rewrite the file at the end of the compilation ({@code update}, the default) or fail it
 * ({@code -Ahbasemapper.schemaCheck=verify}, for CI). Without the directory the processor warns once.
 *
 * <p>Sections of entities the compilation does not see (an incremental compile, another module) are
 * kept as they are; a section whose class no longer exists is removed with a warning, unless an entity
 * of the same record type that is new to the baseline takes it over (a renamed class), in which case
 * the two are compared.
 */
public final class Baseline {
  /** {@code -Ahbasemapper.schemaDir=<directory>}: where the baseline files live. */
  public static final String DIR_OPTION = "hbasemapper.schemaDir";
  /** {@code -Ahbasemapper.schemaCheck=update|verify|off}. */
  public static final String CHECK_OPTION = "hbasemapper.schemaCheck";

  private static final String ACCEPT = "org.hbasemapper.annotations.AcceptLayoutChange";

  private enum Mode { UPDATE, VERIFY, OFF }

  private final Elements elements;
  private final Messager messager;
  private final Layouts layouts;
  private final Mode mode;
  private final String dirOption;
  private final Path dir;
  private final Map<String, TableState> tables = new LinkedHashMap<>();
  private boolean warned;
  private boolean finished;

  public Baseline(ProcessingEnvironment env) {
    this.elements = env.getElementUtils();
    this.messager = env.getMessager();
    this.layouts = new Layouts(elements);
    String check = env.getOptions().getOrDefault(CHECK_OPTION, "update");
    Mode parsed = switch (check) {
      case "update", "" -> Mode.UPDATE;
      case "verify" -> Mode.VERIFY;
      case "off" -> Mode.OFF;
      default -> null;
    };
    if (parsed == null) {
      messager.printMessage(Diagnostic.Kind.ERROR, Messages.schemaCheckInvalid(check));
      parsed = Mode.OFF;
    }
    this.dirOption = env.getOptions().get(DIR_OPTION);
    Path resolved = null;
    if (parsed != Mode.OFF && dirOption != null && !dirOption.isBlank()) {
      resolved = Path.of(dirOption).toAbsolutePath().normalize();
      if (Files.exists(resolved) && !Files.isDirectory(resolved)) {
        messager.printMessage(Diagnostic.Kind.ERROR, Messages.baselineDirectoryInvalid(dirOption, "is a file"));
        parsed = Mode.OFF;
      }
    }
    this.mode = parsed;
    this.dir = resolved;
  }

  /**
   * Compares {@code model} with its stored layout, reporting what strands stored rows on the element that
   * changed; returns the layout its generated schema carries: its own, with the breaking changes accepted
   * knowingly so far ({@code @AcceptLayoutChange}), so that the live table accepts them too.
   */
  public EntityLayout check(EntityModel model, Reporter reporter) {
    EntityLayout bare = layouts.of(model);
    if (mode == Mode.OFF) {
      return bare;
    }
    Accept accept = accept(model);
    if (dir == null) {
      if (accept != null) {
        reporter.error(model.element(), accept.annotation, Messages.acceptWithoutBaseline(model.simpleName()));
      }
      if (!warned) {
        warned = true;
        reporter.warning(Warning.BASELINE, model.element(), null, null, Messages.noBaseline());
      }
      return bare;
    }
    TableState table = tables.computeIfAbsent(model.qualifiedTable(), this::load);
    table.mapped.add(model.element().getQualifiedName().toString());
    if (table.unreadable != null) {
      if (!table.reported) {
        table.reported = true;
        reporter.error(model.element(), Messages.baselineUnreadable(table.unreadable));
      }
      return bare;
    }
    EntityLayout current = bare;
    EntityLayout stored = table.stored.entity(current.entity()).orElse(null);
    if (stored == null) {
      stored = renamedFrom(table, current).orElse(null);
    }
    if (stored == null) {
      if (accept != null) {
        reporter.error(model.element(), accept.annotation, Messages.acceptUnknownLayout(model.simpleName(), accept.from,
            "none yet"));
      }
      if (mode == Mode.VERIFY) {
        reporter.error(model.element(), Messages.baselineOutOfDate(model.simpleName(), table.shownName,
            model.simpleName() + " has no stored layout yet"));
        return current;
      }
      table.next = table.next.with(current);
      table.notes.add(model.simpleName() + " added");
      return current;
    }
    List<LayoutChange> changes = LayoutComparison.compare(stored, current, model.qualifiedTable());
    List<LayoutChange> breaking = changes.stream().filter(LayoutChange::breaking).toList();
    List<EntityLayout.Accepted> accepted = new ArrayList<>(stored.accepted());
    if (accept != null) {
      boolean recorded = stored.accepted().stream().anyMatch(a -> a.from().equals(accept.from));
      if (accept.reason.isBlank()) {
        reporter.error(model.element(), accept.annotation, Messages.acceptWithoutReason(model.simpleName()));
        return current;
      }
      if (!breaking.isEmpty() && accept.from.equals(stored.fingerprint())) {
        accepted.add(new EntityLayout.Accepted(accept.from, current.fingerprint(), accept.reason));
        breaking = List.of();
      } else if (breaking.isEmpty() && recorded) {
        reporter.warning(Warning.BASELINE, model.element(), accept.annotation, null,
            Messages.acceptRecorded(model.simpleName(), accept.from));
      } else if (!accept.from.equals(stored.fingerprint())) {
        reporter.error(model.element(), accept.annotation,
            Messages.acceptUnknownLayout(model.simpleName(), accept.from, stored.fingerprint()));
        return current;
      }
    }
    if (!breaking.isEmpty()) {
      for (LayoutChange change : breaking) {
        Target target = target(model, change);
        reporter.error(target.element, target.annotation,
            Messages.layoutBreaksStoredRows(change.describe(), table.shownName));
      }
      return current;
    }
    // a removed column's cells stay in the rows: the baseline remembers them for a later column there
    EntityLayout next = current.withRemovedCellsOf(stored).withAccepted(accepted);
    if (LayoutText.renderEntity(next).equals(LayoutText.renderEntity(stored))) {
      return next;
    }
    if (mode == Mode.VERIFY) {
      String what = changes.isEmpty() ? "its section differs" : changes.get(0).message();
      reporter.error(model.element(), Messages.baselineOutOfDate(model.simpleName(), table.shownName, what));
      return next;
    }
    if (!stored.entity().equals(next.entity())) {
      table.next = table.next.without(stored.entity());
    }
    table.next = table.next.with(next);
    changes.forEach(c -> table.notes.add(c.message()));
    if (changes.isEmpty()) {
      table.notes.add(model.simpleName() + " changed");
    }
    return next;
  }

  /**
   * At the end of the compilation: drops sections of classes that no longer exist and writes every
   * baseline that changed.
   */
  public void finish() {
    if (finished || mode == Mode.OFF || dir == null) {
      return;
    }
    finished = true;
    for (TableState table : tables.values()) {
      if (table.unreadable != null) {
        continue;
      }
      for (EntityLayout entity : table.stored.entities()) {
        if (!table.mapped.contains(entity.entity()) && !table.claimed.contains(entity.entity())
            && elements.getTypeElement(entity.entity()) == null) {
          if (mode == Mode.VERIFY) {
            messager.printMessage(Diagnostic.Kind.ERROR, Messages.baselineOutOfDate(entity.simpleName(),
                table.shownName, entity.simpleName() + " no longer exists"));
            continue;
          }
          messager.printMessage(Diagnostic.Kind.WARNING, "[" + Warning.BASELINE.tag() + "] "
              + Messages.baselineEntityGone(entity.entity(), table.shownName));
          table.next = table.next.without(entity.entity());
          table.notes.add(entity.simpleName() + " removed");
        }
      }
      if (mode == Mode.UPDATE && !table.notes.isEmpty()) {
        write(table);
      }
    }
    warnOfUnmappedTables();
  }

  /**
   * Warns of each baseline file whose table no entity of the compilation maps and whose entities no
   * longer exist: the table's rows are stranded, or the file is stale. Files of tables mapped by
   * classes this compilation merely did not compile (an incremental build) are left alone.
   */
  private void warnOfUnmappedTables() {
    if (!Files.isDirectory(dir)) {
      return;
    }
    List<Path> files;
    try (java.util.stream.Stream<Path> listed = Files.list(dir)) {
      files = listed.filter(f -> f.getFileName().toString().endsWith(".layout")).sorted().toList();
    } catch (IOException e) {
      return; // the files of the mapped tables were read or written already; nothing more to say
    }
    for (Path file : files) {
      String name = file.getFileName().toString();
      if (tables.values().stream().anyMatch(t -> t.file.getFileName().toString().equals(name))) {
        continue;
      }
      String shown = shown(name);
      try {
        TableLayout layout = LayoutText.parse(Files.readString(file, StandardCharsets.UTF_8), shown);
        if (layout.entities().stream().allMatch(e -> elements.getTypeElement(e.entity()) == null)) {
          messager.printMessage(Diagnostic.Kind.WARNING, "[" + Warning.BASELINE.tag() + "] "
              + Messages.baselineTableUnmapped(shown, layout.table()));
        }
      } catch (LayoutFormatException | IOException | RuntimeException e) {
        messager.printMessage(Diagnostic.Kind.WARNING, "[" + Warning.BASELINE.tag() + "] "
            + Messages.baselineUnreadable(e.getMessage()));
      }
    }
  }

  private void write(TableState table) {
    try {
      Files.createDirectories(table.file.getParent());
      String text = table.next.entities().isEmpty() ? null : LayoutText.render(table.next);
      if (text == null) {
        Files.deleteIfExists(table.file);
      } else {
        Files.writeString(table.file, text, StandardCharsets.UTF_8);
      }
      messager.printMessage(Diagnostic.Kind.NOTE, "hbase-mapper updated the stored layout " + table.shownName + ": "
          + String.join("; ", table.notes) + " (review the change and commit the file)");
    } catch (IOException | RuntimeException e) {
      messager.printMessage(Diagnostic.Kind.ERROR, Messages.baselineUnwritable(table.shownName, String.valueOf(e)));
    }
  }

  private TableState load(String qualifiedTable) {
    TableState state = new TableState();
    String fileName = TableLayout.fileName(qualifiedTable);
    state.file = dir.resolve(fileName);
    state.shownName = shown(fileName);
    state.stored = new TableLayout(qualifiedTable, List.of());
    if (Files.exists(state.file)) {
      try {
        state.stored = LayoutText.parse(Files.readString(state.file, StandardCharsets.UTF_8), state.shownName);
        if (!state.stored.table().equals(qualifiedTable)) {
          state.unreadable = state.shownName + ": it is the layout of table " + state.stored.table()
              + ", but its name is that of " + qualifiedTable;
        }
      } catch (LayoutFormatException e) {
        state.unreadable = e.getMessage();
      } catch (IOException | RuntimeException e) {
        state.unreadable = state.shownName + ": " + e;
      }
    }
    state.next = state.stored;
    return state;
  }

  /** How messages name baseline file {@code fileName}: under the directory as the build wrote it. */
  private String shown(String fileName) {
    return dirOption.endsWith("/") ? dirOption + fileName : dirOption + "/" + fileName;
  }

  /** The section of a class that no longer exists, of the same record type, which {@code current} takes over. */
  private Optional<EntityLayout> renamedFrom(TableState table, EntityLayout current) {
    for (EntityLayout e : table.stored.entities()) {
      if (!table.claimed.contains(e.entity()) && !table.mapped.contains(e.entity())
          && java.util.Objects.equals(e.recordType(), current.recordType())
          && elements.getTypeElement(e.entity()) == null) {
        table.claimed.add(e.entity());
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  private static Target target(EntityModel model, LayoutChange change) {
    switch (change.subject()) {
      case KEY_PREFIX:
        return new Target(model.element(), model.keyPrefix() == null ? null : model.keyPrefix().annotation());
      case RECORD_TYPE:
        return new Target(model.element(), model.recordType() == null ? null : model.recordType().annotation());
      case PRESENCE:
        return new Target(model.element(), model.marker() == null ? null : model.marker().annotation());
      case INDEX:
        for (IndexModel index : model.indexes()) {
          if (index.name().equals(change.name())) {
            return new Target(index.element(), index.annotation());
          }
        }
        break;
      default:
        for (MappedField field : model.fields()) {
          if (field.property().name().equals(change.name())) {
            return new Target(field.property().element(), null);
          }
        }
    }
    return new Target(model.element(), null);
  }

  private Accept accept(EntityModel model) {
    for (AnnotationMirror mirror : model.element().getAnnotationMirrors()) {
      if (mirror.getAnnotationType().toString().equals(ACCEPT)) {
        String from = "";
        String reason = "";
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e : mirror.getElementValues().entrySet()) {
          String name = e.getKey().getSimpleName().toString();
          if (name.equals("from")) {
            from = String.valueOf(e.getValue().getValue()).trim();
          } else if (name.equals("reason")) {
            reason = String.valueOf(e.getValue().getValue());
          }
        }
        return new Accept(from, reason, mirror);
      }
    }
    return null;
  }

  private record Accept(String from, String reason, AnnotationMirror annotation) {}

  private record Target(Element element, AnnotationMirror annotation) {}

  private static final class TableState {
    Path file;
    String shownName;
    TableLayout stored;
    TableLayout next;
    String unreadable;
    boolean reported;
    final Set<String> mapped = new HashSet<>();
    final Set<String> claimed = new HashSet<>();
    final List<String> notes = new ArrayList<>();
  }
}
