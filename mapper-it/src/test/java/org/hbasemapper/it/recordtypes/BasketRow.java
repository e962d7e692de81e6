package org.hbasemapper.it.recordtypes;

/** A basket and its items in {@code book:baskets}: a group written and deleted atomically. */
public sealed interface BasketRow permits Basket, BasketItem {}
