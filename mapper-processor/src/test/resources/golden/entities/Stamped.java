package golden;

import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.MappedSuperclass;
import org.hbasemapper.annotations.Version;

@MappedSuperclass
public abstract class Stamped {
  @Column(family = "t") @Version private long version;
  @Column(family = "t") @LastModifiedDate private Instant modified;

  public long getVersion() {
    return version;
  }

  public void setVersion(long version) {
    this.version = version;
  }

  public Instant getModified() {
    return modified;
  }

  public void setModified(Instant modified) {
    this.modified = modified;
  }
}
