package org.hbasemapper.it.filter;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.HashPrefix;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Memos under an MD5 prefix of their owner: owners in hash order, one owner's memos in key order. */
@Table(name = "memo", namespace = "flt", defaultFamily = "d")
@Family(name = "d")
@HashPrefix(length = 2, of = "owner", regions = 4)
public record Memo(
    @RowKey(order = 0, width = 4) String owner,
    @RowKey(order = 1) long number,
    String text) {}
