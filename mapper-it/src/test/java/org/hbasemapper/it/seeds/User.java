package org.hbasemapper.it.seeds;

import java.time.LocalDate;
import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** The seeds' weibo user: {@code <user_id>}, {@code info:nickname/gender/dob/address}, {@code fans:<user_id> = type}. */
@Table(name = "user", namespace = "weibo")
@Family(name = "info")
@Family(name = "fans")
public class User {
  @RowKey private long id;
  @Column(family = "info") private String nickname;
  @Column(family = "info") private Gender gender;
  @Column(family = "info") private LocalDate dob;
  @Column(family = "info") private String address;
  @Relation(target = User.class)
  @DynamicColumns(family = "fans", fetch = Fetch.EAGER) private Map<Long, String> fans;

  public User() {}

  public User(long id, String nickname, Gender gender, LocalDate dob, String address, Map<Long, String> fans) {
    this.id = id;
    this.nickname = nickname;
    this.gender = gender;
    this.dob = dob;
    this.address = address;
    this.fans = fans;
  }

  public long getId() { return id; }
  public void setId(long id) { this.id = id; }
  public String getNickname() { return nickname; }
  public void setNickname(String nickname) { this.nickname = nickname; }
  public Gender getGender() { return gender; }
  public void setGender(Gender gender) { this.gender = gender; }
  public LocalDate getDob() { return dob; }
  public void setDob(LocalDate dob) { this.dob = dob; }
  public String getAddress() { return address; }
  public void setAddress(String address) { this.address = address; }
  public Map<Long, String> getFans() { return fans; }
  public void setFans(Map<Long, String> fans) { this.fans = fans; }
}
