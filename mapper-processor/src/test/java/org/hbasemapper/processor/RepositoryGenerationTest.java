package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.RepositoryDiagnosticsTest.PURCHASE;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Generated repositories and projections compile without a warning for every shape the golden files do
 * not show: another package than the entity's, salted and hashed keys, key conditions on every key type,
 * projections of counters, versions, converted columns and maps, inherited methods, shared projections.
 */
class RepositoryGenerationTest {

  private static Compilation compile(JavaFileObject... sources) {
    return Compiler.javac().withProcessors(new MapperProcessor()).withOptions(Unchecked.OFF, "-Xlint:all,-processing", "-Werror")
        .compile(sources);
  }

  private static JavaFileObject source(String name, String body) {
    return JavaFileObjects.forSourceString(name, body);
  }

  private static String generated(Compilation compilation, String name) {
    try {
      return compilation.generatedSourceFile(name).orElseThrow().getCharContent(true).toString();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void aRepositoryInAnotherPackageDeclaresTheKeyComponentsAndIndexCodecsItUses() {
    Compilation compilation = compile(RepositoryDiagnosticsTest.source("Purchase", PURCHASE),
        source("test.repo.Purchases", """
            package test.repo;
            import java.util.*;
            import org.hbasemapper.annotations.*;
            import org.hbasemapper.runtime.CrudRepository;
            import test.Purchase;
            import test.PurchaseMapper;
            @Repository
            public interface Purchases extends CrudRepository<Purchase, PurchaseMapper.Key> {
              List<Purchase> findByUserIdAndTimeAfter(String userId, java.time.Instant after);
              List<Purchase> findByStatusAndUserIdGreaterThan(String status, String userId);
              List<Purchase> findByStatusBetween(String from, String to);
            }
            """));
    assertThat(compilation).succeededWithoutWarnings();
    String impl = generated(compilation, "test.repo.PurchasesImpl");
    org.assertj.core.api.Assertions.assertThat(impl)
        .contains("private static final KeyComponent<String> KEY_USER_ID = new KeyComponent<>(\"shop:purchase\"")
        .contains("private static final KeyCodec<String> INDEX_CODEC_STATUS = StringKeyCodec.INSTANCE;")
        .contains(".range(INDEX_CODEC_STATUS, from, /* fromInclusive= */ true, to, /* toInclusive= */ true)");
  }

  @Test
  void keyConditionsOnEveryKeyTypeAndEveryReturnShape() {
    Compilation compilation = compile(source("test.Color", "package test; public enum Color { RED, GREEN }"),
        source("test.Wide", """
            package test;
            import java.util.UUID;
            import org.hbasemapper.annotations.*;
            @Table(name = "wide", defaultFamily = "d") @Family(name = "d")
            @SuppressWarnings("hbase:key-length")
            public record Wide(
                @RowKey(order = 0) long a,
                @RowKey(order = 1) double b,
                @RowKey(order = 2) boolean c,
                @RowKey(order = 3) UUID d,
                @RowKey(order = 4, width = 4) byte[] e,
                @RowKey(order = 5) Color color,
                int n) {}
            """),
        source("test.WideRepository", """
            package test;
            import java.util.*;
            import java.util.stream.Stream;
            import org.hbasemapper.annotations.*;
            import org.hbasemapper.runtime.*;
            @Repository
            public interface WideRepository extends CrudRepository<Wide, WideMapper.Key> {
              List<Wide> findByAAndBGreaterThanAndCAndDBetweenAndEInAndColorLessThanEqual(long a, double b, boolean c,
                  UUID from, UUID to, Collection<byte[]> e, Color color);
              Stream<Wide> findFirstByAAndEBetweenAndColorIn(long a, byte[] from, byte[] to, Collection<Color> colors);
              Wide findByAAndBAndCAndDAndEAndColor(long a, double b, boolean c, UUID d, byte[] e, Color color);
              Optional<Wide> findByAAndBAndCAndDAndEAndColorAndNGreaterThan(long a, double b, boolean c, UUID d,
                  byte[] e, Color color, int n);
              List<Wide> findByAInAndBAndCAndDAndEAndColorIn(Set<Long> a, double b, boolean c, UUID d, byte[] e,
                  List<Color> colors);
              int countByAAndBLessThan(long a, double b);
              Integer countByAAndBAndCAndDAndEAndColor(long a, double b, boolean c, UUID d, byte[] e, Color color);
              boolean existsByAAndBAndCAndDAndEAndColor(long a, double b, boolean c, UUID d, byte[] e, Color color);
              int deleteByAAndBAndCAndDAndEAndColor(long a, double b, boolean c, UUID d, byte[] e, Color color);
              void deleteByAAndBAndCAndDAndEAndColorAndNIsNull(long a, double b, boolean c, UUID d, byte[] e,
                  Color color);
              Long deleteByAAndNIn(long a, Collection<Integer> n);
              @AllowScan Page<Wide> findByColorAndNNotNull(Color color, PageRequest page);
              @AllowScan List<Wide> findAllByOrderByADesc();
              List<Wide> findByAOrderByBDescCDesc(long a);
            }
            """));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void saltedAndHashedKeysAndParametersNamedLikeTheGeneratedFields() {
    Compilation compilation = compile(source("test.Reading", """
            package test;
            import org.hbasemapper.annotations.*;
            @Table(name = "reading", defaultFamily = "d") @Family(name = "d")
            @Salt(buckets = 8, of = "hostId")
            public record Reading(@RowKey(order = 0, width = 8) String hostId, @RowKey(order = 1) long time,
                double value) {}
            """),
        source("test.Doc", """
            package test;
            import org.hbasemapper.annotations.*;
            @Table(name = "doc", defaultFamily = "d") @Family(name = "d")
            @HashPrefix(length = 4, of = "owner")
            public record Doc(@RowKey(order = 0, width = 8) String owner, @RowKey(order = 1) long docId,
                String title) {}
            """),
        source("test.Repos", """
            package test;
            import java.util.*;
            import org.hbasemapper.annotations.*;
            import org.hbasemapper.runtime.CrudRepository;
            public class Repos {
              @Repository
              public interface Readings extends CrudRepository<Reading, ReadingMapper.Key> {
                List<Reading> findByHostIdBetween(String dao, String context);
                List<Reading> findByHostIdAndTimeGreaterThanEqualAndValueLessThan(String row, long keys,
                    double value);
              }
              @Repository
              public interface Docs extends CrudRepository<Doc, DocMapper.Key> {
                List<Doc> findByOwnerAndDocIdLessThan(String owner, long docId);
                long deleteByOwnerAndDocIdIn(String deleted, Collection<Long> matching);
              }
            }
            """));
    assertThat(compilation).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(generated(compilation, "test.Repos_ReadingsImpl"))
        .contains("private final ReadingDao dao2;")
        .contains("Plan: {@code key scan, range on hostId (inclusive), salted fan-out}");
  }

  @Test
  void projectionsOfCountersVersionsConvertedColumnsAndMapsSharedByTwoRepositories() {
    Compilation compilation = compile(source("test.Tenths", """
            package test;
            public final class Tenths implements org.hbasemapper.runtime.codec.ValueCodec<Integer> {
              @Override public byte[] encode(Integer value) { return new byte[] {value.byteValue()}; }
              @Override public Integer decode(byte[] value) { return (int) value[0]; }
            }
            """),
        source("test.Account", """
            package test;
            import java.time.Instant;
            import java.util.Map;
            import org.hbasemapper.annotations.*;
            @Table(name = "account") @Family(name = "d") @Family(name = "c") @Family(name = "m")
            public record Account(
                @RowKey long id,
                @Column(family = "d") String owner,
                @Column(family = "d") @Convert(Tenths.class) int tenths,
                @Column(family = "d") @Version long version,
                @Column(family = "c") @Counter long logins,
                @DynamicColumns(family = "m", fetch = Fetch.EAGER) Map<String, Long> marks,
                @Timestamp Instant written) {}
            """),
        source("test.Summary", """
            package test;
            import java.util.Map;
            public record Summary(long id, String owner, int tenths, long version, long logins,
                Map<String, Long> marks) {}
            """),
        source("test.Accounts", """
            package test;
            import java.util.*;
            import org.hbasemapper.annotations.*;
            import org.hbasemapper.runtime.CrudRepository;
            interface Lookups {
              Optional<Summary> findSummaryById(long id);
            }
            @Repository
            interface Accounts extends CrudRepository<Account, AccountMapper.Key>, Lookups {
              List<Summary> findByIdIn(Collection<Long> ids);
              default Summary summary(long id) { return findSummaryById(id).orElse(null); }
            }
            """),
        source("test.MoreAccounts", """
            package test;
            import java.util.*;
            import org.hbasemapper.annotations.*;
            import org.hbasemapper.runtime.CrudRepository;
            @Repository
            interface MoreAccounts extends CrudRepository<Account, AccountMapper.Key> {
              @AllowScan List<Summary> findByTenthsGreaterThanAndLoginsLessThan(int tenths, long logins);
            }
            """));
    assertThat(compilation).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(generated(compilation, "test.SummaryProjection"))
        .contains("private static final ValueCodec<Integer> CODEC_TENTHS = new Tenths();")
        .contains("new byte[][] {FAMILY_M}")
        .contains("logins = LongValueCodec.decodeLong(v, vOffset, vLength);");
    org.assertj.core.api.Assertions.assertThat(generated(compilation, "test.AccountsImpl"))
        .contains("public Optional<Summary> findSummaryById(long id)");
  }
}
