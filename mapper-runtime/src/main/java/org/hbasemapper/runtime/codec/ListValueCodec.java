package org.hbasemapper.runtime.codec;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * A {@code List} in one cell, in its order: the element count, then each element's length and bytes
 * as {@code elements} encodes them (see {@code CollectionCells}; docs/encoding.md). Null elements are
 * refused; an empty list is one byte, {@code 0x00}, and reads back empty (a null list is no cell).
 * Decodes into an {@code ArrayList}.
 *
 * @param <T> the element type
 */
@LimitedPrivate("mapper-dynamic")
public final class ListValueCodec<T> implements ValueCodec<List<T>> {
  private final ValueCodec<T> elements;

  /** A codec of lists whose elements {@code elements} encodes. */
  public ListValueCodec(ValueCodec<T> elements) {
    this.elements = Objects.requireNonNull(elements, "elements");
  }

  @Override
  public byte[] encode(List<T> value) {
    List<byte[]> encoded = new ArrayList<>(value.size());
    for (T element : value) {
      encoded.add(CollectionCells.element(elements, element, encoded.size(), value.size()));
    }
    return CollectionCells.join(encoded);
  }

  @Override
  public List<T> decode(byte[] value) {
    return decode(value, 0, value.length);
  }

  @Override
  public List<T> decode(byte[] buffer, int offset, int length) {
    List<T> out = new ArrayList<>();
    CollectionCells.split(buffer, offset, length, elements, out::add);
    return out;
  }
}
