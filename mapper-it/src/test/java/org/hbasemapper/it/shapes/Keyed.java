package org.hbasemapper.it.shapes;

import org.hbasemapper.annotations.MappedSuperclass;
import org.hbasemapper.annotations.RowKey;

/** The middle of the chain: the row key, shared by the entities that extend it. */
@MappedSuperclass
public abstract class Keyed extends Audited {
  @RowKey private long id;

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }
}
