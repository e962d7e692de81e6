package org.hbasemapper.dynamic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.lang.invoke.MethodHandles;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.net.URI;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every class a runtime mapper refuses, with the message of each problem pinned: the entities below are
 * compiled in this JVM without a processor and handed to {@link RuntimeMappers#of}. Where the processor
 * has the rule, the same source is also compiled with it, and the runtime mapper must report exactly the
 * processor's errors, in its words; the rest are what runtime mappers add (classes the processor never
 * sees, what they do not support yet, constructors without parameter names) and say so.
 */
class RefusalTest {
  private static final String IMPORTS = "package refused;\n"
      + "import java.math.*;\nimport java.time.*;\nimport java.util.*;\n"
      + "import org.hbasemapper.annotations.*;\nimport org.hbasemapper.runtime.codec.*;\n";

  /** What the processor makes of a refused class. */
  enum Processor {
    /** It reports exactly the runtime mapper's problems, in the same words. */
    SAME,
    /** It reports nothing: the class is fine for it, or it never sees the class (no @Table, a local class). */
    NONE,
    /**
     * It refuses by a narrower or another rule, or points to its generated API (the DAO's wide-row accessor),
     * in other words.
     */
    OTHER_WORDS
  }

  /** A refused class: its source, the problems the runtime mapper must report (in any order), and the processor's view. */
  record Refusal(String className, String source, List<String> problems, Processor processor,
      boolean parameterNames) {
    @Override
    public String toString() {
      return className;
    }
  }

  /** {@code source} with its table {@code t} named after the class: entities of one compilation sharing a table are an error. */
  private static String ownTable(String className, String source) {
    return source.replace("@Table(name = \"t\"",
        "@Table(name = \"" + className.toLowerCase(Locale.ROOT) + "\"");
  }

  private static Refusal refused(String className, String source, String... problems) {
    return new Refusal("refused." + className, IMPORTS + ownTable(className, source), List.of(problems),
        Processor.SAME, true);
  }

  private static Refusal runtimeOnly(String className, String source, String... problems) {
    return new Refusal("refused." + className, IMPORTS + ownTable(className, source), List.of(problems),
        Processor.NONE, true);
  }

  private static Refusal otherWords(String className, String source, String... problems) {
    return new Refusal("refused." + className, IMPORTS + ownTable(className, source), List.of(problems),
        Processor.OTHER_WORDS, true);
  }

