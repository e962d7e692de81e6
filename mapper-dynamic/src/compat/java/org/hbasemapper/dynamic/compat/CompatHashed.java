package org.hbasemapper.dynamic.compat;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.HashPrefix;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** An MD5 prefix over every component, the last of variable width, as a class with getters and setters. */
@Table(name = "hashed", namespace = "compat")
@Family(name = "d", ttlSeconds = 3600)
@HashPrefix(length = 3, regions = 4)
public class CompatHashed {
  @RowKey(order = 1) private String user;
  @RowKey(order = 0) private int day;
  @Column private Long total;

  public String getUser() {
    return user;
  }

  public void setUser(String user) {
    this.user = user;
  }

  public int getDay() {
    return day;
  }

  public void setDay(int day) {
    this.day = day;
  }

  public Long getTotal() {
    return total;
  }

  public void setTotal(Long total) {
    this.total = total;
  }
}
