package org.hbasemapper.dynamic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.client.Put;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Unforeseen;
import org.hbasemapper.dynamic.model.Member;
import org.hbasemapper.dynamic.model.Reading;
import org.hbasemapper.dynamic.model.Sale;
import org.hbasemapper.dynamic.model.Visits;
import org.hbasemapper.runtime.EntityMapper;
import org.junit.jupiter.api.Test;

/**
 * Runtime mappers of classes compiled without the processor (this module's tests are compiled with
 * {@code -proc:none}), without I/O: each way of building an entity, the classes defined for them, and
 * the keys. Their bytes are {@link CompatibilityTest}'s subject, their I/O {@link RuntimeDaoTest}'s.
 */
class RuntimeMapperTest {
  private static final Instant T0 = Instant.parse("2026-05-01T10:00:00Z");

  @Test
  void aRecordIsBuiltThroughItsCanonicalConstructor() {
    RuntimeMapper<Sale> mapper = RuntimeMappers.of(Sale.class);
    Sale sale = new Sale("u1", T0, "p1", new BigDecimal("19.99"), 3);
    assertThat(mapper.fromResult(CompatibilityTest.result(mapper.toPut(sale)))).isEqualTo(sale);
    assertThat(mapper.entityType()).isSameAs(Sale.class);
  }

  @Test
  void aClassIsBuiltThroughItsNoArgumentConstructorGettersAndSetters() {
    RuntimeMapper<Member> mapper = RuntimeMappers.of(Member.class);
    Member member = new Member(42L, "lihua", 32);
    member.setVerified(true);
    member.setVersion(7L);
    member.setFans(Map.of(1L, "mutual"));
    Put put = mapper.toPut(member);
    // the version and the counter are the DAO's to write, never a put's
    assertThat(put.has("info".getBytes(), "version".getBytes())).isFalse();
    assertThat(put.has("info".getBytes(), "visits".getBytes())).isFalse();
    Member read = mapper.fromResult(CompatibilityTest.result(put));
    assertThat(read.getId()).isEqualTo(42L);
    assertThat(read.getNickname()).isEqualTo("lihua");
    assertThat(read.isVerified()).isTrue();
    assertThat(read.getVersion()).isNull();
    assertThat(read.getFans()).isEqualTo(Map.of(1L, "mutual"));
    assertThat(read.getSession()).as("a transient field keeps what the constructor gave it").isEqualTo("fresh");
    assertThat(mapper.versionOf(member)).isEqualTo(7L);
    assertThat(mapper.versionOf(new Member())).isZero();
  }

  @Test
  void aClassWithoutSettersIsBuiltThroughTheConstructorNamingItsFields() {
    RuntimeMapper<Reading> mapper = RuntimeMappers.of(Reading.class);
    Reading reading = new Reading("s-0001", 17L, 21.5, 1_700_000_000_000L);
    Put put = mapper.toPut(reading);
    assertThat(put.getTimestamp()).isEqualTo(1_700_000_000_000L);
    assertThat(mapper.fromResult(CompatibilityTest.result(put))).isEqualTo(reading);
    // 0 is the server's time: HBase's "latest" marker in the put
    assertThat(mapper.toPut(new Reading("s-0001", 18L, 1, 0)).getTimestamp()).isEqualTo(HConstants.LATEST_TIMESTAMP);
  }

  @Test
  void aPackagePrivateRecordIsReachedFromItsOwnPackage() {
    @SuppressWarnings("unchecked")
    RuntimeMapper<Object> mapper = (RuntimeMapper<Object>) RuntimeMappers.of(Visits.type());
    Object visit = Visits.of("u-000001", T0, "/home");
    Put put = mapper.toPut(visit);
    assertThat(put.has("d".getBytes(), "_".getBytes())).as("the presence marker").isTrue();
    assertThat(Visits.page(mapper.fromResult(CompatibilityTest.result(put)))).isEqualTo("/home");
  }

