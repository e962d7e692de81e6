package org.hbasemapper.dynamic.compat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.UUID;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Transient;
import org.hbasemapper.annotations.Version;

/**
 * Every value type the runtime encodes, in two families, read and written through package-private
 * fields, getters and setters (an {@code isX} getter among them), with maps of each declared shape, a
 * lazy map, a {@code @Version} and the audit dates: a class with a no-argument constructor.
 */
@Table(name = "types", namespace = "compat")
@Family(name = "a", maxVersions = 2, ttlSeconds = 86400, bloomFilter = org.hbasemapper.annotations.BloomFilter.ROWCOL)
@Family(name = "b", inMemory = true, blockSize = 8192, blockCache = false, minVersions = 1)
@Family(name = "m")
@Family(name = "n")
@Family(name = "z")
@SuppressWarnings({"hbase:families", "hbase:eager"}) // shapes to compare, not a schema to keep
public class CompatTypes {
  @RowKey long id;
  @Column(family = "a") boolean flag;
  @Column(family = "a", qualifier = "F") Boolean boxedFlag;
  @Column(family = "a") byte tiny;
  @Column(family = "a") Byte boxedTiny;
  @Column(family = "a") short small;
  @Column(family = "a") Short boxedSmall;
  @Column(family = "a") private int count;
  @Column(family = "a") Integer boxedCount;
  @Column(family = "a") long big;
  @Column(family = "a") Long boxedBig;
  @Column(family = "b") float ratio;
  @Column(family = "b") Float boxedRatio;
  @Column(family = "b") double score;
  @Column(family = "b") private Double boxedScore;
  @Column(family = "b") String text;
  @Column(family = "b") byte[] blob;
  @Column(family = "b") BigDecimal amount;
  @Column(family = "b") Instant at;
  @Column(family = "b") Date date;
  @Column(family = "b") LocalDate day;
  @Column(family = "b") LocalDateTime moment;
  @Column(family = "b") UUID uuid;
  @Column(family = "b") private Level level;
  @Column(family = "b") private boolean active;
  @Column(family = "b") @Convert(TenthsCodec.class) Integer tenths;
  @Column(family = "b") @Convert(CsvCodec.class) List<String> words;
  @Column(family = "a") @Version Long version;
  @Column(family = "a") @CreatedDate Instant created;
  @Column(family = "a") @LastModifiedDate Instant modified;
  @DynamicColumns(family = "m") Map<String, Integer> counts;
  @DynamicColumns(family = "n") NavigableMap<UUID, Instant> seen;
  @DynamicColumns(family = "z") TreeMap<Level, Long> byLevel;
  @Transient String scratch;

  public int getCount() {
    return count;
  }

  public void setCount(int count) {
    this.count = count;
  }

  public Double getBoxedScore() {
    return boxedScore;
  }

  public CompatTypes setBoxedScore(Double boxedScore) {
    this.boxedScore = boxedScore;
    return this;
  }

  public Level level() {
    return level;
  }

  public void setLevel(Level level) {
    this.level = level;
  }

  public boolean isActive() {
    return active;
  }

  public void setActive(boolean active) {
    this.active = active;
  }
}
