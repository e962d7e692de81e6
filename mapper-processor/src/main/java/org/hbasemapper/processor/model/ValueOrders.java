package org.hbasemapper.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import org.hbasemapper.processor.types.TypeKind;
import org.hbasemapper.processor.types.RuntimeNames;

/**
 * How the stored bytes of a column's values sort, as the runtime's {@code filter.ValueOrder} names it,
 * which decides how a range condition on the column is filtered: Java's order for every built-in type
 * (HBase's {@code Bytes} conventions sort negative numbers, floats and BigDecimals unlike their values,
 * so those are compared as values), and for a {@code @Convert} type only when it is {@code Comparable}.
 */
public final class ValueOrders {
  private ValueOrders() {}

  /**
   * The {@code ValueOrder} constant of column {@code c}, or null when its values have no order (a
   * {@code @Convert} type that is not {@code Comparable}): such a column is compared for equality only.
   */
  public static String of(ColumnModel c) {
    TypeKind kind = builtIn(c);
    if (kind == null) {
      return comparable(c) ? "DECODED" : null;
    }
    return switch (kind) {
      // an enum is stored by name: its ranges follow the names, as key components and index keys do
      case BOOLEAN, STRING, BYTES, ENUM -> "UNSIGNED_BYTES";
      case BYTE, SHORT, INT, LONG, DATE, LOCAL_DATE -> "SIGNED_INTEGER";
      case FLOAT, DOUBLE -> "IEEE_754";
      case BIG_DECIMAL -> "BIG_DECIMAL";
      case INSTANT, LOCAL_DATE_TIME, UUID -> "DECODED";
    };
  }

  /** Whether column {@code c}'s values have an order, so that range predicates apply to it. */
  public static boolean ordered(ColumnModel c) {
    return of(c) != null;
  }

  /** Whether column {@code c} holds byte arrays compared unsigned (no {@code Comparable} to compare them with). */
  public static boolean bytes(ColumnModel c) {
    return builtIn(c) == TypeKind.BYTES;
  }

  /**
   * Whether column {@code c} could be indexed: a plain column (not a counter or the version) of a
   * built-in type with an order-preserving key encoding.
   */
  public static boolean indexable(ColumnModel c) {
    TypeKind kind = builtIn(c);
    return kind != null && kind.keyable() && c instanceof PlainColumn;
  }

  /** Whether column {@code c} holds an enum, whose values order by name (its stored bytes). */
  public static boolean byName(ColumnModel c) {
    return builtIn(c) == TypeKind.ENUM;
  }

  /** The built-in type of column {@code c}, or null when it is encoded with a {@code @Convert} codec. */
  static TypeKind builtIn(ColumnModel c) {
    if (!(c.codec().codecType() instanceof ClassName codec)
        || !codec.packageName().equals(RuntimeNames.CODEC_PACKAGE)) {
      return null;
    }
    for (TypeKind kind : TypeKind.values()) {
      if (kind.valueCodec().equals(codec.simpleName())) {
        return kind;
      }
    }
    return null;
  }

  /** Whether the field of converted column {@code c} is a primitive or implements {@code Comparable} of itself. */
  private static boolean comparable(ColumnModel c) {
    if (c.property().type().isPrimitive() || c.property().type().isBoxedPrimitive()) {
      return true;
    }
    Element element = c.property().element();
    if (element == null || !(element.asType() instanceof DeclaredType declared)) {
      return false;
    }
    Set<String> selfAndSupertypes = new HashSet<>();
    collect(declared, selfAndSupertypes);
    return comparableOf(declared, selfAndSupertypes, new HashSet<>());
  }

  private static void collect(TypeMirror type, Set<String> names) {
    if (type instanceof DeclaredType d && d.asElement() instanceof TypeElement e
        && names.add(e.getQualifiedName().toString())) {
      collect(e.getSuperclass(), names);
      e.getInterfaces().forEach(i -> collect(i, names));
    }
  }

  /** Whether {@code type} or a supertype is {@code Comparable<X>} with X the field type or one of its supertypes. */
  private static boolean comparableOf(TypeMirror type, Set<String> selfAndSupertypes, Set<String> seen) {
    if (!(type instanceof DeclaredType d) || !(d.asElement() instanceof TypeElement e)
        || !seen.add(e.getQualifiedName().toString())) {
      return false;
    }
    if (e.getQualifiedName().contentEquals("java.lang.Comparable")) {
      return d.getTypeArguments().size() == 1 && d.getTypeArguments().get(0) instanceof DeclaredType arg
          && arg.asElement() instanceof TypeElement argElement
          && selfAndSupertypes.contains(argElement.getQualifiedName().toString());
    }
    if (comparableOf(e.getSuperclass(), selfAndSupertypes, seen)) {
      return true;
    }
    return e.getInterfaces().stream().anyMatch(i -> comparableOf(i, selfAndSupertypes, seen));
  }
}
