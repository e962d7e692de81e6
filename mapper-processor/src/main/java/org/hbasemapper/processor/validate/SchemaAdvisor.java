package org.hbasemapper.processor.validate;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.diagnostics.Warning;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.CounterColumn;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.types.TypeKind;

/**
 * The schema-design rules that do not stop an entity from mapping, reported as warnings: too many
 * families, write hotspots, long keys, long family names, versioned counters. Runs on valid
 * entities only.
 */
public final class SchemaAdvisor {
  /** More families than this is a warning (the seeds' rule). */
  static final int MAX_FAMILIES = 3;
  /** A fixed key part longer than this is a warning. */
  static final int MAX_KEY_BYTES = 64;
  /** A family name longer than this is a warning; the seeds' own {@code parent}/{@code child} fit. */
  static final int MAX_FAMILY_NAME = 6;

  /** Name parts of integral key components that usually grow with time or a sequence. */
  private static final Set<String> MONOTONIC_WORDS = Set.of("time", "timestamp", "ts", "date", "day", "seq",
      "sequence", "created", "updated", "epoch", "millis", "nanos");

  private final Reporter reporter;

  /** An advisor reporting to {@code reporter}. */
  public SchemaAdvisor(Reporter reporter) {
    this.reporter = reporter;
  }

  /** Reports every warning {@code entity} deserves. */
  public void advise(EntityModel entity) {
    familyCount(entity);
    leadingKeyHotspot(entity);
    keyLength(entity);
    familyNames(entity);
    counterFamilies(entity);
    eagerByDefault(entity);
  }

  /**
   * A dynamic family left at the default {@code EAGER}: ask for the decision once. Writing
   * {@code fetch = EAGER} is that decision, so it silences the warning as well.
   */
  void eagerByDefault(EntityModel entity) {
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      if (!d.lazy() && !d.fetchWritten()) {
        reporter.warning(Warning.EAGER, d.property().element(), null, null,
            Messages.eagerByDefault(d.property().name(), d.family()));
      }
    }
  }

  void familyCount(EntityModel entity) {
    if (entity.families().size() > MAX_FAMILIES) {
      reporter.warning(Warning.FAMILIES, entity.element(), null, null,
          Messages.tooManyFamilies(entity.simpleName(), entity.families().size()));
    }
  }

  void leadingKeyHotspot(EntityModel entity) {
    if (entity.keyPrefix() != null || entity.key().isEmpty()) {
      return;
    }
    KeyComponentModel lead = entity.key().get(0);
    String why = monotonic(lead);
    if (why != null) {
      reporter.warning(Warning.HOTSPOT, lead.property().element(), null, null,
          Messages.monotonicLeadingKey(lead.property().name(), why));
    }
  }

  /** Why {@code c} probably grows monotonically, or null. */
  static String monotonic(KeyComponentModel c) {
    TypeKind kind = c.javaType().kind();
    switch (kind) {
      case INSTANT, DATE, LOCAL_DATE, LOCAL_DATE_TIME:
        return "is a point in time (" + c.property().type() + ")";
      case LONG, INT:
        for (String word : words(c.property().name())) {
          if (MONOTONIC_WORDS.contains(word)) {
            return "is named like a time or sequence ('" + word + "')";
          }
        }
        return null;
      default:
        return null;
    }
  }

  /** The lower-case words of a camelCase or snake_case name. */
  static List<String> words(String name) {
    return List.of(name.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT).split("_+"));
  }

  void keyLength(EntityModel entity) {
    int bytes = entity.keyPrefixLength();
    for (KeyComponentModel c : entity.key()) {
      bytes += c.byteWidth();
    }
    if (entity.recordType() != null) {
      bytes += entity.recordType().width(); // the code is stored in every key too
    }
    if (bytes > MAX_KEY_BYTES) {
      reporter.warning(Warning.KEY_LENGTH, entity.element(), null, null,
          Messages.longKey(entity.simpleName(), bytes, MAX_KEY_BYTES));
    }
  }

  void familyNames(EntityModel entity) {
    for (FamilyModel family : entity.families()) {
      if (family.name().length() > MAX_FAMILY_NAME) {
        reporter.warning(Warning.FAMILY_NAME, family.element(), family.annotation(), family.annotationValue(),
            Messages.longFamilyName(family.name(), MAX_FAMILY_NAME));
      }
    }
  }

  void counterFamilies(EntityModel entity) {
    for (FamilyModel family : entity.families()) {
      if (family.maxVersions() <= 1) {
        continue;
      }
      List<ColumnModel> columns = entity.columns().stream().filter(c -> c.family().equals(family.name())).toList();
      boolean dynamic = entity.dynamicColumns().stream().anyMatch(d -> d.family().equals(family.name()));
      if (!columns.isEmpty() && !dynamic && columns.stream().allMatch(CounterColumn.class::isInstance)) {
        reporter.warning(Warning.COUNTER_VERSIONS, family.element(), family.annotation(), family.annotationValue(),
            Messages.counterFamilyVersions(family.name(), family.maxVersions()));
      }
    }
  }
}
