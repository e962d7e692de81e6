package org.hbasemapper.dynamic;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.key.KeyComponent;

/**
 * The constants of a mapper class, held in its {@code static final} fields as a generated mapper holds
 * its own: the schema, each key component, each column's family, qualifier and codec, each map's family
 * and codecs. The JIT takes
 * static finals for constants, so the key components' and codecs' calls in the mapper class's methods
 * go straight to the one codec of each (a key component shared by every entity would see them all).
 * The class's static initializer takes them from here, on the thread that defines it.
 */
@Internal
public final class MapperConstants {
  private static final ThreadLocal<Object[]> PENDING = new ThreadLocal<>();

  /** The presence marker's value: never empty, which HBase's absence check would take for no cell. */
  private static final byte[] MARKER = {1};

  private MapperConstants() {}

  /** The name and type of one constant, as its field declares it. */
  record Field(String name, Class<?> type) {}

  /** The fields of {@code plan}'s mapper class, in the order of {@link #values}. */
  static List<Field> fields(EntityPlan plan) {
    List<Field> out = new ArrayList<>(List.of(new Field("SCHEMA", TableSchema.class), new Field("TABLE", String.class),
        new Field("ENTITY", String.class), new Field("PREFIX", KeyPrefix.class),
        new Field("MARKER_FAMILY", byte[].class), new Field("MARKER_QUALIFIER", byte[].class),
        new Field("MARKER_VALUE", byte[].class), new Field("FAMILIES", byte[][].class)));
    for (int i = 0; i < plan.key.size(); i++) {
      out.add(new Field("KEY_" + i, KeyComponent.class));
    }
    for (int i = 0; i < plan.columns.size(); i++) {
      out.add(new Field("FAMILY_" + i, byte[].class));
      out.add(new Field("QUALIFIER_" + i, byte[].class));
      out.add(new Field("CODEC_" + i, ValueCodec.class));
    }
    for (int i = 0; i < plan.formers.size(); i++) {
      out.add(new Field("FORMER_" + i, byte[].class));
    }
    for (int i = 0; i < plan.dynamics.size(); i++) {
      out.add(new Field("MAP_FAMILY_" + i, byte[].class));
      out.add(new Field("MAP_KEYS_" + i, KeyCodec.class));
      out.add(new Field("MAP_VALUES_" + i, ValueCodec.class));
    }
    return out;
  }

  /** The values of {@code plan}'s constants, in the order of {@link #fields}. */
  static Object[] values(EntityPlan plan) {
    List<Object> out = new ArrayList<>();
    out.add(plan.schema);
    out.add(plan.schema.tableName().getNamespaceAsString() + ":" + plan.schema.tableName().getQualifierAsString());
    out.add(plan.entityName);
    out.add(plan.prefix);
    out.add(plan.marker == null ? null : bytes(plan.marker.family()));
    out.add(plan.marker == null ? null : bytes(plan.marker.qualifier()));
    out.add(MARKER);
    out.add(RuntimeMapper.readFamilies(plan).stream().map(MapperConstants::bytes).toArray(byte[][]::new));
    plan.key.forEach(k -> out.add(k.component()));
    for (EntityPlan.Column c : plan.columns) {
      out.add(bytes(c.family()));
      out.add(bytes(c.qualifier()));
      out.add(c.codec());
    }
    plan.formers.forEach(f -> out.add(bytes(f.qualifier())));
    for (EntityPlan.Dynamic d : plan.dynamics) {
      out.add(bytes(d.family()));
      out.add(d.keys());
      out.add(d.values());
    }
    return out.toArray();
  }

  private static byte[] bytes(String name) {
    return name.getBytes(StandardCharsets.UTF_8);
  }

  /** Hands {@code constants} to the static initializer of the class about to be defined on this thread. */
  static void offer(Object[] constants) {
    PENDING.set(constants);
  }

  /** Forgets what {@link #offer} handed over. */
  static void clear() {
    PENDING.remove();
  }

  /**
   * The constants of the mapper class being initialized on this thread; its static initializer calls it,
   * nothing else should.
   */
  public static Object[] take() {
    Object[] constants = PENDING.get();
    if (constants == null) {
      throw new IllegalStateException("no mapper class is being defined on this thread");
    }
    return constants;
  }
}
