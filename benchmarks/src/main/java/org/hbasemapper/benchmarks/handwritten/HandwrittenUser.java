package org.hbasemapper.benchmarks.handwritten;

import java.time.Instant;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NavigableMap;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.benchmarks.model.Level;
import org.hbasemapper.benchmarks.model.User;

/**
 * What a developer writes by hand with {@code hbase-client} for {@link User}, in the same byte
 * layout as the generated mapper: the idiomatic way ({@code Result.getValue} per column) and the
 * optimal way (one pass over {@code rawCells()}, comparing bytes in place).
 */
public final class HandwrittenUser {
  static final byte[] INFO = Bytes.toBytes("info");
  static final byte[] FANS = Bytes.toBytes("fans");
  static final byte[] NICKNAME = Bytes.toBytes("nickname");
  static final byte[] EMAIL = Bytes.toBytes("email");
  static final byte[] AGE = Bytes.toBytes("age");
  static final byte[] ACTIVE = Bytes.toBytes("active");
  static final byte[] SCORE = Bytes.toBytes("score");
  static final byte[] BIRTHDAY = Bytes.toBytes("birthday");
  static final byte[] JOINED = Bytes.toBytes("joined");
  static final byte[] LEVEL = Bytes.toBytes("level");

  private HandwrittenUser() {}

  /** The row key: the id, sign bit flipped so that negative ids sort first. */
  public static byte[] key(long id) {
    return Bytes.toBytes(id ^ Long.MIN_VALUE);
  }

  /** The put, built directly. */
  public static Put toPut(User u) {
    Put put = new Put(key(u.id()), true);
    if (u.nickname() != null) {
      put.addColumn(INFO, NICKNAME, Bytes.toBytes(u.nickname()));
    }
    if (u.email() != null) {
      put.addColumn(INFO, EMAIL, Bytes.toBytes(u.email()));
    }
    put.addColumn(INFO, AGE, Bytes.toBytes(u.age()));
    put.addColumn(INFO, ACTIVE, Bytes.toBytes(u.active()));
    put.addColumn(INFO, SCORE, Bytes.toBytes(u.score()));
    if (u.birthday() != null) {
      put.addColumn(INFO, BIRTHDAY, Bytes.toBytes((int) u.birthday().toEpochDay()));
    }
    if (u.joined() != null) {
      put.addColumn(INFO, JOINED, Bytes.toBytes(u.joined().toEpochMilli()));
    }
    if (u.level() != null) {
      put.addColumn(INFO, LEVEL, Bytes.toBytes(u.level().name()));
    }
    if (u.fans() != null) {
      for (Map.Entry<Long, String> fan : u.fans().entrySet()) {
        put.addColumn(FANS, key(fan.getKey()), Bytes.toBytes(fan.getValue()));
      }
    }
    return put;
  }

  /** The put as often written: family and qualifier bytes converted on every call. */
  public static Put toPutIdiomatic(User u) {
    Put put = new Put(Bytes.toBytes(u.id() ^ Long.MIN_VALUE));
    if (u.nickname() != null) {
      put.addColumn(Bytes.toBytes("info"), Bytes.toBytes("nickname"), Bytes.toBytes(u.nickname()));
    }
    if (u.email() != null) {
      put.addColumn(Bytes.toBytes("info"), Bytes.toBytes("email"), Bytes.toBytes(u.email()));
    }
    put.addColumn(Bytes.toBytes("info"), Bytes.toBytes("age"), Bytes.toBytes(u.age()));
    put.addColumn(Bytes.toBytes("info"), Bytes.toBytes("active"), Bytes.toBytes(u.active()));
    put.addColumn(Bytes.toBytes("info"), Bytes.toBytes("score"), Bytes.toBytes(u.score()));
    if (u.birthday() != null) {
      put.addColumn(Bytes.toBytes("info"), Bytes.toBytes("birthday"), Bytes.toBytes((int) u.birthday().toEpochDay()));
    }
    if (u.joined() != null) {
      put.addColumn(Bytes.toBytes("info"), Bytes.toBytes("joined"), Bytes.toBytes(u.joined().toEpochMilli()));
    }
    if (u.level() != null) {
      put.addColumn(Bytes.toBytes("info"), Bytes.toBytes("level"), Bytes.toBytes(u.level().name()));
    }
    if (u.fans() != null) {
      for (Map.Entry<Long, String> fan : u.fans().entrySet()) {
        put.addColumn(Bytes.toBytes("fans"), Bytes.toBytes(fan.getKey() ^ Long.MIN_VALUE), Bytes.toBytes(fan.getValue()));
      }
    }
    return put;
  }

