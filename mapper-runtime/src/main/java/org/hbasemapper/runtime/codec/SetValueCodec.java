package org.hbasemapper.runtime.codec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * A {@code Set} in one cell, laid out as a list ({@link ListValueCodec}) with its elements sorted by
 * their encoded bytes (unsigned): equal sets store equal bytes whatever their iteration order, so an
 * equality condition on a set column compares sets. Null elements are refused. Decodes into a
 * {@code LinkedHashSet} in the stored order; an element stored twice (by another writer) is kept once.
 *
 * @param <T> the element type
 */
@LimitedPrivate("mapper-dynamic")
public final class SetValueCodec<T> implements ValueCodec<Set<T>> {
  private final ValueCodec<T> elements;

  /** A codec of sets whose elements {@code elements} encodes. */
  public SetValueCodec(ValueCodec<T> elements) {
    this.elements = Objects.requireNonNull(elements, "elements");
  }

  @Override
  public byte[] encode(Set<T> value) {
    List<byte[]> encoded = new ArrayList<>(value.size());
    for (T element : value) {
      encoded.add(CollectionCells.element(elements, element, encoded.size(), value.size()));
    }
    encoded.sort(Arrays::compareUnsigned);
    return CollectionCells.join(encoded);
  }

  @Override
  public Set<T> decode(byte[] value) {
    return decode(value, 0, value.length);
  }

  @Override
  public Set<T> decode(byte[] buffer, int offset, int length) {
    Set<T> out = new LinkedHashSet<>();
    CollectionCells.split(buffer, offset, length, elements, out::add);
    return out;
  }
}
