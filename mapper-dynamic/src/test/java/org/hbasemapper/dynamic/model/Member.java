package org.hbasemapper.dynamic.model;

import java.time.Instant;
import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Transient;
import org.hbasemapper.annotations.Version;

/**
 * A weibo user as a JavaBean: private fields with getters and setters (an {@code isX} getter, a fluent
 * setter), a package-private field, fans in a dynamic family read lazily, a version, a counter and an
 * audit date.
 */
@Table(name = "member", namespace = "dyn")
@Family(name = "info")
@Family(name = "fans")
public class Member {
  @RowKey private long id;
  @Column(family = "info") private String nickname;
  @Column(family = "info") private boolean verified;
  @Column(family = "info") int age;
  @Column(family = "info") @Version private Long version;
  @Column(family = "info") @Counter private long visits;
  @Column(family = "info") @LastModifiedDate private Instant modified;
  @DynamicColumns(family = "fans", fetch = Fetch.LAZY) private Map<Long, String> fans;
  @Transient private String session = "fresh";

  public Member() {}

  public Member(long id, String nickname, int age) {
    this.id = id;
    this.nickname = nickname;
    this.age = age;
  }

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }

  public String getNickname() {
    return nickname;
  }

  public Member setNickname(String nickname) {
    this.nickname = nickname;
    return this;
  }

  public boolean isVerified() {
    return verified;
  }

  public void setVerified(boolean verified) {
    this.verified = verified;
  }

  public Long getVersion() {
    return version;
  }

  public void setVersion(Long version) {
    this.version = version;
  }

  public long getVisits() {
    return visits;
  }

  public void setVisits(long visits) {
    this.visits = visits;
  }

  public Instant getModified() {
    return modified;
  }

  public void setModified(Instant modified) {
    this.modified = modified;
  }

  public Map<Long, String> getFans() {
    return fans;
  }

  public void setFans(Map<Long, String> fans) {
    this.fans = fans;
  }

  public String getSession() {
    return session;
  }
}
