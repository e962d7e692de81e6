package org.hbasemapper.processor;

import static org.hbasemapper.processor.DiagnosticsTest.expectError;

import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics of secondary indexes: what may be indexed ({@code @Indexed}, {@code @Index}
 * columns), and the names and columns of an index. One test per diagnostic: the message, the file
 * and line it points at, and the error count.
 */
class IndexDiagnosticsTest {
  @Test
  void indexedRowKeyComponent() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey @Indexed long id;
          @Column String x;
        }
        """, Messages.indexedNotPlainColumn("@Indexed on 'id'"), "long id");
  }

  @Test
  void indexedCounter() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Counter @Indexed long views;
        }
        """, Messages.indexedNotPlainColumn("@Indexed on 'views'"), "long views");
  }

  @Test
  void indexedTypeWithoutKeyEncoding() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Indexed java.math.BigDecimal price;
        }
        """, Messages.indexedNotOrderable("@Indexed on 'price'", "java.math.BigDecimal"), "BigDecimal price");
  }

  @Test
  void compositeIndexColumnWithoutKeyEncodingPointsAtTheType() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Index(name = "by_city_price", columns = {"city", "price"})
        class E {
          @RowKey long id;
          @Column String city;
          @Column java.math.BigDecimal price;
        }
        """, Messages.indexedNotOrderable("@Index 'by_city_price' column 'price'", "java.math.BigDecimal"), "class E");
  }

  @Test
  void compositeIndexOfAnUnknownColumn() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Index(name = "by_city", columns = {"cty"})
        class E {
          @RowKey long id;
          @Column String city;
        }
        """, Messages.indexUnknownColumn("by_city", "cty", "city"), "class E");
  }

  @Test
  void compositeIndexWithoutColumns() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Index(name = "nothing", columns = {})
        class E {
          @RowKey long id;
          @Column String city;
        }
        """, Messages.indexNoColumns("nothing"), "class E");
  }

  @Test
  void indexNameUnfitForATableName() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Indexed(name = "by city") String city;
        }
        """, Messages.indexNameInvalid("by city"), "String city");
  }

  @Test
  void twoIndexesWithOneName() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Index(name = "city", columns = {"city", "age"})
        class E {
          @RowKey long id;
          @Column @Indexed String city;
          @Column int age;
        }
        """, Messages.indexDuplicateName("city"), "class E");
  }
}
