package org.hbasemapper.it.evolution;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** An account's head, {@code [account]['H']}; its owner was stored as {@code d:owner_name}. */
@Table(name = "ledger", namespace = "evolve")
@Family(name = "d")
@RecordType(value = "H", order = 1)
public record LedgerHead(
    @RowKey(order = 0) long account,
    @Column(formerly = "owner_name") String owner) implements LedgerRow {}
