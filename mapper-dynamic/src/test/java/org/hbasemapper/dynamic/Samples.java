package org.hbasemapper.dynamic;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.Arrays;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.UUID;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Versions;

/**
 * Random entities for differential tests, from a seed: every field a random value of its type, with
 * the extremes (minimum and maximum, zero, NaN, empty, non-ASCII, surrogate pairs) and nulls coming up
 * often, and now and then a value a mapper must refuse (a null or too long key component, an unpaired
 * surrogate, a null map entry). Built through the canonical constructor of a record, through the fields
 * of a class: the test's reflection, not the mappers'.
 */
final class Samples {
  private final Random random;

  Samples(long seed) {
    this.random = new Random(seed);
  }

  /**
   * A random embedded value of {@code type}: a record or a class with a no-argument constructor as an
   * entity, or a class built through its one constructor, its parameters taking the fields of their names
   * (compiled with {@code -parameters}), its other fields set after it.
   */
  private Object embedded(Class<?> type) throws ReflectiveOperationException {
    if (type.isRecord() || Arrays.stream(type.getDeclaredConstructors()).anyMatch(c -> c.getParameterCount() == 0)) {
      return entity(type);
    }
    java.lang.reflect.Constructor<?> constructor = type.getDeclaredConstructors()[0];
    java.lang.reflect.Parameter[] parameters = constructor.getParameters();
    Object[] args = new Object[parameters.length];
    for (int i = 0; i < parameters.length; i++) {
      args[i] = value(type.getDeclaredField(parameters[i].getName()));
    }
    Object value = constructor.newInstance(args);
    for (Field f : type.getDeclaredFields()) {
      if (!Modifier.isStatic(f.getModifiers()) && !Modifier.isFinal(f.getModifiers())) {
        f.setAccessible(true);
        f.set(value, value(f));
      }
    }
    return value;
  }

