package org.hbasemapper.processor;

import static org.hbasemapper.processor.DiagnosticsTest.expectError;

import org.junit.jupiter.api.Test;

/**
 * The most common diagnostics, pinned as literal text rather than built by calling {@code Messages}:
 * a change of wording shows up here in review, as it will in users' builds. {@code DiagnosticsTest}
 * keeps checking every diagnostic through {@code Messages}.
 */
class PinnedMessagesTest {

  @Test
  void variableWidthKeyComponentThatIsNotLast() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) String userId;
          @RowKey(order = 1) long time;
        }
        """, "@RowKey component 'userId' has variable width but is not the last component; give it "
            + "@RowKey(width = N) or move it last (partial-key scans need fixed widths)", "String userId");
  }

  @Test
  void finalFieldTheConstructorDoesNotTake() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        public final class E {
          @RowKey private final long id;
          @Column(family = "d") private final String name;
          public E(long id) { this.id = id; this.name = null; }
          public long getId() { return id; }
          public String getName() { return name; }
        }
        """, "field 'name' is final but the constructor E is built through takes no parameter 'name'; add that "
            + "parameter (or mark a constructor that has it with @MappingConstructor), make the field non-final, or "
            + "mark it @Transient", "private final String name");
  }

  @Test
  void keyComponentWhoseStageMethodHasTheParametersOfAModifier() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) long user;
          @RowKey(order = 1) int limit;
        }
        """, "@RowKey component 'limit' would give EQuery and EAsyncQuery the stage method limit(int), but the "
            + "stages inherit limit(int) from QueryStage, with the same parameter types after erasure, and Java "
            + "cannot declare both (the stage method would override QueryStage.limit(int)); rename the field",
        "int limit");
  }

  @Test
  void keyComponentWhoseStageMethodACallCouldConfuseWithAModifier() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) long user;
          @RowKey(order = 1) long limit;
        }
        """, "@RowKey component 'limit' would give EQuery and EAsyncQuery the stage method limit(long), beside the "
            + "limit(int) the stages inherit from QueryStage; an argument for one also fits the other, so Java would "
            + "choose between limit(long) and limit(int) by the exact type of the argument, and a call limit(x) could "
            + "silently run the one the caller did not mean; rename the field", "long limit");
  }

  @Test
  void columnNamingAnUndeclaredFamily() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(family = "info") String name;
        }
        """, "field 'name' names family 'info', which no @Family declares (declared: d); add "
            + "@Family(name = \"info\") to the type or fix the name", "String name");
  }

  @Test
  void columnTypeWithoutCodec() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column Object payload;
        }
        """, "field 'payload' has type java.lang.Object, which has no built-in codec; give it "
            + "@Convert(YourCodec.class) with a ValueCodec<java.lang.Object>, or mark it @Transient", "Object payload");
  }

  @Test
  void counterOnADynamicFamily() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "c")
        class E {
          @RowKey long id;
          @Column(family = "d") String x;
          @Counter @DynamicColumns(family = "c") Map<Long, Long> hits;
        }
        """, "@Counter does not apply to @DynamicColumns field 'hits': @Counter makes one long @Column a counter cell. "
            + "For a counter per map key, remove @Counter, declare the map as Map<K, Long>, and change an entry "
            + "atomically on the server with dao.hits(rowKey).increment(key, delta)", "Map<Long, Long> hits");
  }

  @Test
  void dynamicFieldClashingWithAGeneratedDaoMethod() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "f")
        class E {
          @RowKey long id;
          @Column(family = "d") String x;
          @DynamicColumns(family = "f") Map<Long, String> delete;
        }
        """, "@DynamicColumns field 'delete' would give EDao the wide-row accessor delete(key), but EDao already has "
            + "a method named delete (declared in EntityDao); rename the field", "Map<Long, String> delete");
  }

  @Test
  void counterThatIsAnInt() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Counter int views;
        }
        """, "@Counter field 'views' is an int; HBase counters are 8-byte longs: use long", "int views");
  }

  @Test
  void repositoryMethodThatWouldScanTheWholeTable() {
    RepositoryDiagnosticsTest.expectError(RepositoryDiagnosticsTest.repository(
            "  List<Purchase> findByProductIdAndQuantity(String productId, int quantity);"),
        "method 'findByProductIdAndQuantity' would read the whole table of Purchase: its row key starts with userId, "
            + "which the method does not fix, and none of its indexes (status) starts with a column the method fixes; "
            + "fix userId by equality in the method, reorder the key so that productId comes first, add @Indexed to "
            + "quantity, or annotate the method @AllowScan to accept a full scan", "findByProductIdAndQuantity");
  }

  @Test
  void repositoryMethodJoiningPredicatesWithOr() {
    RepositoryDiagnosticsTest.expectError(RepositoryDiagnosticsTest.repository(
            "  List<Purchase> findByUserIdOrStatus(String userId, String status);"),
        "method 'findByUserIdOrStatus' joins UserId and Status with Or, which would need two plans in one method (a "
            + "key range or index lookup for each side, or a full scan); declare one method per side and combine "
            + "their results in a default method", "findByUserIdOrStatus");
  }
}
