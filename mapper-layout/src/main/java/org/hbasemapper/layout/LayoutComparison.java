package org.hbasemapper.layout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.layout.LayoutChange.Kind;
import org.hbasemapper.layout.LayoutChange.Subject;

/**
 * Decides, for each difference between the layout an entity's rows were stored with and the
 * current one, whether those rows still read. Bytes decide, not Java types: a field renamed on the
 * same qualifier, a {@code long} that becomes an {@code Instant} cell, a {@code @Counter} that
 * becomes a plain {@code long} all read what is stored; a qualifier that follows a renamed field, a
 * key part's width, order, encoding or direction, a salt, a record type code do not.
 */
@LimitedPrivate({"mapper-processor", "mapper-runtime"})
public final class LayoutComparison {
  private static final String MIGRATION =
      "copy the rows into a new table with the new layout using Migration (mapper-mapreduce, docs/migration.md)";

  private final EntityLayout stored;
  private final EntityLayout current;
  private final String table;
  private final String entity;
  private final List<LayoutChange> changes = new ArrayList<>();

  private LayoutComparison(EntityLayout stored, EntityLayout current, String table) {
    this.stored = stored;
    this.current = current;
    this.table = table;
    this.entity = current.simpleName();
  }

  /**
   * Every difference between {@code stored} and {@code current}, breaking ones first; empty when
   * they store the same bytes the same way.
   *
   * @param stored the layout the rows were written with
   * @param current the layout of the entity as it is now
   * @param table {@code namespace:table}, for messages
   */
  public static List<LayoutChange> compare(EntityLayout stored, EntityLayout current, String table) {
    LayoutComparison c = new LayoutComparison(stored, current, table);
    c.key();
    c.cells();
    c.dynamics();
    c.presence();
    c.indexes();
    c.families();
    c.timestamp();
    List<LayoutChange> out = new ArrayList<>(c.changes.stream().filter(LayoutChange::breaking).toList());
    out.addAll(c.changes.stream().filter(x -> !x.breaking()).toList());
    return out;
  }

  /** The accept annotation for a breaking change from {@code stored}, as the user writes it. */
  public static String acceptAnnotation(EntityLayout stored) {
    return "@AcceptLayoutChange(from = \"" + stored.fingerprint() + "\", reason = \"...\")";
  }

  private String keyConsequence() {
    return "every row already stored in " + table
        + " becomes unreachable by get, queries, pages and repositories, and a scan over them fails or decodes other fields";
  }

  private String accept(String when) {
    return "if " + when + ", accept it on " + entity + ": " + acceptAnnotation(stored);
  }

  private void breaking(Subject subject, String name, String message, List<String> ways) {
    changes.add(new LayoutChange(Kind.BREAKING, subject, name, message, ways));
  }

  private void compatible(Subject subject, String name, String message) {
    changes.add(new LayoutChange(Kind.COMPATIBLE, subject, name, message, List.of()));
  }

  private List<String> keyWays(String keep) {
    return List.of(keep, MIGRATION, accept(table + " holds no row anywhere"));
  }

  private void key() {
    EntityLayout.KeyPrefix was = stored.prefix();
    EntityLayout.KeyPrefix now = current.prefix();
    if (!Objects.equals(was, now)) {
      String what = was == null ? "adds " + now.annotation() + " (" + now.describe() + ")"
          : now == null ? "removes " + was.annotation() + " (" + was.describe() + ")"
          : "changes the key prefix from " + was.describe() + " to " + now.describe();
      String keep = was == null ? "remove " + now.annotation() : "keep " + was.annotation() + " as " + was.describe();
      breaking(Subject.KEY_PREFIX, null, entity + " " + what + ": " + keyConsequence(), keyWays(keep));
    }
    List<EntityLayout.KeyPart> a = stored.key();
    List<EntityLayout.KeyPart> b = current.key();
    if (recordTypeChanged(a, b)) {
      return;
    }
    List<String> namesA = a.stream().map(EntityLayout.KeyPart::label).toList();
    List<String> namesB = b.stream().map(EntityLayout.KeyPart::label).toList();
    if (!namesA.equals(namesB) && namesA.size() == namesB.size() && namesA.containsAll(namesB)
        && namesB.containsAll(namesA)) {
      breaking(Subject.KEY_PART, firstMoved(a, b), entity + " reorders its row key from (" + String.join(", ", namesA)
          + ") to (" + String.join(", ", namesB) + "): " + keyConsequence(),
          keyWays("keep the @RowKey orders (" + String.join(", ", namesA) + ")"));
      return;
    }
    int common = Math.min(a.size(), b.size());
    boolean broke = false;
    for (int i = 0; i < common && !broke; i++) {
      broke = keyPart(i, a.get(i), b.get(i));
    }
    if (broke) {
      return;
    }
    if (b.size() > a.size()) {
      EntityLayout.KeyPart added = b.get(a.size());
      breaking(Subject.KEY_PART, added.field(), entity + "." + added.label() + " adds a key component after "
          + (a.isEmpty() ? "the prefix" : a.get(a.size() - 1).label()) + ": " + keyConsequence(),
          keyWays("make " + added.label() + " a column instead of a key component"));
    } else if (a.size() > b.size()) {
      EntityLayout.KeyPart removed = a.get(b.size());
      breaking(Subject.KEY_PART, null, entity + " removes key component " + removed.label() + ": " + keyConsequence(),
          keyWays("keep " + removed.label() + " in the key"));
    }
  }