  /** A random instance of {@code type}. */
  Object entity(Class<?> type) throws ReflectiveOperationException {
    if (type.isRecord()) {
      RecordComponent[] components = type.getRecordComponents();
      Object[] args = new Object[components.length];
      Class<?>[] types = new Class<?>[components.length];
      for (int i = 0; i < components.length; i++) {
        Field f = type.getDeclaredField(components[i].getName());
        args[i] = value(f);
        types[i] = components[i].getType();
      }
      return type.getDeclaredConstructor(types).newInstance(args);
    }
    Object entity = type.getDeclaredConstructor().newInstance();
    for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) { // superclasses' fields too
      for (Field f : c.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers())) {
          continue;
        }
        f.setAccessible(true);
        f.set(entity, value(f));
      }
    }
    return entity;
  }

  private Object value(Field f) throws ReflectiveOperationException {
    if (f.isAnnotationPresent(Embedded.class)) {
      return random.nextInt(6) == 0 ? null : embedded(f.getType());
    }
    RowKey key = f.getAnnotation(RowKey.class);
    if (key != null) {
      return keyValue(f.getType(), key.width(), key.descending());
    }
    if (f.isAnnotationPresent(Versions.class)) {
      // versions at cell timestamps: epoch milliseconds from 0, rarely one HBase cannot store
      if (random.nextInt(8) == 0) {
        return null;
      }
      TreeMap<Long, Object> history = new TreeMap<>();
      int n = random.nextInt(5);
      for (int i = 0; i < n; i++) {
        long at = rarely() ? -1 - random.nextInt(5) : random.nextLong() & 0xFFFFFFFFFFFL;
        history.put(at, value(((ParameterizedType) f.getGenericType()).getActualTypeArguments()[1], 0));
      }
      return history;
    }
    if (f.isAnnotationPresent(Timestamp.class)) {
      // cell timestamps are epoch milliseconds from 0; 0 and null mean the server's time
      long millis = rarely() ? -1 - random.nextInt(5) : often() ? random.nextLong() & 0xFFFFFFFFFFFL : 0;
      return f.getType() == Instant.class ? (rarely() ? null : Instant.ofEpochMilli(millis)) : (Object) millis;
    }
    return value(f.getGenericType(), f.getType().isPrimitive() ? 0 : 8);
  }

  /** A key component: never null (but rarely), within its width (but rarely not). */
  private Object keyValue(Class<?> type, int width, boolean descending) {
    if (!type.isPrimitive() && rarely()) {
      return null;
    }
    if (type == String.class && width > 0) {
      String s = string(width);
      while (s.getBytes(StandardCharsets.UTF_8).length > width || s.endsWith("\0")) {
        s = s.substring(0, s.length() - 1);
      }
      return rarely() ? s + "overflowing" : rarely() ? "x\0" : s;
    }
    if (type == byte[].class && width > 0) {
      byte[] b = bytes(width);
      if (b.length > 0 && b[b.length - 1] == 0 && !rarely()) {
        b[b.length - 1] = 7;
      }
      return rarely() ? bytes(width + 1 + random.nextInt(3)) : b;
    }
    if (type == String.class && !descending) {
      String s = string(12);
      return s.contains("\0") && !rarely() ? s.replace('\0', 'z') : s;
    }
    return value(type, 0);
  }

  /** A value of {@code type}, null once in {@code nullOdds} (never for 0). */
  Object value(Type type, int nullOdds) {
    if (nullOdds > 0 && random.nextInt(nullOdds) == 0) {
      return null;
    }
    if (type instanceof ParameterizedType p) {
      return parameterized(p);
    }
    Class<?> c = (Class<?>) type;
    if (c == boolean.class || c == Boolean.class) {
      return random.nextBoolean();
    } else if (c == byte.class || c == Byte.class) {
      return (byte) pick(Byte.MIN_VALUE, Byte.MAX_VALUE, 0, -1, random.nextInt());
    } else if (c == short.class || c == Short.class) {
      return (short) pick(Short.MIN_VALUE, Short.MAX_VALUE, 0, -1, random.nextInt());
    } else if (c == int.class || c == Integer.class) {
      return (int) pick(Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1, random.nextInt());
    } else if (c == long.class || c == Long.class) {
      return pick(Long.MIN_VALUE, Long.MAX_VALUE, 0, -1, random.nextLong());
    } else if (c == float.class || c == Float.class) {
      float[] edges = {Float.NaN, -0F, 0F, Float.NEGATIVE_INFINITY, Float.MAX_VALUE, Float.MIN_VALUE};
      return often() ? random.nextFloat() * 2000 - 1000 : edges[random.nextInt(edges.length)];
    } else if (c == double.class || c == Double.class) {
      double[] edges = {Double.NaN, -0D, 0D, Double.POSITIVE_INFINITY, -Double.MAX_VALUE, Double.MIN_VALUE};
      return often() ? random.nextGaussian() * 1e6 : edges[random.nextInt(edges.length)];
    } else if (c == String.class) {
      return rarely() ? "bad \uD800 surrogate" : string(10);
    } else if (c == byte[].class) {
      return bytes(10);
    } else if (c == BigDecimal.class) {
      return new BigDecimal(new BigInteger(random.nextInt(100) + 1, random), random.nextInt(40) - 20);
    } else if (c == Instant.class) {
      long millis = often() ? random.nextLong() % 4_000_000_000_000L : pick(0, -1, 1, 0, random.nextLong() >> 20);
      Instant at = Instant.ofEpochMilli(millis);
      return rarely() ? at.plusNanos(random.nextInt(999_999) + 1) : rarely() ? Instant.MAX : at;
    } else if (c == Date.class) {
      return new Date(random.nextLong() % 4_000_000_000_000L);
    } else if (c == LocalDate.class) {
      return LocalDate.ofEpochDay(often() ? random.nextInt(200_000) - 100_000 : pick(-365_243_219_162L,
          365_241_780_471L, 0, -1, 1));
    } else if (c == LocalDateTime.class) {
      return often() ? LocalDateTime.of(1900 + random.nextInt(300), 1 + random.nextInt(12), 1 + random.nextInt(28),
          random.nextInt(24), random.nextInt(60), random.nextInt(60), random.nextInt(1_000_000_000))
          : random.nextBoolean() ? LocalDateTime.MIN : LocalDateTime.MAX;
    } else if (c == UUID.class) {
      return new UUID(random.nextLong(), random.nextLong());
    } else if (c.isEnum()) {
      Object[] constants = c.getEnumConstants();
      return constants[random.nextInt(constants.length)];
    }
    throw new IllegalArgumentException("no samples of " + type);
  }

  private Object parameterized(ParameterizedType p) {
    Class<?> raw = (Class<?>) p.getRawType();
    Type[] args = p.getActualTypeArguments();
    if (raw == List.class || raw == Set.class) {
      // a list keeps order and duplicates; a set of any class stores sorted by the elements' bytes
      Collection<Object> out = raw == List.class ? new ArrayList<>()
          : random.nextBoolean() ? new HashSet<>() : new LinkedHashSet<>();
      int n = random.nextInt(4);
      for (int i = 0; i < n; i++) {
        Object element = value(args[0], 0);
        // commas are the separator of the CSV codec of a converted list
        out.add(element instanceof String word ? word.replace(",", ";") : element);
      }
      if (rarely()) {
        out.add(null); // refused by both mappers, alike
      }
      return out;
    }
    boolean sorted = SortedMap.class.isAssignableFrom(raw);
    Map<Object, Object> map = sorted ? new TreeMap<>() : random.nextBoolean() ? new HashMap<>() : new LinkedHashMap<>();
    int n = random.nextInt(5);
    for (int i = 0; i < n; i++) {
      Object k = value(args[0], 0);
      map.put(k instanceof String s && s.contains("\uD800") ? "k" + i : k, value(args[1], 0));
    }
    if (!sorted && rarely()) {
      map.put(value(args[0], 0), null);
    }
    if (!sorted && rarely()) {
      map.put(null, value(args[1], 0));
    }
    return map;
  }

  private String string(int maxChars) {
    int n = random.nextInt(maxChars + 1);
    StringBuilder out = new StringBuilder();
    String[] alphabet = {"a", "b", "Z", "0", " ", "é", "中", "\uD83D\uDE00", "\0", "~", ",", "\u00FF"};
    for (int i = 0; i < n; i++) {
      out.append(often() ? alphabet[random.nextInt(4)] : alphabet[random.nextInt(alphabet.length)]);
    }
    return out.toString();
  }

  private byte[] bytes(int maxLength) {
    byte[] b = new byte[random.nextInt(maxLength + 1)];
    random.nextBytes(b);
    return b;
  }

  /** {@code b} with one value replaced by random bytes, or cut: what another program might have stored. */
  byte[] corrupt(byte[] b) {
    if (b.length > 0 && random.nextBoolean()) {
      return Arrays.copyOf(b, random.nextInt(b.length));
    }
    return bytes(9);
  }

  private long pick(long min, long max, long zero, long minusOne, long any) {
    if (often()) {
      return any;
    }
    long[] edges = {min, max, zero, minusOne};
    return edges[random.nextInt(edges.length)];
  }

  private boolean often() {
    return random.nextInt(4) != 0;
  }

  boolean rarely() {
    return random.nextInt(25) == 0;
  }

  int nextInt(int bound) {
    return random.nextInt(bound);
  }
}
