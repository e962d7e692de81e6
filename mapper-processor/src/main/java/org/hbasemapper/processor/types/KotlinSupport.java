package org.hbasemapper.processor.types;

import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * What the processor needs to know of Kotlin classes, which it sees through kapt's Java stubs: whether
 * a type comes from Kotlin (it carries {@code @kotlin.Metadata}), what the stub cannot say (that an
 * interface is {@code sealed}, that a class is a {@code @JvmInline value class}), and kapt's stand-in
 * for a type generated in the same run ({@code error.NonExistentClass}).
 *
 * <p>The metadata is read here without the Kotlin libraries: the processor runs on users' annotation
 * processor path, where a Kotlin standard library of one version would meet the one another processor
 * brings. Only the class flags are read, the first field of the class's protobuf message, whose layout
 * has not changed since Kotlin 1.0; anything unexpected reads as "unknown", never as a guess.
 */
public final class KotlinSupport {
  /** The type kapt writes into a stub where the source names a type that does not exist yet. */
  static final String KAPT_PLACEHOLDER = "error.NonExistentClass";

  private static final String METADATA = "kotlin.Metadata";
  /** {@code Metadata.k} of a class (1), as opposed to a file facade or a lambda. */
  private static final int KIND_CLASS = 1;
  /** The marker of the UTF-8 form of {@code d1} (each char one byte), which compilers since 1.0 write. */
  private static final char UTF8_MODE = '\u0000';
  /** The flags of a class whose message has none: public, final, a plain class. */
  private static final int DEFAULT_FLAGS = 6;

  private KotlinSupport() {}

  /** The modality and kind of a Kotlin class, as its metadata states them. */
  public record ClassFlags(int flags) {
    /** {@code sealed class} or {@code sealed interface}. */
    public boolean sealed() {
      return ((flags >> 4) & 0b11) == 3;
    }

    /** An interface (kind 1). */
    public boolean isInterface() {
      return ((flags >> 6) & 0b111) == 1;
    }

    /** A {@code value class} (an inline class, {@code @JvmInline} on the JVM). */
    public boolean valueClass() {
      return (flags & (1 << 13)) != 0;
    }
  }

  /** Whether {@code element} is declared in Kotlin: it or the type enclosing it has {@code @kotlin.Metadata}. */
  public static boolean isKotlin(Element element) {
    for (Element e = element; e != null; e = e.getEnclosingElement()) {
      if (e instanceof TypeElement type && metadata(type) != null) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code type} is kapt's placeholder for a type the source names and this run has not generated yet. */
  public static boolean isKaptPlaceholder(TypeMirror type) {
    return type instanceof DeclaredType d && d.asElement() instanceof TypeElement e
        && e.getQualifiedName().contentEquals(KAPT_PLACEHOLDER);
  }

  /**
   * The flags of Kotlin class {@code type}; null when it is no Kotlin class, or its metadata cannot be
   * read (a format this reader does not know).
   */
  public static ClassFlags classFlags(TypeElement type) {
    AnnotationMirror metadata = metadata(type);
    if (metadata == null) {
      return null;
    }
    Object kind = value(metadata, "k");
    Object d1 = value(metadata, "d1");
    if (!(kind instanceof Integer k) || k != KIND_CLASS || !(d1 instanceof List<?> strings)) {
      return null;
    }
    Integer flags = flags(strings.stream().map(v -> ((AnnotationValue) v).getValue().toString()).toList());
    return flags == null ? null : new ClassFlags(flags);
  }

  /** Whether {@code type} has {@code @kotlin.Metadata} that says it is a class, whatever this reader makes of it. */
  public static boolean hasClassMetadata(TypeElement type) {
    AnnotationMirror metadata = metadata(type);
    return metadata != null && value(metadata, "k") instanceof Integer k && k == KIND_CLASS;
  }

  /**
   * Whether Kotlin class {@code type} has accessors of {@code property} with mangled names
   * ({@code getEmail-6lvpIQY}): Kotlin gives them to properties of a {@code @JvmInline value class}
   * type, and kapt leaves them out of the stub, since Java cannot name them. The names are in the
   * metadata's string table ({@code d2}).
   */
  public static boolean hasMangledAccessors(TypeElement type, String property) {
    AnnotationMirror metadata = metadata(type);
    if (metadata == null || property.isEmpty() || !(value(metadata, "d2") instanceof List<?> strings)) {
      return false;
    }
    String capitalized = Character.toUpperCase(property.charAt(0)) + property.substring(1);
    List<String> prefixes = List.of("get" + capitalized + "-", "set" + capitalized + "-", property + "-");
    for (Object v : strings) {
      String name = ((AnnotationValue) v).getValue().toString();
      if (prefixes.stream().anyMatch(name::startsWith)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The flags field of the class message in {@code d1}: a length-delimited string table comes first, then
   * the class, whose field 1 holds the flags (absent: the default). Null when the data is not in a form
   * this reader knows.
   */
  static Integer flags(List<String> d1) {
    if (d1.isEmpty() || d1.get(0).isEmpty() || d1.get(0).charAt(0) != UTF8_MODE) {
      return null;
    }
    StringBuilder joined = new StringBuilder();
    d1.forEach(joined::append);
    byte[] bytes = new byte[joined.length() - 1];
    for (int i = 1; i < joined.length(); i++) {
      char c = joined.charAt(i);
      if (c > 0xFF) {
        return null;
      }
      bytes[i - 1] = (byte) c;
    }
    ByteArrayInputStream in = new ByteArrayInputStream(bytes);
    long tableLength = varint(in);
    if (tableLength < 0 || in.skip(tableLength) != tableLength) {
      return null;
    }
    while (in.available() > 0) {
      long tag = varint(in);
      if (tag < 0) {
        return null;
      }
      int field = (int) (tag >>> 3);
      int wire = (int) (tag & 7);
      if (field == 1 && wire == 0) {
        long flags = varint(in);
        return flags < 0 ? null : (int) flags;
      }
      if (field > 1) {
        return DEFAULT_FLAGS; // fields come in number order: no field 1, the default flags
      }
      if (!skip(in, wire)) {
        return null;
      }
    }
    return DEFAULT_FLAGS;
  }

  private static boolean skip(ByteArrayInputStream in, int wire) {
    long n = switch (wire) {
      case 0 -> varint(in) < 0 ? -1 : 0;
      case 1 -> 8;
      case 2 -> varint(in);
      case 5 -> 4;
      default -> -1;
    };
    return n >= 0 && in.skip(n) == n;
  }

  /** A protobuf varint; -1 when the data ends within it or it is longer than 64 bits. */
  private static long varint(ByteArrayInputStream in) {
    long value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      int b = in.read();
      if (b < 0) {
        return -1;
      }
      value |= (long) (b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        return value;
      }
    }
    return -1;
  }

  private static AnnotationMirror metadata(TypeElement type) {
    for (AnnotationMirror mirror : type.getAnnotationMirrors()) {
      if (((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().contentEquals(METADATA)) {
        return mirror;
      }
    }
    return null;
  }

  private static Object value(AnnotationMirror mirror, String name) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e : mirror.getElementValues().entrySet()) {
      if (e.getKey().getSimpleName().contentEquals(name)) {
        return e.getValue().getValue();
      }
    }
    return null;
  }
}