  private static final List<Refusal> REFUSALS = List.of(
      // ---- the type
      runtimeOnly("NoTable", "public class NoTable { @RowKey long id; }",
          "NoTable: NoTable has no @Table; annotate it with @Table(name = ...) and @Family(name = ...) to map it"),
      otherWords("Outer1", """
          public class Outer1 {
            @Table(name = "t", defaultFamily = "d") private static class Hidden { @RowKey long id; }
          }""", "Hidden: @Table type Hidden is private; generated code in its package must reach it"),
      refused("Outer2", """
          public class Outer2 {
            @Table(name = "t", defaultFamily = "d") public class Inner { @RowKey long id; }
          }""", "Inner: @Table type Inner is an inner class; make it static or top-level"),
      runtimeOnly("Outer3", """
          public class Outer3 {
            public static Class<?> local() {
              @Table(name = "t", defaultFamily = "d") class Local { @RowKey long id; }
              return Local.class;
            }
          }""", "Local: @Table type Local is a local or anonymous class; make it a top-level or static nested class"),
      refused("Abstract1", """
          @Table(name = "t", defaultFamily = "d") public abstract class Abstract1 { @RowKey long id; }""",
          "Abstract1: @Table type Abstract1 is abstract or an interface; map a concrete class or a record"),
      refused("BadNames", """
          @Table(name = "-bad", namespace = "bad-ns", defaultFamily = "d")
          @Family(name = "d") @Family(name = "d") @Family(name = "a:b")
          public record BadNames(@RowKey long id, int x) {}""",
          "BadNames: family 'd' is declared twice; declare each @Family once",
          "BadNames: table name '-bad' is not valid in HBase: use letters, digits, '_', '-' and '.', not starting "
              + "with '.' or '-'",
          "BadNames: namespace 'bad-ns' is not valid in HBase: use letters, digits and '_'",
          "BadNames: family name 'a:b' is not valid in HBase: it must be non-empty printable text without ':' and "
              + "not start with '.'"),
      refused("Child8", """
          @Table(name = "t", defaultFamily = "d")
          public class Child8 extends Middle8 { @RowKey long id; }
          class Middle8 extends Base8 { @Column String createdBy; @Transient String scratch; static int COUNT; }
          @MappedSuperclass class Base8 { String note; }""",
          "Child8: superclass Middle8 of Child8 has mapping annotations on 'createdBy', 'scratch' but is not marked "
              + "@MappedSuperclass, so they would not be mapped; mark Middle8 @MappedSuperclass, or remove the "
              + "annotations"),
      refused("Child9", """
          @Table(name = "t", defaultFamily = "d")
          public class Child9 extends Base9<Long> { String name; }
          @MappedSuperclass abstract class Base9<ID> { @RowKey ID id; }""",
          "Child9.id: field 'id' has type ID, a type parameter of Base9; the mapper encodes a field by its declared "
              + "type: give it a concrete type, or declare it in each entity"),
      refused("Child10", """
          @Table(name = "t", defaultFamily = "d")
          public class Child10 extends Base10 { @RowKey long id; }
          @MappedSuperclass class Base10 { private String hidden; }""",
          "Child10.hidden: " + "field 'hidden' cannot be read by generated code in the entity's package; add a public getter "
              + "(getHidden(), isHidden() for a boolean, or hidden()) or make the field package-private",
          "Child10.hidden: " + "field 'hidden' cannot be written by generated code in the entity's package; take it as a "
              + "parameter of the constructor, add a public setter setHidden(...), or make the field package-private"),
      runtimeOnly("Unsupported", """
          @Table(name = "t", defaultFamily = "d") @Family(name = "d", maxVersions = 2)
          @Index(name = "pair", columns = {"x", "w"})
          public record Unsupported(@RowKey long id, @Indexed int x, int w, @Column(formerly = "old") String y,
              @Column @Versions(max = 2) NavigableMap<Long, String> z, @Embedded Tag t) {}
          record Tag(@Indexed String name) {}""",
          "Unsupported: @Index on Unsupported is not supported by runtime mappers yet; map the entity with the "
              + "annotation processor (which supports it), or remove @Index",
          "Unsupported.x: @Indexed on field 'x' is not supported by runtime mappers yet; map the entity with the "
              + "annotation processor (which supports it), or remove @Indexed",
          "Unsupported.tName: @Indexed on field 'tName' is not supported by runtime mappers yet; map the entity with "
              + "the annotation processor (which supports it), or remove @Indexed"),
      runtimeOnly("Typed", """
          @Table(name = "typed", defaultFamily = "d") @Family(name = "l") @RecordType(value = "t", order = 1)
          public record Typed(@RowKey(width = 4) String id, @DynamicColumns(family = "l") @Relation(target = Other.class)
              Map<Long, String> links) {}
          @Table(name = "other", defaultFamily = "d") @Family(name = "l")
          record Other(@RowKey long id) {}""",
          "Typed: @RecordType on Typed is not supported by runtime mappers yet; map the entity with the "
              + "annotation processor (which supports it), or remove @RecordType",
          "Typed.links: @Relation on field 'links' is not supported by runtime mappers yet; map the entity with the "
              + "annotation processor (which supports it), or remove @Relation"),
      // ---- row key, salt and hash prefix
      refused("NoKey", """
          @Table(name = "t", defaultFamily = "d") public record NoKey(int x) {}""",
          "NoKey: @Table NoKey has no @RowKey field; mark the field(s) that identify a row with @RowKey (the row key "
              + "is HBase's only index)"),
      refused("DuplicateOrder", """
          @Table(name = "t", defaultFamily = "d")
          public record DuplicateOrder(@RowKey(order = 0, width = 4) String a, @RowKey(order = 0) long b) {}""",
          "DuplicateOrder.b: @RowKey component 'b' has order 0, like 'a'; give every component a distinct order"),
      refused("OrderGap", """
          @Table(name = "t", defaultFamily = "d")
          public record OrderGap(@RowKey(order = 0) long a, @RowKey(order = 2) long b) {}""",
          "OrderGap.b: @RowKey component 'b' has order 2 but the components before it end at 0; number components "
              + "0, 1, 2, ... without gaps (a @RecordType code takes a place too: declare it there if this entity is "
              + "one record type of a shared table)"),
      refused("VariableFirst", """
          @Table(name = "t", defaultFamily = "d")
          public record VariableFirst(@RowKey(order = 0) String userId, @RowKey(order = 1) long time) {}""",
          "VariableFirst.userId: @RowKey component 'userId' has variable width but is not the last component; give it "
              + "@RowKey(width = N) or move it last (partial-key scans need fixed widths)"),
      refused("Widths", """
          @Table(name = "t", defaultFamily = "d")
          public record Widths(@RowKey(order = 0, width = 4) long a, @RowKey(order = 1, width = -1) String b) {}""",
          "Widths.a: @RowKey component 'a' is a long, which always takes 8 bytes; remove width (it applies to String "
              + "and byte[] only)",
          "Widths.b: @RowKey component 'b' has a negative width; use 0 (variable) or the byte width"),
      refused("DecimalKey", """
          @Table(name = "t", defaultFamily = "d")
          public record DecimalKey(@RowKey BigDecimal amount, int x) {}""",
          "DecimalKey.amount: @RowKey component 'amount' has type java.math.BigDecimal, which has no order-preserving key codec; "
              + "use a number, boolean, String, byte[], enum, UUID, Instant, Date, LocalDate or LocalDateTime"),
      refused("SaltAndHash", """
          @Table(name = "t", defaultFamily = "d") @Salt @HashPrefix
          public record SaltAndHash(@RowKey long id) {}""",
          "SaltAndHash: @Salt and @HashPrefix both prefix the row key; use one of them"),
      refused("SaltRange", """
          @Table(name = "t", defaultFamily = "d") @Salt(buckets = 300)
          public record SaltRange(@RowKey long id) {}""",
          "SaltRange: @Salt(buckets = 300) is out of range; use 1 to 256 buckets (one salt byte)"),
      refused("HashRange", """
          @Table(name = "t", defaultFamily = "d") @HashPrefix(length = 17, regions = 0)
          public record HashRange(@RowKey long id) {}""",
          "HashRange: @HashPrefix(length = 17) is out of range; use 1 to 16 bytes of the MD5 digest",
          "HashRange: @HashPrefix(regions = 0) is out of range; pre-split into 1 to 256 regions"),
      refused("SaltOf", """
          @Table(name = "t", defaultFamily = "d") @Salt(of = "usr")
          public record SaltOf(@RowKey(order = 0) long user, @RowKey(order = 1) long time) {}""",
          "SaltOf: @Salt(of) names 'usr', which is not a @RowKey component (components: user, time); did you mean "
              + "'user'?"),
      refused("HashOf", """
          @Table(name = "t", defaultFamily = "d") @HashPrefix(of = "time")
          public record HashOf(@RowKey(order = 0) long user, @RowKey(order = 1) long time) {}""",
          "HashOf: @HashPrefix(of = [time]) must name the leading key components in key order (user), so that a "
              + "query fixing them can compute the prefix"),
      // ---- columns and families
      refused("Families", """
          @Table(name = "t") @Family(name = "info") @Family(name = "more")
          public record Families(@RowKey long id, @Column(family = "inf") String a, @Column String b, String c) {}""",
          "Families.b: field 'b' has no family: set @Column(family = ...) or @Table(defaultFamily = ...)",
          "Families.c: field 'c' is not mapped: annotate it with @Column, @RowKey or @DynamicColumns, mark it "
              + "@Transient, or set @Table(defaultFamily = ...)",
          "Families.a: field 'a' names family 'inf', which no @Family declares (declared: info, more); add "
              + "@Family(name = \"inf\") to the type or fix the name; did you mean 'info'?"),
      refused("SameCell", """
          @Table(name = "t", defaultFamily = "d")
          public record SameCell(@RowKey long id, String a, @Column(qualifier = "a") String b) {}""",
          "SameCell.b: field 'b' maps to d:a, which 'a' already maps; give one of them another qualifier"),
      refused("SharedFamily", """
          @Table(name = "t", defaultFamily = "d")
          public record SharedFamily(@RowKey long id, String a, @DynamicColumns(family = "d") Map<String, String> m,
              @DynamicColumns(family = "d") Map<Long, String> n) {}""",
          "SharedFamily.n: @DynamicColumns field 'n' uses family 'd', which also holds 'm'; map qualifiers could "
              + "collide with it: give the map a family of its own",
          "SharedFamily.m: @DynamicColumns field 'm' uses family 'd', which also holds 'a'; map qualifiers could "
              + "collide with it: give the map a family of its own"),
      refused("Maps", """
          @Table(name = "t", defaultFamily = "d") @Family(name = "m") @Family(name = "n") @Family(name = "o")
          public record Maps(@RowKey long id, @DynamicColumns(family = "m") List<String> m,
              @DynamicColumns(family = "n", fetch = Fetch.LAZY) TreeMap<String, String> n,
              @DynamicColumns(family = "o") Map<BigDecimal, Object> o) {}""",
          "Maps.m: @DynamicColumns field 'm' has type java.util.List<java.lang.String>; it must be a Map<K, V> (one "
              + "qualifier per entry)",
          "Maps.n: @DynamicColumns(fetch = LAZY) field 'n' is a java.util.TreeMap<java.lang.String, java.lang.String>; "
              + "declare it as Map<K, V> (it is given a map that loads on first use)",
          "Maps.o: @DynamicColumns field 'o' has map key type java.math.BigDecimal, which has no order-preserving key "
              + "codec; use a number, String, byte[], enum, UUID or time type as key",
          "Maps.o: field 'o' has type java.lang.Object, which has no built-in codec; give it @Convert(YourCodec.class) "
              + "with a ValueCodec<java.lang.Object>, or mark it @Transient"),
      refused("Codecs", """
          @Table(name = "t", defaultFamily = "d")
          public record Codecs(@RowKey long id, @Convert(IntCodec.class) Long a, @Convert(String.class) String b,
              @Convert(NoWayCodec.class) String c) {}
          class IntCodec implements ValueCodec<Integer> {
            public byte[] encode(Integer v) { return new byte[0]; }
            public Integer decode(byte[] v) { return 0; }
          }
          class NoWayCodec implements ValueCodec<String> {
            private NoWayCodec() {}
            public byte[] encode(String v) { return new byte[0]; }
            public String decode(byte[] v) { return ""; }
          }""",
          "Codecs.a: @Convert codec IntCodec encodes java.lang.Integer but field 'a' is a java.lang.Long; use a "
              + "ValueCodec<java.lang.Long>",
          "Codecs.b: @Convert on 'b' names String, which does not implement org.hbasemapper.runtime.codec.ValueCodec",
          "Codecs.c: @Convert codec NoWayCodec of 'c' has neither a public no-argument constructor nor a public static "
              + "final INSTANCE; add one"),
      refused("Moved1", """
          @Table(name = "t", defaultFamily = "d")
          public record Moved1(@RowKey long id, @Column(formerly = "a") String a, @Column(formerly = "b") String c,
              String b, @Counter @Column(formerly = "x") long n) {}""",
          "Moved1.a: @Column(formerly) of 'a' names d:a, the column's own cell; list only the qualifiers its cells "
              + "were stored under before",
          "Moved1.c: @Column(formerly) of 'c' names d:b, which is the column of field 'b'; a cell there would be read "
              + "as both: take it out of formerly, or give the other a qualifier of its own",
          "Moved1.n: @Column(formerly) does not apply to 'n', which is a @Counter: increments add to one cell, so a "
              + "count stored under a former qualifier would start again from zero; keep the stored qualifier with "
              + "@Column(qualifier = \"...\") instead"),
      refused("Versions1", """
          @Table(name = "t", defaultFamily = "d") @Family(name = "d", maxVersions = 2) @Family(name = "m")
          public record Versions1(@RowKey long id, @Versions(max = 0) NavigableMap<Long, String> a,
              @Versions Map<Long, String> b, @Versions(max = 3) NavigableMap<Long, String> c, @Counter @Versions long d,
              @DynamicColumns(family = "m") @Versions Map<String, String> e) {}""",
          "Versions1.a: @Versions(max = 0) on 'a' is out of range; read at least 1 version",
          "Versions1.b: @Versions field 'b' is a java.util.Map<java.lang.Long, java.lang.String>; it must be a "
              + "NavigableMap<Long, V> (cell timestamp -> value, one entry per version)",
          "Versions1.c: @Versions(max = 3) on 'c' reads more versions than family 'd' keeps (maxVersions = 2); HBase "
              + "drops the older ones at compaction: raise the family's maxVersions or lower max",
          "Versions1.d: @Versions and @Counter are both on 'd'; a counter has one current value: remove one",
          "Versions1.e: @Versions on 'e' applies to single-cell columns only, not to @RowKey or @DynamicColumns "
              + "fields"),
      refused("Collections1", """
          @Table(name = "t", defaultFamily = "d")
          public record Collections1(@RowKey long id, List<Object> a, Set<List<String>> b,
              @SuppressWarnings("rawtypes") List c, List<? extends Number> d) {}""",
          "Collections1.a: field 'a' is a java.util.List<java.lang.Object>, but java.lang.Object has no built-in codec for "
              + "a collection element; use elements of a built-in type (String, a number, boolean, an enum, Instant, "
              + "LocalDate, LocalDateTime, Date, UUID, BigDecimal, byte[]), or give the field @Convert(YourCodec.class) "
              + "(mapper-jackson's JsonCodec stores any type as JSON)",
          "Collections1.b: field 'b' is a java.util.Set<java.util.List<java.lang.String>>, but "
              + "java.util.List<java.lang.String> has no built-in codec for a collection element; use elements of a "
              + "built-in type (String, a number, boolean, an enum, Instant, LocalDate, LocalDateTime, Date, UUID, "
              + "BigDecimal, byte[]), or give the field @Convert(YourCodec.class) (mapper-jackson's JsonCodec stores any "
              + "type as JSON)",
          "Collections1.c: field 'c' is a java.util.List, but its raw element type has no built-in codec for a "
              + "collection element; use elements of a built-in type (String, a number, boolean, an enum, Instant, "
              + "LocalDate, LocalDateTime, Date, UUID, BigDecimal, byte[]), or give the field @Convert(YourCodec.class) "
              + "(mapper-jackson's JsonCodec stores any type as JSON)",
          "Collections1.d: field 'd' is a java.util.List<? extends java.lang.Number>, but ? extends java.lang.Number has "
              + "no built-in codec for a collection element; use elements of a built-in type (String, a number, "
              + "boolean, an enum, Instant, LocalDate, LocalDateTime, Date, UUID, BigDecimal, byte[]), or give the field "
              + "@Convert(YourCodec.class) (mapper-jackson's JsonCodec stores any type as JSON)"),
      // ---- embedded values
      refused("Embeds1", """
          @Table(name = "t", defaultFamily = "d")
          public record Embeds1(@RowKey long id, @Embedded String text, @Embedded Node1 node,
              @Embedded(family = "x") Geo1 far, @RowKey(order = 1) @Embedded Geo1 key) {}
          record Node1(String label, @Embedded Node1 next) {}
          record Geo1(double lat, double lon) {}""",
          "Embeds1.text: @Embedded field 'text' has type java.lang.String, which is not a record or a class of fields; "
              + "remove @Embedded (a type with a codec is stored as one cell), or embed a record or a concrete class",
          "Embeds1.nodeNext: @Embedded field 'next' makes a cycle (Node1 -> Node1): an embedded value cannot contain "
              + "itself, its columns would never end; store the inner value in a row of its own, or give the field "
              + "@Convert(YourCodec.class)",
          "Embeds1.far: field 'far' names family 'x', which no @Family declares (declared: d); add @Family(name = \"x\") "
              + "to the type or fix the name",
          "Embeds1.key: field 'key' has both @RowKey and @Embedded, but a row-key component is one value with an "
              + "order-preserving encoding; make each of its fields a @RowKey component, or remove @Embedded"),
      refused("Embeds2", """
          @Table(name = "t", defaultFamily = "d") @Family(name = "d") @Family(name = "o")
          public record Embeds2(@RowKey long id, @Embedded Inner2 inner, @Embedded Empty2 empty,
              @Embedded Closed2 closed) {}
          record Inner2(@Counter long hits, @Column(family = "o") String note, String ok) {}
          record Empty2(@Transient String only) {}
          class Closed2 { private Closed2() {} String x; }""",
          "Embeds2.innerHits: @Counter on 'Inner2.hits' does not apply inside an @Embedded type, whose fields are plain "
              + "columns (with @Column(qualifier), @Convert, @Indexed, @Transient) or nested @Embedded values; remove "
              + "@Counter",
          "Embeds2.innerNote: 'Inner2.note' names family 'o', but every cell of an embedded value is in the family of "
              + "the @Embedded field that holds it ('d'); remove the family",
          "Embeds2.empty: @Embedded field 'empty' has type Empty2, which has no mapped field; give it fields, or mark "
              + "'empty' @Transient",
          "Embeds2.closed: @Embedded field 'closed' has type Closed2, a class without a non-private constructor; add "
              + "one that takes its fields (or none, with setters), or make Closed2 a record"),
      refused("Embeds3", """
          @Table(name = "t", defaultFamily = "d")
          public record Embeds3(@RowKey long id, @Column(qualifier = "a_b_x") String taken, @Embedded(prefix = "a_") A3 a,
              @Embedded(prefix = "a_b_") B3 ab, @Embedded(prefix = "p_") B3 p, String pX) {}
          record A3(@Embedded(prefix = "b_") B3 b) {}
          record B3(String x) {}""",
          "Embeds3.a: @Embedded field 'a' with prefix 'a_' maps field 'aBX' to d:a_b_x, which field 'taken' maps too; "
              + "choose another prefix",
          "Embeds3.ab: @Embedded field 'ab' with prefix 'a_b_' maps the presence cell of 'ab' to d:a_b_, which the "
              + "presence cell of 'aB' maps too; choose another prefix",
          "Embeds3.p: @Embedded field 'p' names the field B3.x 'pX' in queries, updates and the schema, which is the "
              + "name of field 'pX'; rename one of them"),
      runtimeOnly("FailingCodec", """
          @Table(name = "t", defaultFamily = "d")
          public record FailingCodec(@RowKey long id, @Convert(FailingCodec.Boom.class) String a) {
            public static class Boom implements ValueCodec<String> {
              public Boom() { throw new IllegalStateException("no config"); }
              public byte[] encode(String v) { return new byte[0]; }
              public String decode(byte[] v) { return ""; }
            }
          }""",
          "FailingCodec.a: @Convert codec Boom of 'a' could not be made: its constructor threw "
              + "java.lang.IllegalStateException: no config"),
      // ---- field roles
      refused("Roles", """
          @Table(name = "t", defaultFamily = "d")
          public record Roles(@RowKey @Column long id, @RowKey(order = 1) @Counter long a,
              @Timestamp @Convert(Tenths.class) Long b, @Column @Counter @Convert(Tenths.class) long c) {}
          class Tenths implements ValueCodec<Long> {
            public static final Tenths INSTANCE = new Tenths();
            public byte[] encode(Long v) { return new byte[0]; }
            public Long decode(byte[] v) { return 0L; }
          }""",
          "Roles.id: field 'id' has both @RowKey and @Column, but a field has one role: a row-key component (@RowKey), a "
              + "cell (@Column), a dynamic family (@DynamicColumns), the cell timestamp (@Timestamp) or not mapped "
              + "(@Transient); keep one of them",
          "Roles.a: @Counter does not apply to 'a', which is a @RowKey component: it makes a long @Column a counter "
              + "cell, changed only by the DAO's increment methods; remove @Counter",
          "Roles.b: @Convert does not apply to 'b', which is the @Timestamp field: it encodes the values of a @Column, "
              + "@Versions or @DynamicColumns field with your codec; row keys, counters, versions and timestamps have "
              + "fixed encodings; remove @Convert",
          "Roles.c: @Convert does not apply to 'c', which is a @Counter (an 8-byte long on the server): it encodes the "
              + "values of a @Column, @Versions or @DynamicColumns field with your codec; row keys, counters, versions "
              + "and timestamps have fixed encodings; remove @Convert"),
      otherWords("MapCounter", """
          @Table(name = "t", defaultFamily = "d") @Family(name = "m")
          public record MapCounter(@RowKey long id, @DynamicColumns(family = "m") @Counter Map<String, Long> m) {}""",
          "MapCounter.m: @Counter does not apply to @DynamicColumns field 'm': @Counter makes one long @Column a "
              + "counter cell. For a counter per map key, remove @Counter, declare the map as Map<K, Long>, and change "
              + "an entry atomically on the server with dao.wideRow(\"m\", rowKey, K.class, Long.class).increment(key, "
              + "delta)"),
      refused("Times", """
          @Table(name = "t", defaultFamily = "d")
          public record Times(@RowKey long id, @Timestamp String a, @Timestamp long b, @Timestamp Instant c) {}""",
          "Times.a: @Timestamp field 'a' is a java.lang.String; use long, Long or Instant",
          "Times.b: @Timestamp is on both 'a' and 'b'; an entity has one cell timestamp",
          "Times.c: @Timestamp is on both 'a' and 'c'; an entity has one cell timestamp"),
      refused("Counters", """
          @Table(name = "t", defaultFamily = "d")
          public record Counters(@RowKey long id, @Counter int a, @Counter Long b, @Version int c, @Version long d,
              @Version Long e) {}""",
          "Counters.a: @Counter field 'a' is an int; HBase counters are 8-byte longs: use long",
          "Counters.b: @Counter field 'b' is a java.lang.Long; HBase counters are 8-byte longs: use long",
          "Counters.c: @Version field 'c' is an int; the version is a plain long column (not a key, map, @Counter or "
              + "@Versions field) that each write checks and increments: use long or Long with @Column",
          "Counters.e: @Version is on both 'd' and 'e'; an entity has one version"),
      refused("Audits", """
          @Table(name = "t", defaultFamily = "d")
          public record Audits(@RowKey long id, @CreatedDate long a, @CreatedDate Instant b, @CreatedDate Instant c,
              @CreatedDate @LastModifiedDate Instant e, @Timestamp @LastModifiedDate Instant f) {}""",
          "Audits.a: @CreatedDate field 'a' is a long; the DAO stores the time of a write there as a java.time.Instant "
              + "(epoch milliseconds): declare it Instant",
          "Audits.c: @CreatedDate is on both 'b' and 'c'; an entity has one created date: keep it on one field",
          "Audits.e: field 'e' has both @CreatedDate and @LastModifiedDate, but the first keeps the time of the first "
              + "write and the second takes the time of every write; put them on two Instant fields",
          "Audits.f: @LastModifiedDate does not apply to 'f', which is the @Timestamp field: the DAO writes the time of "
              + "a write into a plain Instant cell; put @LastModifiedDate on an Instant field of its own (with @Column "
              + "or the default family)"),
      // ---- presence marker
      refused("MarkerFamilies", """
          @Table(name = "t") @Family(name = "a") @Family(name = "b") @PresenceMarker
          public record MarkerFamilies(@RowKey long id) {}""",
          "MarkerFamilies: @PresenceMarker on MarkerFamilies names no family, and MarkerFamilies has several [a, b] and "
              + "no default family; name the one that holds the marker: @PresenceMarker(family = \"...\")"),
      refused("MarkerUnknown", """
          @Table(name = "t") @Family(name = "info") @PresenceMarker(family = "infp", qualifier = "")
          public record MarkerUnknown(@RowKey long id) {}""",
          "MarkerUnknown: @PresenceMarker names family 'infp', which no @Family declares (declared: info); name a "
              + "declared family; did you mean 'info'?",
          "MarkerUnknown: @PresenceMarker has an empty qualifier; give it a short one no column uses (the default is "
              + "\"_\")"),
      refused("MarkerClash", """
          @Table(name = "t", defaultFamily = "d") @Family(name = "m") @PresenceMarker
          public record MarkerClash(@RowKey long id, @Column(qualifier = "_") String a) {}""",
          "MarkerClash: @PresenceMarker's cell d:_ is the column of field 'a'; give the marker a qualifier no column "
              + "uses: @PresenceMarker(qualifier = \"...\")"),
      refused("MarkerInMap", """
          @Table(name = "t", defaultFamily = "d") @Family(name = "m") @PresenceMarker(family = "m")
          public record MarkerInMap(@RowKey long id, @DynamicColumns(family = "m") Map<String, String> m) {}""",
          "MarkerInMap: @PresenceMarker puts its cell in family 'm', which @DynamicColumns field 'm' holds (its "
              + "qualifiers are map keys, and one could be the marker's); give the marker another family"),
      // ---- reading and building the entity
      otherWords("Accessors", """
          @Table(name = "t", defaultFamily = "d")
          public class Accessors {
            @RowKey long id;
            private String hidden;
            private final String fixed = "";
            public String getFixed() { return fixed; }
          }""",
          "Accessors.hidden: " + "field 'hidden' cannot be read by generated code in the entity's package; add a public getter "
              + "(getHidden(), isHidden() for a boolean, or hidden()) or make the field package-private",
          "Accessors.hidden: " + "field 'hidden' cannot be written by generated code in the entity's package; take it as a "
              + "parameter of the constructor, add a public setter setHidden(...), or make the field package-private",
          "Accessors.fixed: " + "field 'fixed' cannot be written by generated code in the entity's package; take it as a "
              + "parameter of the constructor, add a public setter setFixed(...), or make the field package-private"),
      otherWords("Unbuildable", """
          @Table(name = "t", defaultFamily = "d")
          public class Unbuildable {
            @RowKey private final long id;
            private final String name;
            public Unbuildable(long key, String name) { this.id = key; this.name = name; }
            public long getId() { return id; }
            public String getName() { return name; }
          }""",
          "Unbuildable: @Table class Unbuildable needs a non-private no-argument constructor with a setter for every "
              + "mapped field, or a non-private constructor whose parameters are named like its fields (or make it a "
              + "record)"),
      otherWords("TwoWays", """
          @Table(name = "t", defaultFamily = "d")
          public class TwoWays {
            @RowKey private final long id;
            private final String name;
            public TwoWays(long id, String name) { this.id = id; this.name = name; }
            public TwoWays(String name, long id) { this(id, name); }
            public long getId() { return id; }
            public String getName() { return name; }
          }""",
          "TwoWays: @Table class TwoWays has two constructors whose parameters are its fields, TwoWays(long, String) and "
              + "TwoWays(String, long); keep one of them non-private (or give it a no-argument constructor and setters)"),
      otherWords("WrongParameter", """
          @Table(name = "t", defaultFamily = "d")
          public class WrongParameter {
            @RowKey private final long id;
            private final String name;
            public WrongParameter(int id, String name) { this.id = id; this.name = name; }
            public long getId() { return id; }
            public String getName() { return name; }
          }""",
          "WrongParameter: the constructor of WrongParameter takes 'id' as an int but field 'id' is a long; give them one "
              + "type"),
      refused("Partly", """
          @Table(name = "t", defaultFamily = "d")
          public class Partly {
            @RowKey private final long id;
            private final String name;
            private String note;
            public Partly(long id, String name) { this.id = id; this.name = name; }
            public long getId() { return id; }
            public String getName() { return name; }
            public String getNote() { return note; }
          }""",
          "Partly.note: field 'note' cannot be written by generated code in the entity's package; take it as a "
              + "parameter of the constructor, add a public setter setNote(...), or make the field package-private"),
      new Refusal("refused.Unnamed", IMPORTS + ownTable("Unnamed", """
          @Table(name = "t", defaultFamily = "d")
          public class Unnamed {
            @RowKey private final long id;
            public Unnamed(long id) { this.id = id; }
            public long getId() { return id; }
          }"""), List.of("Unnamed: @Table class Unnamed needs a non-private no-argument constructor with a setter for "
          + "every mapped field, or a non-private constructor whose parameters are named like its fields (or make it a "
          + "record); its constructors' parameter names were not compiled in: compile it with -parameters"),
          Processor.NONE, false));

