package org.hbasemapper.processor.types;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.Optional;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/** Maps Java types to the runtime's built-in codecs. */
public final class TypeSupport {
  private TypeSupport() {}

  /** The supported type {@code mirror} is, if any. */
  public static Optional<JavaType> resolve(TypeMirror mirror) {
    TypeName name = TypeName.get(mirror);
    TypeKind kind = switch (mirror.getKind()) {
      case BOOLEAN -> TypeKind.BOOLEAN;
      case BYTE -> TypeKind.BYTE;
      case SHORT -> TypeKind.SHORT;
      case INT -> TypeKind.INT;
      case LONG -> TypeKind.LONG;
      case FLOAT -> TypeKind.FLOAT;
      case DOUBLE -> TypeKind.DOUBLE;
      case ARRAY -> ((ArrayType) mirror).getComponentType().getKind() == javax.lang.model.type.TypeKind.BYTE
          ? TypeKind.BYTES : null;
      case DECLARED -> declared((DeclaredType) mirror);
      default -> null;
    };
    return Optional.ofNullable(kind).map(k -> new JavaType(k, name, mirror.getKind().isPrimitive()));
  }

  private static TypeKind declared(DeclaredType type) {
    TypeElement element = (TypeElement) type.asElement();
    if (element.getKind() == ElementKind.ENUM) {
      return TypeKind.ENUM;
    }
    return switch (element.getQualifiedName().toString()) {
      case "java.lang.Boolean" -> TypeKind.BOOLEAN;
      case "java.lang.Byte" -> TypeKind.BYTE;
      case "java.lang.Short" -> TypeKind.SHORT;
      case "java.lang.Integer" -> TypeKind.INT;
      case "java.lang.Long" -> TypeKind.LONG;
      case "java.lang.Float" -> TypeKind.FLOAT;
      case "java.lang.Double" -> TypeKind.DOUBLE;
      case "java.lang.String" -> TypeKind.STRING;
      case "java.math.BigDecimal" -> TypeKind.BIG_DECIMAL;
      case "java.time.Instant" -> TypeKind.INSTANT;
      case "java.util.Date" -> TypeKind.DATE;
      case "java.time.LocalDate" -> TypeKind.LOCAL_DATE;
      case "java.time.LocalDateTime" -> TypeKind.LOCAL_DATE_TIME;
      case "java.util.UUID" -> TypeKind.UUID;
      default -> null;
    };
  }

  /** The key codec of {@code type} (a keyable kind), as an expression. */
  public static CodeBlock keyCodec(JavaType type) {
    ClassName codec = RuntimeNames.codec(type.kind().keyCodec());
    if (type.kind() == TypeKind.ENUM) {
      return CodeBlock.of("new $T<>($T.class)", codec, type.type());
    }
    return CodeBlock.of("$T.INSTANCE", codec);
  }

  /** The {@code KeyCodec<T>} type of {@code type}. */
  public static TypeName keyCodecType(JavaType type) {
    return ParameterizedTypeName.get(RuntimeNames.KEY_CODEC, type.boxed());
  }

  /** The built-in value codec of {@code type}. */
  public static ValueCodecRef valueCodec(JavaType type) {
    ClassName codec = RuntimeNames.codec(type.kind().valueCodec());
    CodeBlock instance = type.kind() == TypeKind.ENUM
        ? CodeBlock.of("new $T<>($T.class)", codec, type.type())
        : CodeBlock.of("$T.INSTANCE", codec);
    return new ValueCodecRef(codec, type.boxed(), instance, type.primitive() ? type.kind().primitiveSuffix() : null);
  }
}