  private static String firstMoved(List<EntityLayout.KeyPart> a, List<EntityLayout.KeyPart> b) {
    for (int i = 0; i < b.size(); i++) {
      if (!b.get(i).label().equals(a.get(i).label())) {
        return b.get(i).field();
      }
    }
    return null;
  }

  private boolean recordTypeChanged(List<EntityLayout.KeyPart> a, List<EntityLayout.KeyPart> b) {
    String was = stored.recordType();
    String now = current.recordType();
    if (Objects.equals(was, now)) {
      return false;
    }
    String what = was == null ? "adds record type code \"" + now + "\" to its row key"
        : now == null ? "removes record type code \"" + was + "\" from its row key"
        : "changes its record type code from \"" + was + "\" to \"" + now + "\"";
    String keep = was == null ? "remove @RecordType" : "keep @RecordType(\"" + was + "\")";
    breaking(Subject.RECORD_TYPE, null, entity + " " + what + ": " + keyConsequence(), keyWays(keep));
    return true;
  }

  /** Compares key part {@code i}; true when it broke the key. */
  private boolean keyPart(int i, EntityLayout.KeyPart was, EntityLayout.KeyPart now) {
    String problem = null;
    String keep = null;
    String nowWidth = now.byteWidth() == 0 ? "variable" : now.byteWidth() + " bytes";
    String wasWidth = was.byteWidth() == 0 ? "variable" : was.byteWidth() + " bytes";
    String encodingProblem = now.encoding().problemReading(was.encoding());
    if (encodingProblem != null && !(now.encoding().name().equals("bytes") || sameKeyBytes(was, now))) {
      problem = "changes key part " + i + " from " + describe(was) + " to " + describe(now) + " (" + encodingProblem + ")";
      keep = "keep " + now.label() + " stored as " + describe(was);
    } else if (was.byteWidth() != now.byteWidth()) {
      problem = "changes the width of key part " + i + " from " + wasWidth + " to " + nowWidth;
      keep = was.byteWidth() == 0 ? "keep " + now.label() + " variable-width (no @RowKey width)"
          : "keep @RowKey(width = " + was.byteWidth() + ") on " + now.label();
    } else if (was.descending() != now.descending()) {
      problem = (now.descending() ? "makes key part " + i + " descending" : "makes key part " + i + " ascending");
      keep = "keep @RowKey(descending = " + was.descending() + ") on " + now.label();
    }
    if (problem != null) {
      breaking(Subject.KEY_PART, now.field(), entity + "." + now.label() + " " + problem + ": " + keyConsequence(),
          keyWays(keep));
      return true;
    }
    if (!Objects.equals(was.field(), now.field())) {
      compatible(Subject.KEY_PART, now.field(), entity + " key part " + i + " is now field " + now.label()
          + " (was " + was.label() + "): the stored bytes are the same");
    } else if (!was.encoding().equals(now.encoding())) {
      compatible(Subject.KEY_PART, now.field(), entity + "." + now.label() + " key part " + i + " is now "
          + describe(now) + " (was " + describe(was) + "): it reads every stored key");
    }
    return false;
  }

  /** An enum key part and a string one of one width store the same names. */
  private static boolean sameKeyBytes(EntityLayout.KeyPart was, EntityLayout.KeyPart now) {
    return was.encoding().name().equals("enum") && now.encoding().name().equals("utf8");
  }

  private static String describe(EntityLayout.KeyPart part) {
    String s = part.encoding().toString();
    if (part.encoding().naturalKeyWidth() == 0) {
      s += part.width() == 0 ? " variable" : " width=" + part.width();
    }
    return part.descending() ? s + " descending" : s;
  }

