package org.hbasemapper.it.evolution;

/** The rows of one account in {@code evolve:ledger}: its head, then its lines, read as one group. */
public sealed interface LedgerRow permits LedgerHead, LedgerLine {
  /** The account, the first key component of both record types. */
  long account();
}
