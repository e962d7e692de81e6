package org.hbasemapper.runtime;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * The map of a {@code @DynamicColumns(fetch = LAZY)} field read through a DAO: nothing is read
 * until the map is first used, then the whole family is loaded once (in batches, through its
 * {@link WideRow}) into a map in key order. A write of an entity whose lazy map was never loaded
 * leaves the stored family alone (neither rewritten nor deleted); once loaded, the map is the
 * family, as for an eager map.
 *
 * <p>For a family too large to hold in memory, do not touch the field: use the DAO's
 * {@code <field>(key)} {@link WideRow} instead. Loading is thread-safe; the loaded map is a
 * {@link TreeMap} and, like any entity field, not safe for concurrent modification.
 *
 * @param <K> the key type
 * @param <V> the value type
 */
@LimitedPrivate("mapper-dynamic")
@NullUnmarked
public final class LazyMap<K, V> extends AbstractMap<K, V> {
  private final Supplier<Stream<Map.Entry<K, V>>> loader;
  private volatile Map<K, V> loaded;

  private LazyMap(Supplier<Stream<Map.Entry<K, V>>> loader) {
    this.loader = loader;
  }

  /** A map that loads the entries of {@code row} on first use. */
  @LimitedPrivate("mapper-dynamic")
  public static <K, V> LazyMap<K, V> of(WideRow<K, V> row) {
    return new LazyMap<>(row::stream);
  }

  /** Whether {@code map} holds its entries: true for any map but a {@link LazyMap} not used yet. */
  public static boolean isLoaded(Map<?, ?> map) {
    return !(map instanceof LazyMap<?, ?> lazy) || lazy.loaded != null;
  }

  /** Whether the entries have been read. */
  public boolean loaded() {
    return loaded != null;
  }

  private Map<K, V> map() {
    Map<K, V> m = loaded;
    if (m == null) {
      synchronized (this) {
        m = loaded;
        if (m == null) {
          TreeMap<K, V> entries = new TreeMap<>();
          try (Stream<Map.Entry<K, V>> stream = loader.get()) {
            stream.forEach(e -> entries.put(e.getKey(), e.getValue()));
          }
          loaded = m = entries;
        }
      }
    }
    return m;
  }

  @Override
  public Set<Entry<K, V>> entrySet() {
    return map().entrySet();
  }

  @Override
  public int size() {
    return map().size();
  }

  @Override
  public boolean containsKey(Object key) {
    return map().containsKey(key);
  }

  @Override
  public @Nullable V get(Object key) {
    return map().get(key);
  }

  @Override
  public V put(K key, V value) {
    return map().put(key, value);
  }

  @Override
  public V remove(Object key) {
    return map().remove(key);
  }

  @Override
  public void clear() {
    map().clear();
  }

  @Override
  public Set<K> keySet() {
    return map().keySet();
  }

  @Override
  public Collection<V> values() {
    return map().values();
  }

  @Override
  public String toString() {
    return loaded == null ? "LazyMap[not loaded]" : loaded.toString();
  }
}
