package org.hbasemapper.dynamic.compat.base;

import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.MappedSuperclass;
import org.hbasemapper.annotations.Version;

/**
 * The root of a chain of mapped superclasses, in another package than the entities: private fields
 * reached through public accessors only, under an unmarked framework base without mapping annotations.
 */
@MappedSuperclass
public abstract class CompatAudited extends CompatFrameworkBase {
  @Column(family = "d") @Version private Long version;
  @Column(family = "d") @CreatedDate private Instant created;
  @Column(family = "d", qualifier = "mod") @LastModifiedDate private Instant modified;

  public Long getVersion() {
    return version;
  }

  public void setVersion(Long version) {
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
