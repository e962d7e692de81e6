package org.hbasemapper.processor.validate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.RecordTypeModel;

/**
 * The rules across entities that name one table ({@code namespace:table}): each declares
 * {@code @RecordType} (unless they are views of the same rows: the same key and families, no record
 * type), with a code of its own of the table's code length, at the same place after the
 * same leading components, and they declare the same families, the same salt or hash prefix and
 * indexes of distinct names. Entities are checked in the order they come, across the rounds of one
 * compilation; each mismatch is an error on the later entity, naming both. Entities compiled apart
 * are not compared: the processor sees only its own compilation.
 */
public final class SharedTableValidator {
  private final Reporter reporter;
  private final Map<String, List<EntityModel>> byTable = new LinkedHashMap<>();

  /** A validator reporting to {@code reporter}. */
  public SharedTableValidator(Reporter reporter) {
    this.reporter = reporter;
  }

  /**
   * Reports every rule {@code entity} breaks against the entities of its table seen before; returns
   * whether it broke none, and then counts it among them.
   */
  public boolean validate(EntityModel entity) {
    List<EntityModel> earlier = byTable.computeIfAbsent(entity.qualifiedTable(), t -> new ArrayList<>());
    int before = reporter.errorCount();
    if (!earlier.isEmpty() && recordTypesDeclared(entity, earlier.get(0))) {
      for (EntityModel other : earlier) {
        codesAreDistinct(entity, other);
        indexNamesAreDistinct(entity, other);
      }
      EntityModel first = earlier.get(0);
      codesHaveOneLength(entity, first);
      leadingKeysAgree(entity, first);
      familiesAgree(entity, first);
      keyPrefixesAgree(entity, first);
    }
    boolean fits = reporter.errorCount() == before;
    if (fits) {
      earlier.add(entity);
    }
    return fits;
  }

  /**
   * Entities sharing a table each declare {@code @RecordType}: without it, a query of one reads the
   * other's rows. Two entities without one whose keys and families are the same are two views of the
   * same rows (a family read lazily in one of them), not record types, and may share the table.
   */
  boolean recordTypesDeclared(EntityModel entity, EntityModel other) {
    if (entity.recordType() != null && other.recordType() != null) {
      return true;
    }
    if (entity.recordType() == null && other.recordType() == null && sameRows(entity, other)) {
      return false;
    }
    String lacking = entity.recordType() == null && other.recordType() == null
        ? other.simpleName() + " and " + entity.simpleName()
        : entity.recordType() == null ? entity.simpleName() : other.simpleName();
    reporter.error(entity.element(), Messages.sharedTableWithoutRecordType(entity.simpleName(), other.simpleName(),
        entity.qualifiedTable(), lacking));
    return false;
  }

  /** Each record type of a table has a code of its own. */
  void codesAreDistinct(EntityModel entity, EntityModel other) {
    if (entity.recordType().code().equals(other.recordType().code())) {
      reporter.error(entity.element(), entity.recordType().annotation(), Messages.recordTypeCodeTaken(
          entity.simpleName(), other.simpleName(), entity.qualifiedTable(), entity.recordType().code()));
    }
  }

  /** The codes of a table have one byte length, so that the components after the code line up. */
  void codesHaveOneLength(EntityModel entity, EntityModel first) {
    RecordTypeModel mine = entity.recordType();
    RecordTypeModel theirs = first.recordType();
    if (mine.width() != theirs.width()) {
      reporter.error(entity.element(), mine.annotation(), Messages.recordTypeWidthDiffers(entity.simpleName(),
          first.simpleName(), entity.qualifiedTable(), mine.code(), mine.width(), theirs.code(), theirs.width()));
    }
  }

  /**
   * The code sits at the same place, after the same leading components (names, types, widths,
   * direction): a query of the group fixes them, and the code is at one offset in every row.
   */
  void leadingKeysAgree(EntityModel entity, EntityModel first) {
    String mine = layout(entity);
    String theirs = layout(first);
    if (!mine.equals(theirs)) {
      reporter.error(entity.element(), Messages.sharedKeyLayoutDiffers(entity.simpleName(), first.simpleName(),
          entity.qualifiedTable(), mine, theirs));
    }
  }

