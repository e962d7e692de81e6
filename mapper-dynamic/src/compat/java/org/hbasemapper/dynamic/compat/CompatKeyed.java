package org.hbasemapper.dynamic.compat;

import java.util.Map;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.MappedSuperclass;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.dynamic.compat.base.CompatAudited;

/** The middle of the chain: the key and a map, in fields the entity's package reaches directly. */
@MappedSuperclass
public abstract class CompatKeyed extends CompatAudited {
  @RowKey(order = 0, width = 6) protected String tenant;
  @RowKey(order = 1) long id;
  @SuppressWarnings("hbase:eager") // a few tags per row
  @DynamicColumns(family = "m") Map<String, Long> tags;

  public String getTenant() {
    return tenant;
  }

  public void setTenant(String tenant) {
    this.tenant = tenant;
  }

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }
}
