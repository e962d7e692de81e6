package org.hbasemapper.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellComparator;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.dynamic.compat.CompatCollections;
import org.hbasemapper.dynamic.compat.CompatDescendingKeys;
import org.hbasemapper.dynamic.compat.CompatHashed;
import org.hbasemapper.dynamic.compat.CompatInherited;
import org.hbasemapper.dynamic.compat.CompatKeys;
import org.hbasemapper.dynamic.compat.CompatLazy;
import org.hbasemapper.dynamic.compat.CompatMoved;
import org.hbasemapper.dynamic.compat.CompatNested;
import org.hbasemapper.dynamic.compat.CompatSale;
import org.hbasemapper.dynamic.compat.CompatSalted;
import org.hbasemapper.dynamic.compat.CompatTypes;
import org.hbasemapper.dynamic.compat.CompatVersioned;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.TableSchema;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The runtime mapper of an entity against the mapper the processor generated for the same class
 * (src/compat/java, compiled with the processor): the same schema and stored layout; for random
 * entities of a fixed seed, the same puts (row, cells, timestamps), and each decoding the other's
 * results into the same entity; for values the mappers must refuse and for stored bytes that do not
 * parse, the same exception with the same message. Every type of key component and cell, salt, MD5
 * prefix, maps of each shape, {@code @Convert}, {@code @Version}, {@code @Counter}, {@code @Timestamp},
 * audit dates, the presence marker, fields of a chain of mapped superclasses, {@code @Embedded} records and
 * classes (nested, built through setters or a constructor), and list and set cells are among the entities.
 */
class CompatibilityTest {
  private static final long SEED = 20_260_501L;
  private static final int SAMPLES = 400;

  static Stream<Class<?>> entities() {
    return Stream.of(CompatSale.class, CompatTypes.class, CompatLazy.class, CompatKeys.class,
        CompatDescendingKeys.class, CompatSalted.class, CompatHashed.class, CompatInherited.class,
        CompatCollections.class, CompatNested.class, CompatMoved.class, CompatVersioned.class);
  }

  @SuppressWarnings("unchecked")
  private static <E> EntityMapper<E, Object> generated(Class<E> type) throws ReflectiveOperationException {
    return (EntityMapper<E, Object>) Class.forName(type.getName() + "Mapper").getField("INSTANCE").get(null);
  }

  @ParameterizedTest
  @MethodSource("entities")
  void theSchemaIsTheGeneratedOne(Class<?> type) throws ReflectiveOperationException {
    TableSchema expected = generated(type).schema();
    TableSchema actual = RuntimeMappers.of(type).schema();
    assertThat(actual.layout()).isEqualTo(expected.layout()).isPresent();
    assertThat(actual.describe()).isEqualTo(expected.describe());
    assertThat(actual.shellCreateCommand()).isEqualTo(expected.shellCreateCommand());
    assertThat(actual.toDescriptor()).isEqualTo(expected.toDescriptor());
    assertThat(actual.toString()).isEqualTo(expected.toString());
    assertThat(actual.families()).isEqualTo(expected.families());
    assertThat(actual.rowKey()).isEqualTo(expected.rowKey());
    assertThat(actual.columns()).isEqualTo(expected.columns());
    assertThat(actual.presenceColumn()).isEqualTo(expected.presenceColumn());
    assertThat(actual.keyPrefix().toString()).isEqualTo(expected.keyPrefix().toString());
    assertThat(actual.splitKeys()).isDeepEqualTo(expected.splitKeys());
  }

