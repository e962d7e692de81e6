package org.hbasemapper.it.recordtypes;

/** A crate and its slots in {@code book:crates}: the group a region server's abort must never leave half-written. */
public sealed interface CrateRow permits Crate, CrateSlot {}
