package org.hbasemapper.spark.read;

import java.util.List;
import java.util.Objects;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A JavaBean: Spark builds it with its constructor without parameters and its setters. */
@Table(name = "member", namespace = "sparkread")
@Family(name = "d")
public class Member {
  @RowKey private long id;
  @Column(family = "d") private String name;
  @Column(family = "d") private int level;
  @Column(family = "d") private List<String> tags;

  public Member() {}

  public Member(long id, String name, int level, List<String> tags) {
    this.id = id;
    this.name = name;
    this.level = level;
    this.tags = tags;
  }

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public int getLevel() {
    return level;
  }

  public void setLevel(int level) {
    this.level = level;
  }

  public List<String> getTags() {
    return tags;
  }

  public void setTags(List<String> tags) {
    this.tags = tags;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Member m && id == m.id && Objects.equals(name, m.name) && level == m.level
        && Objects.equals(tags, m.tags);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(id);
  }

  @Override
  public String toString() {
    return "Member(" + id + ", " + name + ", " + level + ", " + tags + ")";
  }
}
