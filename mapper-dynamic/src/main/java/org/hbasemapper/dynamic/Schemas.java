package org.hbasemapper.dynamic;

import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.TableSchema;

/**
 * The {@link TableSchema} of a runtime mapper, made as a generated mapper's is: the same builder calls in
 * the same order, carrying the same stored layout text, so that {@code SchemaManager} creates, records
 * and checks the same table whichever mapper it is given.
 */
final class Schemas {
  private Schemas() {}

  /** What the schema is made of: the checked parts of the plan. */
  record Parts(Class<?> type, String namespace, String table, List<FamilySchema> families,
      List<EntityPlan.KeyPart> key, KeyPrefix prefix, List<EntityPlan.Column> columns,
      List<EntityPlan.Dynamic> dynamics, EntityPlan.Timestamp timestamp, EntityPlan.Marker marker,
      List<EntityPlan.Slot> slots) {
    /** The {@code @MappedSuperclass} that declares the field at {@code slot}, or null. */
    String from(int slot) {
      return slots.get(slot).declaredIn();
    }
  }

  /**
   * The cell every stored row has, chosen as the processor chooses it: the {@code @PresenceMarker}, the
   * {@code @Version} cell, the first primitive column with a built-in codec that never moved and is no
   * embedded value's; null when there is none.
   */
  record Presence(String family, String qualifier, String kind) {}

  static Presence presence(Parts parts) {
    if (parts.marker() != null) {
      return new Presence(parts.marker().family(), parts.marker().qualifier(), "marker");
    }
    for (EntityPlan.Column c : parts.columns()) {
      if (c.kind() == EntityPlan.ColumnKind.VERSION) {
        return new Presence(c.family(), c.qualifier(), "version");
      }
    }
    for (EntityPlan.Column c : parts.columns()) {
      // never a moved column, which rows stored before its move lack (nor an embedded value's field)
      if (c.kind() == EntityPlan.ColumnKind.PLAIN && c.primitiveBuiltIn() && c.formerly().isEmpty()) {
        return new Presence(c.family(), c.qualifier(), "column");
      }
    }
    return null;
  }

  /** The schema: families, key parts, columns, maps, key prefix, presence, audit dates, layout. */
  static TableSchema schema(Parts parts) {
    TableSchema.Builder b = TableSchema.builder(parts.namespace(), parts.table(), parts.type().getSimpleName());
    parts.families().forEach(b::family);
    for (EntityPlan.KeyPart k : parts.key()) {
      b.keyPart(k.field(), TypeNames.simpleName(k.javaType()), k.byteWidth(), k.descending());
    }
    for (EntityPlan.Column c : parts.columns()) {
      switch (c.kind()) {
        case PLAIN -> {
          if (c.formerly().isEmpty()) {
            b.column(c.family(), c.qualifier(), c.field(), c.typeName());
          } else {
            b.column(c.family(), c.qualifier(), c.field(), c.typeName(), c.formerly());
          }
        }
        case COUNTER -> b.counter(c.family(), c.qualifier(), c.field());
        case VERSION -> b.version(c.family(), c.qualifier(), c.field());
        case VERSIONS -> b.versioned(c.family(), c.qualifier(), c.field(), c.typeName(), c.versions());
        case PRESENCE -> { } // after the maps, as the generated schema lists them
      }
    }
    for (EntityPlan.Dynamic d : parts.dynamics()) {
      if (d.lazy()) {
        b.lazyDynamicColumns(d.family(), d.field(), d.typeName());
      } else {
        b.dynamicColumns(d.family(), d.field(), d.typeName());
      }
    }
    // an embedded value's presence cell is a column of its field, so that replace deletes it with a null value
    for (EntityPlan.Column c : parts.columns()) {
      if (c.kind() == EntityPlan.ColumnKind.PRESENCE) {
        b.column(c.family(), c.qualifier(), c.field(), c.typeName());
      }
    }
    if (parts.prefix().kind() != KeyPrefix.Kind.NONE) {
      b.keyPrefix(parts.prefix());
    }
    Presence presence = presence(parts);
    if (presence != null && presence.kind().equals("marker")) {
      b.presenceMarker(presence.family(), presence.qualifier());
    } else if (presence != null) {
      b.presence(presence.family(), presence.qualifier());
    }
    for (EntityPlan.Column c : parts.columns()) {
      if (c.audit() == ColumnSchema.AuditDate.CREATED) {
        b.createdDate(c.field());
      } else if (c.audit() == ColumnSchema.AuditDate.LAST_MODIFIED) {
        b.lastModifiedDate(c.field());
      }
    }
    return b.layout(LayoutText.renderEntity(layout(parts, presence))).build();
  }

  /** The stored layout of the rows, as the processor's baseline writes it for the same entity. */
  static EntityLayout layout(Parts parts, Presence presence) {
    List<EntityLayout.KeyPart> key = new ArrayList<>();
    for (EntityPlan.KeyPart k : parts.key()) {
      key.add(EntityLayout.KeyPart.of(k.field(), k.type().keyEncoding(k.javaType()),
          k.type().naturalWidth() ? 0 : k.width(), k.descending(), parts.from(k.slot())));
    }
    List<EntityLayout.Family> families = new ArrayList<>();
    for (FamilySchema f : parts.families()) {
      families.add(new EntityLayout.Family(f.name(), f.maxVersions(), f.minVersions(), f.ttlSeconds(),
          f.compression().name(), f.bloomFilter().name(), f.blockSize(), f.blockCache(), f.inMemory()));
    }
    List<EntityLayout.Cell> cells = new ArrayList<>();
    for (EntityPlan.Column c : parts.columns()) {
      String role = switch (c.kind()) {
        case PLAIN, PRESENCE -> null;
        case COUNTER -> "counter";
        case VERSION -> "version";
        case VERSIONS -> "versions";
      };
      if (c.kind() != EntityPlan.ColumnKind.PRESENCE) {
        cells.add(new EntityLayout.Cell(c.family(), c.qualifier(), c.encoding(), c.field(), role, c.formerly(),
            parts.from(c.slot())));
      }
    }
    for (EntityPlan.Column c : parts.columns()) {
      if (c.kind() == EntityPlan.ColumnKind.PRESENCE) {
        cells.add(new EntityLayout.Cell(c.family(), c.qualifier(), c.encoding(), c.field(), null, List.of()));
      }
    }
    List<EntityLayout.Dynamic> dynamics = new ArrayList<>();
    for (EntityPlan.Dynamic d : parts.dynamics()) {
      dynamics.add(new EntityLayout.Dynamic(d.family(), d.keyEncoding(), d.valueEncoding(), d.field(),
          parts.from(d.slot())));
    }
    EntityLayout.KeyPrefix prefix = switch (parts.prefix().kind()) {
      case NONE -> null;
      case SALT -> new EntityLayout.KeyPrefix("salt", parts.prefix().buckets(), 1, parts.prefix().ofCount());
      case HASH -> new EntityLayout.KeyPrefix("hash", 0, parts.prefix().length(), parts.prefix().ofCount());
    };
    return new EntityLayout(parts.type().getCanonicalName(), prefix, key, families, cells, dynamics,
        parts.timestamp() == null ? null : parts.timestamp().field(),
        presence == null ? null : new EntityLayout.Presence(presence.family(), presence.qualifier(), presence.kind()),
        List.of(), List.of());
  }
}