  /** The idiomatic read: one {@code getValue} per column, {@code getFamilyMap} for the fans. */
  public static User idiomatic(Result r) {
    long id = Bytes.toLong(r.getRow()) ^ Long.MIN_VALUE;
    byte[] nickname = r.getValue(INFO, NICKNAME);
    byte[] email = r.getValue(INFO, EMAIL);
    byte[] age = r.getValue(INFO, AGE);
    byte[] active = r.getValue(INFO, ACTIVE);
    byte[] score = r.getValue(INFO, SCORE);
    byte[] birthday = r.getValue(INFO, BIRTHDAY);
    byte[] joined = r.getValue(INFO, JOINED);
    byte[] level = r.getValue(INFO, LEVEL);
    Map<Long, String> fans = new LinkedHashMap<>();
    NavigableMap<byte[], byte[]> fanCells = r.getFamilyMap(FANS);
    if (fanCells != null) {
      for (Map.Entry<byte[], byte[]> e : fanCells.entrySet()) {
        fans.put(Bytes.toLong(e.getKey()) ^ Long.MIN_VALUE, Bytes.toString(e.getValue()));
      }
    }
    return new User(id,
        nickname == null ? null : Bytes.toString(nickname),
        email == null ? null : Bytes.toString(email),
        age == null ? 0 : Bytes.toInt(age),
        active != null && Bytes.toBoolean(active),
        score == null ? 0 : Bytes.toDouble(score),
        birthday == null ? null : LocalDate.ofEpochDay(Bytes.toInt(birthday)),
        joined == null ? null : Instant.ofEpochMilli(Bytes.toLong(joined)),
        level == null ? null : Level.valueOf(Bytes.toString(level)),
        fans);
  }

  /** The optimal read: one pass over the cells, comparing family and qualifier bytes in place. */
  public static User optimal(Result r) {
    byte[] row = r.getRow();
    long id = Bytes.toLong(row) ^ Long.MIN_VALUE;
    String nickname = null;
    String email = null;
    int age = 0;
    boolean active = false;
    double score = 0;
    LocalDate birthday = null;
    Instant joined = null;
    Level level = null;
    Map<Long, String> fans = new LinkedHashMap<>();
    for (Cell c : r.rawCells()) {
      byte[] a = c.getFamilyArray();
      int fo = c.getFamilyOffset();
      int fl = c.getFamilyLength();
      byte[] v = c.getValueArray();
      int vo = c.getValueOffset();
      int vl = c.getValueLength();
      if (Bytes.equals(a, fo, fl, FANS, 0, FANS.length)) {
        fans.put(Bytes.toLong(c.getQualifierArray(), c.getQualifierOffset()) ^ Long.MIN_VALUE, Bytes.toString(v, vo, vl));
        continue;
      }
      byte[] q = c.getQualifierArray();
      int qo = c.getQualifierOffset();
      int ql = c.getQualifierLength();
      if (Bytes.equals(q, qo, ql, NICKNAME, 0, NICKNAME.length)) {
        nickname = Bytes.toString(v, vo, vl);
      } else if (Bytes.equals(q, qo, ql, EMAIL, 0, EMAIL.length)) {
        email = Bytes.toString(v, vo, vl);
      } else if (Bytes.equals(q, qo, ql, AGE, 0, AGE.length)) {
        age = Bytes.toInt(v, vo);
      } else if (Bytes.equals(q, qo, ql, ACTIVE, 0, ACTIVE.length)) {
        active = v[vo] != 0;
      } else if (Bytes.equals(q, qo, ql, SCORE, 0, SCORE.length)) {
        score = Bytes.toDouble(v, vo);
      } else if (Bytes.equals(q, qo, ql, BIRTHDAY, 0, BIRTHDAY.length)) {
        birthday = LocalDate.ofEpochDay(Bytes.toInt(v, vo));
      } else if (Bytes.equals(q, qo, ql, JOINED, 0, JOINED.length)) {
        joined = Instant.ofEpochMilli(Bytes.toLong(v, vo));
      } else if (Bytes.equals(q, qo, ql, LEVEL, 0, LEVEL.length)) {
        level = Level.valueOf(Bytes.toString(v, vo, vl));
      }
    }
    return new User(id, nickname, email, age, active, score, birthday, joined, level, fans);
  }
}