  @Test
  void theMapperClassIsAHiddenClassInTheEntitysPackageAndBuiltOnce() {
    RuntimeMapper<Sale> mapper = RuntimeMappers.of(Sale.class);
    assertThat(mapper.getClass().isHidden()).isTrue();
    assertThat(mapper.getClass().getName()).startsWith(Sale.class.getName() + "$HBaseMapper/");
    assertThat(mapper.getClass().getSuperclass()).isSameAs(RuntimeMapper.class);
    assertThat(mapper).isInstanceOf(EntityMapper.class).isSameAs(RuntimeMappers.of(Sale.class));
  }

  @Test
  void anEntityOfAnotherClassLoaderGetsAPlainClassThere() throws Exception {
    ClassLoader loader = Javac.compile(List.of(new Javac.Source("other.Note", """
        package other;
        import org.hbasemapper.annotations.*;
        @Table(name = "note", defaultFamily = "d")
        public record Note(@RowKey long id, String text) {}""")), true);
    Class<?> type = loader.loadClass("other.Note");
    @SuppressWarnings("unchecked")
    RuntimeMapper<Object> mapper = (RuntimeMapper<Object>) RuntimeMappers.of(type);
    // a lookup into another loader's unnamed module may define classes in the package, not hidden ones
    assertThat(mapper.getClass().isHidden()).isFalse();
    assertThat(mapper.getClass().getClassLoader()).isSameAs(loader);
    Object note = type.getConstructors()[0].newInstance(5L, "hello");
    assertThat(mapper.fromResult(CompatibilityTest.result(mapper.toPut(note)))).isEqualTo(note);
  }

  @Test
  void keysAreCheckedAgainstTheRowKey() {
    RuntimeMapper<Sale> mapper = RuntimeMappers.of(Sale.class);
    byte[] row = mapper.encodeKey(Key.of("u1", T0, "p1"));
    assertThat(mapper.decodeKey(row)).isEqualTo(Key.of("u1", T0, "p1"));
    assertThat(mapper.decodeKey(row)).hasToString("Key[userId=\"u1\", time=2026-05-01T10:00:00Z, productId=\"p1\"]");
    assertThat(mapper.keyOf(new Sale("u1", T0, "p1", null, 0))).isEqualTo(Key.of("u1", T0, "p1"));
    assertThatThrownBy(() -> mapper.encodeKey(Key.of("u1", T0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Key[\"u1\", 2026-05-01T10:00:00Z] has 2 component(s) but the row key of Sale (table dyn:sale) has 3: "
            + "userId (String), time (Instant), productId (String); give one value per component, in key order");
    assertThatThrownBy(() -> mapper.encodeKey(Key.of("u1", 5L, "p1")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("row-key component Sale.time (table dyn:sale) takes an Instant, not the Long 5 (Key[\"u1\", 5, "
            + "\"p1\"]); give the components in key order: userId (String), time (Instant), productId (String)");
    // a String is quoted, so that "5" and 5 read apart
    assertThatThrownBy(() -> mapper.encodeKey(Key.of("u1", "5", "p1")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("row-key component Sale.time (table dyn:sale) takes an Instant, not the String \"5\" (Key[\"u1\", "
            + "\"5\", \"p1\"]); give the components in key order: userId (String), time (Instant), productId (String)");
    assertThatThrownBy(() -> mapper.encodeKey(Key.of(null, T0, "p1")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("row-key component Sale.userId (table dyn:sale) is null; every row-key component needs a value");
  }

  /** An entity with annotations of this project's that runtime mappers do not know. */
  @Table(name = "later", defaultFamily = "d")
  @Unforeseen
  record Later(@RowKey long id, @Unforeseen String address) {}

  @Test
  void anAnnotationAddedAfterRuntimeMappersIsRefusedByName() {
    assertThatThrownBy(() -> RuntimeMappers.of(Later.class))
        .isInstanceOf(UnmappableEntityException.class)
        .hasMessage("Cannot map org.hbasemapper.dynamic.RuntimeMapperTest$Later at run time: 2 problems\n"
            + "  Later: @Unforeseen on Later is not supported by runtime mappers yet; map the entity with the "
            + "annotation processor (which supports it), or remove @Unforeseen\n"
            + "  Later.address: @Unforeseen on field 'address' is not supported by runtime mappers yet; map the "
            + "entity with the annotation processor (which supports it), or remove @Unforeseen");
  }
}