  private void cells() {
    Map<String, EntityLayout.Cell> now = new HashMap<>();
    Map<String, String> formerOwners = new HashMap<>();
    for (EntityLayout.Cell c : current.cells()) {
      if (c.removed()) {
        continue; // remembered from before: nothing to compare it with but what is stored
      }
      now.put(c.column(), c);
      for (String former : c.formerly()) {
        formerOwners.put(c.family() + ":" + former, c.column());
      }
    }
    Map<String, EntityLayout.Cell> was = new HashMap<>();
    stored.cells().forEach(c -> was.put(c.column(), c));
    List<EntityLayout.Cell> gone = new ArrayList<>();
    for (EntityLayout.Cell old : stored.cells()) {
      EntityLayout.Cell cell = now.get(old.column());
      if (cell != null) {
        cellEncoding(old, cell);
        continue;
      }
      if (old.removed()) {
        continue; // still unmapped; its values stay in the rows
      }
      String owner = formerOwners.get(old.column());
      if (owner != null) {
        EntityLayout.Cell reader = now.get(owner);
        if (!cellEncoding(old, reader)) {
          compatible(Subject.CELL, reader.field(), entity + "." + reader.field() + " reads " + old.column()
              + " where " + reader.column() + " is absent (formerly): stored values keep reading");
        }
        continue;
      }
      gone.add(old);
    }
    List<EntityLayout.Cell> added = current.cells().stream()
        .filter(c -> !c.removed() && !was.containsKey(c.column()))
        .toList();
    List<EntityLayout.Cell> explained = new ArrayList<>();
    for (EntityLayout.Cell old : gone) {
      Optional<EntityLayout.Cell> moved = current.cells().stream()
          .filter(c -> !c.removed() && c.field().equals(old.field()) && !was.containsKey(c.column()))
          .findFirst();
      if (moved.isPresent()) {
        EntityLayout.Cell c = moved.get();
        explained.add(c);
        breaking(Subject.CELL, c.field(), entity + "." + c.field() + " moves from " + old.column() + " to "
            + c.column() + ": every value stored in " + table + " stays in " + old.column() + " and reads as null",
            List.of("keep the stored cell: @Column(family = \"" + old.family() + "\", qualifier = \"" + old.qualifier()
                + "\")", MIGRATION, accept(old.column() + " holds nothing worth keeping")));
        continue;
      }
      Optional<EntityLayout.Cell> renamed = added.stream()
          .filter(c -> !explained.contains(c) && c.family().equals(old.family())
              && c.encoding().problemReading(old.encoding()) == null
              && stored.cells().stream().noneMatch(s -> !s.removed() && s.field().equals(c.field())))
          .findFirst();
      if (renamed.isPresent()) {
        EntityLayout.Cell c = renamed.get();
        explained.add(c);
        breaking(Subject.CELL, c.field(), entity + "." + c.field() + " is stored in new cell " + c.column()
            + " while " + old.column() + " (field " + old.field() + ") is no longer mapped: if " + c.field()
            + " is " + old.field() + " renamed, every value stored in " + table + " stays in " + old.column()
            + " and reads as null",
            List.of("keep the stored name: @Column(family = \"" + old.family() + "\", qualifier = \"" + old.qualifier()
                    + "\")",
                "move to the new name gradually, reading the old cell where the new one is absent: @Column(family = \""
                    + c.family() + "\", qualifier = \"" + c.qualifier() + "\", formerly = \"" + old.qualifier() + "\")",
                "if " + old.field() + " was removed and " + c.field() + " is a new field, compile the removal first "
                    + "and add " + c.field() + " in a second step, or accept it on " + entity + ": "
                    + acceptAnnotation(stored)));
        continue;
      }
      compatible(Subject.CELL, null, entity + " no longer maps " + old.column() + " (field " + old.field()
          + "): its stored values stay in the rows, unread");
    }
    for (EntityLayout.Cell c : added) {
      if (!explained.contains(c)) {
        compatible(Subject.CELL, c.field(), entity + "." + c.field() + " is a new cell " + c.column()
            + ": rows stored before it read it as absent");
      }
    }
  }