  /** An entity the runtime mapper accepts, for the checks of how its class is defined. */
  private static final Javac.Source FINE = new Javac.Source("refused.Fine", IMPORTS + """
      @Table(name = "fine", defaultFamily = "d") public record Fine(@RowKey long id, String name) {}""");

  /** An entity under a superclass without the marker or mapping annotations: a framework's, no part of the mapping. */
  private static final Javac.Source UNDER_FRAMEWORK = new Javac.Source("refused.UnderFramework", IMPORTS + """
      @Table(name = "under", defaultFamily = "d")
      public class UnderFramework extends FrameworkBase { @RowKey long id; String name; }
      class FrameworkBase { String createdBy; @SuppressWarnings("unused") private int hits; }""");

  private static Map<String, List<String>> processorErrors;
  private static ClassLoader named;
  private static ClassLoader unnamed;

  @BeforeAll
  static void compile() {
    List<Javac.Source> sources = REFUSALS.stream().map(r -> new Javac.Source(r.className(), r.source())).toList();
    processorErrors = Javac.errors(sources, Javac.processor());
    List<Javac.Source> withNames = new ArrayList<>(sources.stream().filter(s -> parameterNames(s.className())).toList());
    withNames.add(FINE);
    withNames.add(UNDER_FRAMEWORK);
    named = Javac.compile(withNames, true);
    unnamed = Javac.compile(sources.stream().filter(s -> !parameterNames(s.className())).toList(), false);
  }

