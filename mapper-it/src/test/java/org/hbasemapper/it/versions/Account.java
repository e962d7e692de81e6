package org.hbasemapper.it.versions;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Version;

/** An account updated read-modify-write: the version makes concurrent writers fail instead of overwrite. */
@Table(name = "account", namespace = "ver")
@Family(name = "d")
public record Account(
    @RowKey long id,
    @Column(family = "d") String owner,
    @Column(family = "d") long balance,
    @Column(family = "d") @Version long version) {

  /** This account with {@code delta} added to the balance. */
  public Account plus(long delta) {
    return new Account(id, owner, balance + delta, version);
  }
}