  @ParameterizedTest
  @MethodSource("entities")
  <E> void randomEntitiesMapToTheSameBytesAndBack(Class<E> type) throws Exception {
    EntityMapper<E, Object> generated = generated(type);
    RuntimeMapper<E> runtime = RuntimeMappers.of(type);
    Samples samples = new Samples(SEED ^ type.getName().hashCode());
    int written = 0;
    int refused = 0;
    for (int i = 0; i < SAMPLES; i++) {
      E entity = type.cast(samples.entity(type));
      String sample = type.getSimpleName() + " sample " + i + ": " + describe(entity);
      Outcome put = same(sample + ", toPut", () -> cells(generated.toPut(entity)), () -> cells(runtime.toPut(entity)));
      same(sample + ", rowKey", () -> Bytes.toStringBinary(generated.rowKey(entity)),
          () -> Bytes.toStringBinary(runtime.rowKey(entity)));
      same(sample + ", keyOf", () -> components(generated.keyOf(entity)), () -> runtime.keyOf(entity).components()
          .stream().map(CompatibilityTest::describe).toList());
      same(sample + ", versionOf", () -> generated.versionOf(entity), () -> runtime.versionOf(entity));
      same(sample + ", unloadedFamilies", () -> generated.unloadedFamilies(entity),
          () -> runtime.unloadedFamilies(entity));
      if (put.error() != null) {
        refused++;
        continue;
      }
      written++;
      Result fromGenerated = result(generated.toPut(entity));
      Result fromRuntime = result(runtime.toPut(entity));
      Outcome read = same(sample + ", reading the generated put", () -> describe(generated.fromResult(fromGenerated)),
          () -> describe(runtime.fromResult(fromGenerated)));
      same(sample + ", reading the runtime put", () -> read.value(), () -> describe(generated.fromResult(fromRuntime)));
      byte[] row = generated.toPut(entity).getRow();
      Outcome key = same(sample + ", decodeKey", () -> components(generated.decodeKey(row)),
          () -> runtime.decodeKey(row).components().stream().map(CompatibilityTest::describe).toList());
      same(sample + ", encodeKey", () -> Bytes.toStringBinary(generated.encodeKey(generated.decodeKey(row))),
          () -> Bytes.toStringBinary(runtime.encodeKey(runtime.decodeKey(row))));
      assertThat(key.error()).as(sample).isNull();
      // what another program might have stored: one cell's bytes, or the row key, not a value of the entity
      Result corrupt = corrupt(fromGenerated, samples);
      same(sample + ", reading corrupt cells " + corrupt, () -> describe(generated.fromResult(corrupt)),
          () -> describe(runtime.fromResult(corrupt)));
      byte[] badRow = samples.corrupt(row);
      same(sample + ", decoding row " + Bytes.toStringBinary(badRow), () -> components(generated.decodeKey(badRow)),
          () -> runtime.decodeKey(badRow).components().stream().map(CompatibilityTest::describe).toList());
    }
    assertThat(written).as("entities written").isGreaterThan(SAMPLES / 3);
    assertThat(refused).as("entities refused").isGreaterThan(0);
  }

  /**
   * Rows stored before columns moved: the cells of a put of random entities, some under a former qualifier
   * of their column instead of (or beside) its own, some corrupt, read alike by both mappers.
   */
  @org.junit.jupiter.api.Test
  void formerQualifiersAreReadAsTheGeneratedMapperReadsThem() throws Exception {
    EntityMapper<CompatMoved, Object> generated = generated(CompatMoved.class);
    RuntimeMapper<CompatMoved> runtime = RuntimeMappers.of(CompatMoved.class);
    Map<String, List<String>> formerly = new java.util.HashMap<>();
    for (org.hbasemapper.runtime.ColumnSchema c : generated.schema().columns()) {
      if (!c.formerly().isEmpty()) {
        formerly.put(c.qualifier(), c.formerly());
      }
    }
    assertThat(formerly).containsOnlyKeys("n2", "count", "modified", "p_label");
    Samples samples = new Samples(SEED);
    int moved = 0;
    for (int i = 0; i < SAMPLES; i++) {
      CompatMoved entity = (CompatMoved) samples.entity(CompatMoved.class);
      Put put;
      try {
        put = generated.toPut(entity);
      } catch (RuntimeException refused) {
        continue;
      }
      List<Cell> cells = new ArrayList<>();
      for (Cell c : result(put).rawCells()) {
        List<String> former = formerly.get(Bytes.toString(CellUtil.cloneQualifier(c)));
        int choice = former == null ? 0 : samples.nextInt(4);
        if (choice == 0 || choice == 3) {
          cells.add(c); // its own cell; with 3, a former one beside it, which it hides
        }
        if (choice > 0) {
          String qualifier = former.get(samples.nextInt(former.size()));
          byte[] value = samples.rarely() ? samples.corrupt(CellUtil.cloneValue(c)) : CellUtil.cloneValue(c);
          cells.add(new KeyValue(CellUtil.cloneRow(c), CellUtil.cloneFamily(c), Bytes.toBytes(qualifier),
              c.getTimestamp(), KeyValue.Type.Put, value));
          moved++;
        }
      }
      Cell[] sorted = cells.toArray(Cell[]::new);
      Arrays.sort(sorted, CellComparator.getInstance());
      Result stored = Result.create(sorted);
      same("CompatMoved sample " + i + ": " + describe(entity) + ", reading " + stored,
          () -> describe(generated.fromResult(stored)), () -> describe(runtime.fromResult(stored)));
    }
    assertThat(moved).as("cells moved").isGreaterThan(SAMPLES);
  }