  /** Compares one cell's encodings; true when it reported a breaking change. */
  private boolean cellEncoding(EntityLayout.Cell old, EntityLayout.Cell cell) {
    String problem = cell.encoding().problemReading(old.encoding());
    if (old.removed()) {
      if (problem != null) {
        breaking(Subject.CELL, cell.field(), entity + "." + cell.field() + " maps " + old.column() + ", which rows "
            + "stored in " + table + " still hold as " + old.encoding() + " (field " + old.field()
            + ", removed before): " + problem,
            List.of("store " + cell.field() + " under another qualifier: @Column(family = \"" + cell.family()
                    + "\", qualifier = \"" + cell.qualifier() + "_" + "v2\")",
                "give " + cell.field() + " a type stored as " + old.encoding(),
                accept(old.column() + " holds no value anywhere")));
        return true;
      }
      compatible(Subject.CELL, cell.field(), entity + "." + cell.field() + " maps " + old.column()
          + " again (field " + old.field() + ", removed before): it reads the values stored there");
      return false;
    }
    if (problem != null) {
      breaking(Subject.CELL, cell.field(), entity + "." + cell.field() + " changes the stored encoding of "
          + old.column() + " from " + old.encoding() + " to " + cell.encoding() + ": " + problem,
          List.of("keep " + cell.field() + "'s type, stored as " + old.encoding(),
              "add the new type as a new field on a new qualifier, filled by rewriting every row (docs/schema-evolution.md)",
              "read both forms with a @Convert codec",
              accept(old.column() + " holds no value anywhere")));
      return true;
    }
    if (!old.encoding().equals(cell.encoding()) || !Objects.equals(old.role(), cell.role())) {
      compatible(Subject.CELL, cell.field(), entity + "." + cell.field() + " " + old.column() + " is now "
          + roleName(cell) + " (was " + roleName(old) + "): it reads every stored value");
    } else if (!old.field().equals(cell.field()) && old.column().equals(cell.column())) {
      compatible(Subject.CELL, cell.field(), entity + "." + cell.field() + " keeps " + cell.column()
          + " (was field " + old.field() + "): stored values keep reading");
    }
    return false;
  }

  private static String roleName(EntityLayout.Cell cell) {
    return cell.encoding() + (cell.role() == null ? "" : " " + cell.role());
  }

  private void dynamics() {
    Map<String, EntityLayout.Dynamic> now = new HashMap<>();
    current.dynamics().forEach(d -> now.put(d.family(), d));
    for (EntityLayout.Dynamic old : stored.dynamics()) {
      EntityLayout.Dynamic d = now.get(old.family());
      if (d == null) {
        Optional<EntityLayout.Dynamic> moved = current.dynamics().stream()
            .filter(x -> x.field().equals(old.field())).findFirst();
        if (moved.isPresent()) {
          breaking(Subject.DYNAMIC, old.field(), entity + "." + old.field() + " moves from family " + old.family()
              + " to " + moved.get().family() + ": every entry stored in " + table + " stays in " + old.family()
              + " and the map reads empty",
              List.of("keep @DynamicColumns(family = \"" + old.family() + "\")", MIGRATION,
                  accept(old.family() + " holds no entry anywhere")));
        } else {
          compatible(Subject.DYNAMIC, null, entity + " no longer maps family " + old.family() + " (field "
              + old.field() + "): its stored entries stay, unread");
        }
        continue;
      }
      String keyProblem = keyEncodingProblem(d.keyEncoding(), old.keyEncoding());
      String valueProblem = d.valueEncoding().problemReading(old.valueEncoding());
      if (keyProblem != null || valueProblem != null) {
        String what = keyProblem != null
            ? "changes its map keys (the qualifiers of " + old.family() + ") from " + old.keyEncoding() + " to "
                + d.keyEncoding() + ": " + keyProblem
            : "changes its map values in " + old.family() + " from " + old.valueEncoding() + " to "
                + d.valueEncoding() + ": " + valueProblem;
        breaking(Subject.DYNAMIC, d.field(), entity + "." + d.field() + " " + what,
            List.of("keep the map's " + (keyProblem != null ? "key" : "value") + " type", MIGRATION,
                accept(old.family() + " holds no entry anywhere")));
      }
    }
    for (EntityLayout.Dynamic d : current.dynamics()) {
      if (stored.dynamics().stream().noneMatch(o -> o.family().equals(d.family()) || o.field().equals(d.field()))) {
        compatible(Subject.DYNAMIC, d.field(), entity + "." + d.field() + " is a new dynamic family " + d.family()
            + ": rows stored before it read an empty map");
      }
    }
  }

  private static String keyEncodingProblem(Encoding now, Encoding was) {
    String problem = now.problemReading(was);
    if (problem == null || (was.name().equals("enum") && now.name().equals("utf8"))) {
      return null;
    }
    return problem;
  }

