package golden;

import java.time.LocalDate;
import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

@Table(name = "user", namespace = "weibo")
@Family(name = "info")
@Family(name = "fans")
public class User {
  @RowKey private long id;
  @Column(family = "info") private String nickname;
  @Column(family = "info") private LocalDate dob;
  @Column(family = "info") int age;
  @DynamicColumns(family = "fans", fetch = Fetch.EAGER) private Map<Long, String> fans;

  public long getId() { return id; }
  public void setId(long id) { this.id = id; }
  public String getNickname() { return nickname; }
  public void setNickname(String nickname) { this.nickname = nickname; }
  public LocalDate getDob() { return dob; }
  public void setDob(LocalDate dob) { this.dob = dob; }
  public Map<Long, String> getFans() { return fans; }
  public void setFans(Map<Long, String> fans) { this.fans = fans; }
}
