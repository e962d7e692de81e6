package org.hbasemapper.it.evolution;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** One line of an account, {@code [account]['L'][line]}; its amount was stored as {@code d:amt}. */
@Table(name = "ledger", namespace = "evolve")
@Family(name = "d")
@RecordType(value = "L", order = 1)
public record LedgerLine(
    @RowKey(order = 0) long account,
    @RowKey(order = 2) int line,
    @Column(formerly = "amt") Long amount) implements LedgerRow {}
