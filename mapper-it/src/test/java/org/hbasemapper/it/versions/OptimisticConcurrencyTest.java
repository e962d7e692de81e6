package org.hbasemapper.it.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code @Version}: every put and replace is one checkAndMutate on the stored version. */
@HBaseTest
class OptimisticConcurrencyTest {
  static AccountDao accounts;

  @BeforeAll
  static void create(Connection connection) {
    new SchemaManager(connection).createIfMissing(AccountMapper.INSTANCE.schema());
    accounts = new AccountDao(connection);
  }

  @Test
  void aNewEntityIsVersionZeroAndEachWriteAddsOne() {
    accounts.put(new Account(1, "ann", 100, 0));
    Account stored = accounts.get(1L).orElseThrow();
    assertThat(stored.version()).isEqualTo(1);
    accounts.put(stored.plus(5));
    assertThat(accounts.get(1L).orElseThrow()).isEqualTo(new Account(1, "ann", 105, 2));
    accounts.replace(new Account(1, "ann b.", 105, 2));
    assertThat(accounts.get(1L).orElseThrow()).isEqualTo(new Account(1, "ann b.", 105, 3));
  }

  @Test
  void theSecondOfTwoWritersThatReadTheSameVersionFailsAndWritesNothing() {
    accounts.put(new Account(2, "bob", 10, 0));
    Account first = accounts.get(2L).orElseThrow();
    Account second = accounts.get(2L).orElseThrow();
    accounts.put(first.plus(1));
    assertThatThrownBy(() -> accounts.put(second.plus(100)))
        .isInstanceOf(StaleEntityException.class)
        .hasMessageContaining("Account").hasMessageContaining("ver:account").hasMessageContaining("stored version 1")
        .satisfies(e -> assertThat(((StaleEntityException) e).expectedVersion()).isEqualTo(1));
    assertThatThrownBy(() -> accounts.replace(second.plus(100))).isInstanceOf(StaleEntityException.class);
    assertThat(accounts.get(2L).orElseThrow()).isEqualTo(new Account(2, "bob", 11, 2));
    // a second "new" entity under an existing key is stale too
    assertThatThrownBy(() -> accounts.put(new Account(2, "imposter", 0, 0)))
        .isInstanceOf(StaleEntityException.class).hasMessageContaining("no stored row");
  }

  @Test
  void concurrentReadModifyWriteLoopsLoseNoUpdate() throws Exception {
    accounts.put(new Account(3, "shared", 0, 0));
    int threads = 8;
    int increments = 25;
    AtomicInteger conflicts = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        done.add(pool.submit(() -> {
          for (int i = 0; i < increments; i++) {
            while (true) {
              Account read = accounts.get(3L).orElseThrow();
              try {
                accounts.put(read.plus(1));
                break;
              } catch (StaleEntityException e) {
                conflicts.incrementAndGet(); // someone else won: read again
              }
            }
          }
          return null;
        }));
      }
      for (Future<?> f : done) {
        f.get(2, TimeUnit.MINUTES);
      }
    } finally {
      pool.shutdownNow();
    }
    Account end = accounts.get(3L).orElseThrow();
    assertThat(end.balance()).isEqualTo(threads * increments);
    assertThat(end.version()).isEqualTo(1 + threads * increments);
    assertThat(conflicts.get()).as("writers did collide").isPositive();
  }

  @Test
  void putAllChecksEachEntityAndPutIfAbsentStartsAtVersionOne() {
    accounts.putAll(List.of(new Account(4, "c", 1, 0), new Account(5, "d", 2, 0)));
    assertThat(accounts.get(5L).orElseThrow().version()).isEqualTo(1);
    assertThat(accounts.putIfAbsent(new Account(6, "e", 3, 0))).isTrue();
    assertThat(accounts.putIfAbsent(new Account(6, "e", 3, 0))).isFalse();
    assertThat(accounts.get(6L).orElseThrow().version()).isEqualTo(1);
  }
}
