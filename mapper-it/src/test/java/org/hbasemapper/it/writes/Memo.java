package org.hbasemapper.it.writes;

import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** An entity with audit dates and no version: a later write cannot tell a new row from a stored one. */
@Table(name = "memo", namespace = "wr")
@Family(name = "d")
@PresenceMarker
public record Memo(
    @RowKey long id,
    @Column(family = "d") String text,
    @Column(family = "d") @CreatedDate Instant created,
    @Column(family = "d") @LastModifiedDate Instant modified) {

  /** A memo as a caller builds it: the DAO fills the dates. */
  static Memo of(long id, String text) {
    return new Memo(id, text, null, null);
  }
}
