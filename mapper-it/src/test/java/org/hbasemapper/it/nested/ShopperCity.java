package org.hbasemapper.it.nested;

import org.hbasemapper.annotations.Projection;

/** A projection of a field of an embedded value, by its flattened name. */
@Projection(Shopper.class)
public record ShopperCity(String name, String homeCity, int homeZip) {}
