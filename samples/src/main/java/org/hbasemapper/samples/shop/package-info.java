/** The seeds' shop and item: a one-to-many relation stored on both sides, {@code item:<item_id>} and {@code shop:<shop_id>}. */
package org.hbasemapper.samples.shop;
