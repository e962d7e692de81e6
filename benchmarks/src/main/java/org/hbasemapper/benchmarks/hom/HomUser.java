package org.hbasemapper.benchmarks.hom;

import com.flipkart.hbaseobjectmapper.Family;
import com.flipkart.hbaseobjectmapper.HBColumn;
import com.flipkart.hbaseobjectmapper.HBRecord;
import com.flipkart.hbaseobjectmapper.HBTable;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import org.hbasemapper.benchmarks.model.Level;

/**
 * The benchmark user for hbase-object-mapper: the same fields. It has no dynamic qualifiers, so
 * the fans map is one cell (serialized by its codec), its nearest equivalent.
 */
@HBTable(name = "user", families = {@Family(name = "info"), @Family(name = "fans")})
public class HomUser implements HBRecord<String> {
  private static final long serialVersionUID = 1L;

  private Long id;
  @HBColumn(family = "info", column = "nickname") private String nickname;
  @HBColumn(family = "info", column = "email") private String email;
  @HBColumn(family = "info", column = "age") private Integer age;
  @HBColumn(family = "info", column = "active") private Boolean active;
  @HBColumn(family = "info", column = "score") private Double score;
  @HBColumn(family = "info", column = "birthday") private LocalDate birthday;
  @HBColumn(family = "info", column = "joined") private Instant joined;
  @HBColumn(family = "info", column = "level") private Level level;
  @HBColumn(family = "fans", column = "all") private Map<Long, String> fans;

  public HomUser() {}

  public HomUser(Long id, String nickname, String email, Integer age, Boolean active, Double score, LocalDate birthday,
      Instant joined, Level level, Map<Long, String> fans) {
    this.id = id;
    this.nickname = nickname;
    this.email = email;
    this.age = age;
    this.active = active;
    this.score = score;
    this.birthday = birthday;
    this.joined = joined;
    this.level = level;
    this.fans = fans;
  }

  @Override
  public String composeRowKey() {
    return String.valueOf(id);
  }

  @Override
  public void parseRowKey(String rowKey) {
    this.id = Long.parseLong(rowKey);
  }

  public Long getId() {
    return id;
  }

  public Map<Long, String> getFans() {
    return fans;
  }
}
