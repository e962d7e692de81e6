package org.hbasemapper.runtime.dao;

import java.util.function.Function;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.filter.ColumnField;
import org.hbasemapper.runtime.filter.Condition;

/**
 * A partial update of one row without reading it first, built from the generated field constants and
 * sent as one atomic row mutation by {@link #apply()}:
 *
 * <pre>{@code
 * stocks.update(key).set(StockQuery.QUANTITY, 7).remove(StockQuery.NOTE).apply();
 * boolean applied = stocks.update(key).set(StockQuery.QUANTITY, 6).onlyIf(StockQuery.QUANTITY.equalTo(7)).apply();
 * }</pre>
 *
 * <p>The sets, removes and increments, and the bump of the entity's {@code @Version}, are applied
 * together or not at all (one {@code RowMutations}, or one {@code checkAndMutate} when conditional).
 * The row is created when absent, unless a condition applies: HBase decides a condition on the row as
 * stored, so a conditional update never creates one. Key fields have no constant, so an update cannot
 * name them; every other mistake (the {@code @Version} field, a null value, a value the field's codec
 * cannot hold, a field changed twice, an increment of a column that is not an 8-byte long, a
 * condition HBase cannot decide alone, an update that changes nothing) is an
 * {@link IllegalArgumentException} thrown by the method given it, or by {@code apply()}, before any I/O.
 *
 * <p>Single-use and not thread-safe: a builder for one call by one thread, as a {@code Put} is. It
 * collects changes in place rather than copying itself at each step, and {@code apply()} may be called
 * once, because applying an increment twice would add it twice.
 *
 * @param <E> the entity type
 */
@Api
public final class RowUpdate<E> {
  private final RowChanges<E> changes;
  private final Function<RowChanges<E>, Boolean> send;

  RowUpdate(RowChanges<E> changes, Function<RowChanges<E>, Boolean> send) {
    this.changes = changes;
    this.send = send;
  }

  /** Writes {@code value} (never null: {@link #remove} deletes a cell) into the cell of {@code field}. */
  public <T> RowUpdate<E> set(ColumnField<E, T> field, T value) {
    changes.set(field, value);
    return this;
  }

  /**
   * Deletes the cell of {@code field} (and the former cells of a column that moved, so no old value
   * comes back); the field reads as null afterwards.
   */
  public RowUpdate<E> remove(ColumnField<E, ?> field) {
    changes.remove(field);
    return this;
  }

  /**
   * Adds {@code delta} to {@code field} on the server, from 0 when the row has no cell: a
   * {@code @Counter}, or a {@code long} column stored in 8 bytes.
   */
  public RowUpdate<E> increment(ColumnField<E, Long> field, long delta) {
    changes.increment(field, delta);
    return this;
  }

  /**
   * Applies the update only if {@code condition} holds for the row as stored, checked by HBase in the
   * same call; {@link #apply()} then says whether it did. Given once (combine with {@code and}).
   */
  public RowUpdate<E> onlyIf(Condition<E> condition) {
    changes.onlyIf(condition);
    return this;
  }

  /**
   * Applies the update only if the stored {@code @Version} is {@code expected} (0: the row has no
   * version cell); otherwise {@link #apply()} throws a {@link StaleEntityException}, as {@code put}
   * of a stale entity does. For entities with a {@code @Version}.
   */
  public RowUpdate<E> ifVersion(long expected) {
    changes.ifVersion(expected);
    return this;
  }

  /**
   * Sends the update; true when it was applied, false when the {@link #onlyIf} condition did not hold
   * (nothing was written then, index entries included).
   *
   * @throws StaleEntityException when {@link #ifVersion} names another version than the stored one
   * @throws IllegalArgumentException when the update changes nothing
   * @throws IllegalStateException when it was applied already
   */
  public boolean apply() {
    return send.apply(changes);
  }
}