  private static boolean parameterNames(String className) {
    return REFUSALS.stream().filter(r -> r.className().equals(className)).findFirst().orElseThrow().parameterNames();
  }

  static Stream<Refusal> refusals() {
    return REFUSALS.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusals")
  void refusedWithEveryProblemNamed(Refusal refusal) throws Exception {
    Class<?> type = entity(refusal);
    UnmappableEntityException e = catchThrowableOfType(UnmappableEntityException.class, () -> RuntimeMappers.of(type));
    assertThat(e).as("refused").isNotNull();
    assertThat(e.problems()).containsExactlyInAnyOrderElementsOf(refusal.problems());
    assertThat(e.entityType()).isSameAs(type);
    assertThat(e.getMessage()).startsWith("Cannot map " + type.getName() + " at run time: " + refusal.problems().size()
        + (refusal.problems().size() == 1 ? " problem\n  " : " problems\n  "));
    List<String> processor = processorErrors.get(refusal.className());
    switch (refusal.processor()) {
      case SAME -> assertThat(withoutPlace(e.problems())).as("the processor's errors")
          .containsExactlyInAnyOrderElementsOf(processor);
      case NONE -> assertThat(processor).as("the processor's errors").isEmpty();
      case OTHER_WORDS -> assertThat(processor).as("the processor's errors").isNotEmpty()
          .isNotEqualTo(withoutPlace(e.problems()));
    }
  }

  /** The class a refusal is about: the entity of its source, a nested or local class among them. */
  private static Class<?> entity(Refusal refusal) throws Exception {
    ClassLoader loader = refusal.parameterNames() ? named : unnamed;
    return switch (refusal.className()) {
      case "refused.Outer1" -> loader.loadClass("refused.Outer1$Hidden");
      case "refused.Outer2" -> loader.loadClass("refused.Outer2$Inner");
      case "refused.Outer3" -> (Class<?>) loader.loadClass("refused.Outer3").getDeclaredMethod("local").invoke(null);
      default -> loader.loadClass(refusal.className());
    };
  }

  /** The problems without the {@code Entity.field: } they start with, as the processor puts them on the element. */
  private static List<String> withoutPlace(List<String> problems) {
    List<String> out = new ArrayList<>();
    for (String p : problems) {
      out.add(p.substring(p.indexOf(": ") + 2));
    }
    return out;
  }

  @Test
  void aSuperclassWithoutMappingAnnotationsIsNoPartOfTheMapping() throws Exception {
    Class<?> type = named.loadClass("refused.UnderFramework");
    assertThat(RuntimeMappers.of(type).schema().columns()).extracting(c -> c.field()).containsExactly("name");
  }

  @Test
  void aLookupOfAnotherPackageIsRefused() throws Exception {
    Class<?> type = named.loadClass("refused.Fine");
    assertThatThrownBy(() -> RuntimeMappers.of(type, MethodHandles.lookup()))
        .isInstanceOf(UnmappableEntityException.class)
        .hasMessage("Cannot map refused.Fine at run time: 1 problem\n  runtime mapper of Fine: the lookup of "
            + "org.hbasemapper.dynamic.RefusalTest cannot define classes in the package of Fine; pass "
            + "MethodHandles.lookup() of a class in that package");
  }

  @Test
  void anEntityWhoseLoaderDoesNotSeeThisModuleIsRefused() throws Exception {
    ClassLoader withoutThisModule = new ClassLoader(RefusalTest.class.getClassLoader()) {
      @Override
      protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith("org.hbasemapper.dynamic.")) {
          throw new ClassNotFoundException(name);
        }
        return super.loadClass(name, resolve);
      }
    };
    Class<?> type = new URLClassLoader(((java.net.URLClassLoader) named).getURLs(), withoutThisModule)
        .loadClass("refused.Fine");
    assertThatThrownBy(() -> RuntimeMappers.of(type))
        .isInstanceOf(UnmappableEntityException.class)
        .hasMessageStartingWith("Cannot map refused.Fine at run time: 1 problem\n  runtime mapper of Fine: its class "
            + "loader java.net.URLClassLoader@")
        .hasMessageEndingWith(" does not see hbase-mapper's mapper-dynamic; load mapper-dynamic where Fine's classes "
            + "can see it");
  }

  @Test
  void anEntityInAPackageItsModuleDoesNotOpenIsRefused() throws Exception {
    URLClassLoader compiled = (java.net.URLClassLoader) Javac.compile(List.of(new Javac.Source("closed.Shut",
        IMPORTS.replace("package refused;", "package closed;")
            + "@Table(name = \"shut\", defaultFamily = \"d\") public record Shut(@RowKey long id) {}")), true);
    Path dir = Path.of(compiled.getURLs()[0].toURI());
    // module "app" holds package closed and opens nothing
    ModuleDescriptor descriptor = ModuleDescriptor.newModule("app")
        .packages(Set.of("closed")).build();
    ModuleReference reference = new ModuleReference(descriptor, dir.toUri()) {
      @Override
      public ModuleReader open() {
        return new ModuleReader() {
          @Override
          public Optional<java.net.URI> find(String name) {
            Path file = dir.resolve(name);
            return Files.exists(file) ? Optional.of(file.toUri()) : Optional.empty();
          }

          @Override
          public Stream<String> list() {
            return Stream.of("closed/Shut.class");
          }

          @Override
          public void close() {}
        };
      }
    };
    ModuleFinder finder = new ModuleFinder() {
      @Override
      public Optional<java.lang.module.ModuleReference> find(String name) {
        return name.equals("app") ? Optional.of(reference) : Optional.empty();
      }

      @Override
      public Set<java.lang.module.ModuleReference> findAll() {
        return Set.of(reference);
      }
    };
    Configuration configuration = ModuleLayer.boot().configuration()
        .resolve(finder, ModuleFinder.of(), Set.of("app"));
    ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(configuration, RefusalTest.class.getClassLoader());
    Class<?> type = layer.findLoader("app").loadClass("closed.Shut");
    assertThatThrownBy(() -> RuntimeMappers.of(type))
        .isInstanceOf(UnmappableEntityException.class)
        .hasMessage("Cannot map closed.Shut at run time: 1 problem\n  runtime mapper of Shut: package closed of module "
            + "app is not open to hbase-mapper; open it (opens closed) or pass a lookup of a class of that package: "
            + "RuntimeMappers.of(Shut.class, MethodHandles.lookup())");
  }
}
