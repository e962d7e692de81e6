package org.hbasemapper.it.nested;

import java.util.List;
import java.util.Map;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.jackson.JsonCodec;

/** Values stored as JSON: a record through {@code JsonCodec} itself, a generic type through a subclass. */
@Table(name = "wishlist", namespace = "nested", defaultFamily = "d")
@Family(name = "d")
public record Wishlist(
    @RowKey long id,
    @Convert(JsonCodec.class) Prefs prefs,
    @Convert(Wishlist.Addresses.class) List<Address> addresses) {

  /** Preferences, with a map whose entries are written sorted by key. */
  public record Prefs(String theme, Map<String, Integer> weights) {}

  /** The codec of a list of addresses: a generic type is named in a subclass. */
  public static final class Addresses extends JsonCodec<List<Address>> {}
}