  private void presence() {
    EntityLayout.Presence was = stored.presence();
    EntityLayout.Presence now = current.presence();
    if (now == null || (was != null && was.column().equals(now.column()))) {
      if (was != null && now == null) {
        compatible(Subject.PRESENCE, null, entity + " no longer has a presence cell (was " + was.column()
            + "): putIfAbsent is no longer offered");
      }
      return;
    }
    boolean versionKept = now.kind().equals("version") && stored.cells().stream()
        .anyMatch(c -> c.column().equals(now.column()) && "version".equals(c.role()));
    if (versionKept) {
      compatible(Subject.PRESENCE, null, entity + "'s presence cell is now " + now.column()
          + " (the @Version cell every stored row has)");
      return;
    }
    Optional<EntityLayout.Cell> oldCell = was == null ? Optional.empty()
        : current.cells().stream().filter(c -> c.column().equals(was.column())).findFirst();
    Optional<EntityLayout.Cell> newCell = current.cells().stream().filter(c -> c.column().equals(now.column())).findFirst();
    String keep = was == null ? "remove @PresenceMarker"
        : now.kind().equals("column") && was.kind().equals("column") && oldCell.isPresent() && newCell.isPresent()
            ? "keep " + was.column() + " the presence cell: declare " + oldCell.get().field() + " before "
                + newCell.get().field() + " (the first primitive column is the presence cell)"
            : "keep the presence cell " + was.column();
    breaking(Subject.PRESENCE, newCell.map(EntityLayout.Cell::field).orElse(null), entity + "'s presence cell becomes "
        + now.column() + " (" + now.kind()
        + "), which rows stored in " + table + " before lack: putIfAbsent would take them for absent and overwrite them",
        List.of(keep,
            MIGRATION + ", which writes the cell into every row",
            accept(table + " holds no row anywhere")));
  }

  private void indexes() {
    for (EntityLayout.Index old : stored.indexes()) {
      Optional<EntityLayout.Index> same = current.indexes().stream().filter(i -> i.name().equals(old.name())).findFirst();
      if (same.isEmpty()) {
        compatible(Subject.INDEX, null, entity + " no longer declares index " + old.name()
            + ": its index table stays until dropped, and writes no longer keep it current");
        continue;
      }
      EntityLayout.Index i = same.get();
      if (!i.equals(old)) {
        breaking(Subject.INDEX, i.name(), entity + " changes index " + old.name() + " from " + describe(old) + " to "
            + describe(i) + ": the index rows already stored would be misread and lookups would miss rows",
            List.of("keep index " + old.name() + " as it is",
                "give the changed index a new name (a new index table, filled by IndexAdmin.rebuild)",
                accept("the index table of " + old.name() + " was dropped and is rebuilt with IndexAdmin.rebuild")));
      }
    }
    for (EntityLayout.Index i : current.indexes()) {
      if (stored.indexes().stream().noneMatch(o -> o.name().equals(i.name()))) {
        compatible(Subject.INDEX, i.name(), entity + " adds index " + i.name()
            + ": built when its table is created beside an empty data table, otherwise building until "
            + "IndexAdmin.rebuild completes (lookups refuse meanwhile)");
      }
    }
  }

  private static String describe(EntityLayout.Index index) {
    StringBuilder sb = new StringBuilder("(");
    for (int k = 0; k < index.columns().size(); k++) {
      EntityLayout.IndexColumn c = index.columns().get(k);
      sb.append(k == 0 ? "" : ", ").append(c.column()).append(' ').append(c.encoding());
    }
    return sb.append(index.covering() ? ") covering" : ")").toString();
  }

  private void families() {
    for (EntityLayout.Family f : current.families()) {
      Optional<EntityLayout.Family> old = stored.families().stream().filter(o -> o.name().equals(f.name())).findFirst();
      if (old.isEmpty()) {
        compatible(Subject.FAMILY, f.name(), entity + " declares new family " + f.name()
            + ": SchemaManager.ensure adds it");
      } else if (!old.get().equals(f)) {
        compatible(Subject.FAMILY, f.name(), entity + " changes the options of family " + f.name()
            + ": SchemaManager.ensure applies them; stored cells stay");
      }
    }
    for (EntityLayout.Family old : stored.families()) {
      if (current.families().stream().noneMatch(f -> f.name().equals(old.name()))) {
        compatible(Subject.FAMILY, null, entity + " no longer declares family " + old.name()
            + ": its stored cells stay until the family is dropped by hand");
      }
    }
  }

  private void timestamp() {
    if (!Objects.equals(stored.timestampField(), current.timestampField())) {
      compatible(Subject.TIMESTAMP, current.timestampField(), entity + (current.timestampField() == null
          ? " no longer reads cell timestamps into a field"
          : " reads cell timestamps into " + current.timestampField()) + ": stored cells keep their timestamps");
    }
  }
}
