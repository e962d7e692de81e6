package org.hbasemapper.it.shapes;

import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.MappedSuperclass;
import org.hbasemapper.annotations.Version;

/** The root of a chain of mapped superclasses: the version and the audit dates every entity below it keeps. */
@MappedSuperclass
public abstract class Audited {
  @Column(family = "d") @Version private long version;
  @Column(family = "d") @CreatedDate private Instant created;
  @Column(family = "d") @LastModifiedDate private Instant modified;

  public long getVersion() {
    return version;
  }

  public void setVersion(long version) {
    this.version = version;
  }

  public Instant getCreated() {
    return created;
  }

  public void setCreated(Instant created) {
    this.created = created;
  }

  public Instant getModified() {
    return modified;
  }

  public void setModified(Instant modified) {
    this.modified = modified;
  }
}
