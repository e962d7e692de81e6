package org.hbasemapper.it.query;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Raw byte keys, to put 0xFF bytes at the edges of prefix scans. */
@Table(name = "blob", namespace = "ts", defaultFamily = "d")
@Family(name = "d")
public record Blob(
    @RowKey(order = 0, width = 2) byte[] bucket,
    @RowKey(order = 1) long id,
    String note) {}