  /** What a call returned, described, or the exception it threw: its class and message. */
  record Outcome(Object value, String error) {}

  private static Outcome outcome(Callable<?> call) {
    try {
      return new Outcome(call.call(), null);
    } catch (Exception e) {
      return new Outcome(null, e.getClass().getName() + ": " + e.getMessage());
    }
  }

  /** Asserts that both calls return the same or throw alike; returns the outcome. */
  private static Outcome same(String what, Callable<?> expected, Callable<?> actual) {
    Outcome e = outcome(expected);
    assertThat(outcome(actual)).as(what).isEqualTo(e);
    return e;
  }

  /** Every cell of {@code put} in the order it holds them, with the row and the put's timestamp. */
  private static List<String> cells(Put put) {
    List<String> out = new ArrayList<>();
    out.add("row " + Bytes.toStringBinary(put.getRow()) + " at " + put.getTimestamp());
    for (Map.Entry<byte[], List<Cell>> family : put.getFamilyCellMap().entrySet()) {
      for (Cell c : family.getValue()) {
        out.add(Bytes.toStringBinary(CellUtil.cloneFamily(c)) + ":" + Bytes.toStringBinary(CellUtil.cloneQualifier(c))
            + " @" + c.getTimestamp() + " " + c.getType() + " = " + Bytes.toStringBinary(CellUtil.cloneValue(c)));
      }
    }
    return out;
  }

  /** The cells of {@code put} as the {@code Result} a read of them returns, in HBase's order. */
  static Result result(Put put) {
    Cell[] cells = put.getFamilyCellMap().values().stream().flatMap(List::stream).toArray(Cell[]::new);
    Arrays.sort(cells, CellComparator.getInstance());
    return Result.create(cells);
  }

  /** {@code result} with one cell's value replaced by bytes that may not parse. */
  private static Result corrupt(Result result, Samples samples) {
    Cell[] cells = result.rawCells().clone();
    if (cells.length == 0) {
      return result;
    }
    int i = samples.nextInt(cells.length);
    Cell c = cells[i];
    cells[i] = new KeyValue(CellUtil.cloneRow(c), CellUtil.cloneFamily(c), CellUtil.cloneQualifier(c),
        c.getTimestamp(), KeyValue.Type.Put, samples.corrupt(CellUtil.cloneValue(c)));
    return Result.create(cells);
  }

  /** The components of a generated {@code Key} record, described. */
  private static List<String> components(Object key) throws ReflectiveOperationException {
    List<String> out = new ArrayList<>();
    for (RecordComponent c : key.getClass().getRecordComponents()) {
      out.add(describe(c.getAccessor().invoke(key)));
    }
    return out;
  }

  /** An entity or value as text that tells equal values from others: arrays by content, maps with their class. */
  static String describe(Object value) {
    if (value == null) {
      return "null";
    }
    if (value instanceof byte[] b) {
      return Arrays.toString(b);
    }
    if (value instanceof java.util.Collection<?> collection) {
      return collection.getClass().getSimpleName() + collection.stream().map(CompatibilityTest::describe).toList();
    }
    if (value instanceof Map<?, ?> map) {
      StringBuilder out = new StringBuilder(map.getClass().getSimpleName()).append('{');
      map.forEach((k, v) -> out.append(describe(k)).append('=').append(describe(v)).append(", "));
      return out.append('}').toString();
    }
    Class<?> type = value.getClass();
    if (type.getPackageName().startsWith("java.") || type.isEnum()) {
      return type.getSimpleName() + ":" + value;
    }
    StringBuilder out = new StringBuilder(type.getSimpleName()).append('[');
    for (Class<?> c = type; c != Object.class && c != Record.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        if (!Modifier.isStatic(f.getModifiers())) {
          f.setAccessible(true);
          try {
            out.append(f.getName()).append('=').append(describe(f.get(value))).append(", ");
          } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
          }
        }
      }
    }
    return out.append(']').toString();
  }
}