  /** The table has one set of families: the entities sharing it declare the same, with the same options. */
  void familiesAgree(EntityModel entity, EntityModel first) {
    Map<String, List<String>> mine = families(entity);
    Map<String, List<String>> theirs = families(first);
    String difference = null;
    for (Map.Entry<String, List<String>> f : mine.entrySet()) {
      List<String> other = theirs.get(f.getKey());
      if (other == null) {
        difference = "family '" + f.getKey() + "' only in " + entity.simpleName();
      } else if (!other.equals(f.getValue())) {
        // only the options that differ, each as both declare it
        List<String> mineDiffer = new ArrayList<>();
        List<String> theirsDiffer = new ArrayList<>();
        for (int i = 0; i < other.size(); i++) {
          if (!other.get(i).equals(f.getValue().get(i))) {
            mineDiffer.add(f.getValue().get(i));
            theirsDiffer.add(other.get(i));
          }
        }
        difference = "family '" + f.getKey() + "': " + String.join(", ", mineDiffer) + " in " + entity.simpleName()
            + ", " + String.join(", ", theirsDiffer) + " in " + first.simpleName();
      }
      if (difference != null) {
        break;
      }
    }
    if (difference == null) {
      difference = theirs.keySet().stream().filter(name -> !mine.containsKey(name)).findFirst()
          .map(name -> "family '" + name + "' only in " + first.simpleName()).orElse(null);
    }
    if (difference != null) {
      reporter.error(entity.element(), Messages.sharedFamiliesDiffer(entity.simpleName(), first.simpleName(),
          entity.qualifiedTable(), difference));
    }
  }

  /** The salt or hash prefix decides every row's region: one table has one. */
  void keyPrefixesAgree(EntityModel entity, EntityModel first) {
    String mine = prefix(entity.keyPrefix());
    String theirs = prefix(first.keyPrefix());
    if (!mine.equals(theirs)) {
      reporter.error(entity.element(), Messages.sharedKeyPrefixDiffers(entity.simpleName(), first.simpleName(),
          entity.qualifiedTable(), mine, theirs));
    }
  }

  /** Index tables are named {@code <table>_idx_<name>}: the record types of a table name their indexes apart. */
  void indexNamesAreDistinct(EntityModel entity, EntityModel other) {
    for (IndexModel index : entity.indexes()) {
      if (other.indexes().stream().anyMatch(o -> o.name().equals(index.name()))) {
        reporter.error(index.element(), index.annotation(), Messages.sharedIndexName(entity.simpleName(),
            other.simpleName(), entity.qualifiedTable(), index.name()));
      }
    }
  }

  /** Whether two entities without record type read and write the same rows: one key layout, one set of families. */
  private static boolean sameRows(EntityModel entity, EntityModel other) {
    return keyLayout(entity).equals(keyLayout(other)) && families(entity).equals(families(other))
        && prefix(entity.keyPrefix()).equals(prefix(other.keyPrefix()));
  }

  private static List<String> keyLayout(EntityModel entity) {
    return entity.key().stream().map(c -> c.property().name() + " " + c.property().type() + " " + c.byteWidth() + " "
        + c.descending()).toList();
  }

  /** {@code customer String(16), order long, then the code at order 2}. */
  private static String layout(EntityModel entity) {
    List<String> parts = new ArrayList<>();
    for (KeyComponentModel c : entity.leadingKey()) {
      parts.add(c.property().name() + " " + simpleType(c)
          + (c.width() > 0 ? "(" + c.width() + ")" : "") + (c.descending() ? " descending" : ""));
    }
    String code = "the code at order " + entity.recordType().order();
    return parts.isEmpty() ? code : String.join(", ", parts) + ", then " + code;
  }

  /** Each family's options, in a fixed order, as {@code NAME value}. */
  private static Map<String, List<String>> families(EntityModel entity) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (FamilyModel f : entity.families()) {
      out.put(f.name(), List.of("VERSIONS " + f.maxVersions(), "MIN_VERSIONS " + f.minVersions(),
          "TTL " + (f.ttlSeconds() == Integer.MAX_VALUE ? "FOREVER" : String.valueOf(f.ttlSeconds())),
          "COMPRESSION " + f.compression(), "BLOOMFILTER " + f.bloomFilter(), "BLOCKSIZE " + f.blockSize(),
          "BLOCKCACHE " + f.blockCache(), "IN_MEMORY " + f.inMemory()));
    }
    return out;
  }

  private static String prefix(KeyPrefixModel p) {
    if (p == null) {
      return "none";
    }
    String of = "of = " + p.of();
    return p.salt() ? "@Salt(buckets = " + p.buckets() + ", " + of + ")"
        : "@HashPrefix(length = " + p.length() + ", regions = " + p.regions() + ", " + of + ")";
  }

  /** {@code String} for {@code java.lang.String}: messages name types as the source does. */
  private static String simpleType(KeyComponentModel c) {
    return c.property().type().toString().replaceAll("\\b[a-z][a-z0-9_]*\\.", "");
  }
}
