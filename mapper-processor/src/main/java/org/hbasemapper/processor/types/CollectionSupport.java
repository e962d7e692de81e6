package org.hbasemapper.processor.types;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * {@code List<T>} and {@code Set<T>} stored in one cell, for any element type with a built-in value
 * codec: the runtime's {@code ListValueCodec} and {@code SetValueCodec} around the element's codec.
 */
public final class CollectionSupport {
  private CollectionSupport() {}

  /**
   * A declared collection type: {@code List<String>} is the collection {@code list} of {@code String}.
   *
   * @param collection {@code list} or {@code set}
   * @param element the element type, as declared
   */
  public record Shape(String collection, TypeMirror element) {}

  /** The collection {@code mirror} is ({@code java.util.List} or {@code java.util.Set} of one type), if any. */
  public static Optional<Shape> shape(TypeMirror mirror) {
    if (!(mirror instanceof DeclaredType declared) || !(declared.asElement() instanceof TypeElement element)) {
      return Optional.empty();
    }
    String collection = switch (element.getQualifiedName().toString()) {
      case "java.util.List" -> "list";
      case "java.util.Set" -> "set";
      default -> null;
    };
    List<? extends TypeMirror> args = declared.getTypeArguments();
    if (collection == null || args.size() != 1) {
      return Optional.empty();
    }
    return Optional.of(new Shape(collection, args.get(0)));
  }

  /** Whether {@code mirror} is a {@code List} or {@code Set}, raw or of any type. */
  public static boolean isCollection(TypeMirror mirror) {
    return mirror instanceof DeclaredType declared && declared.asElement() instanceof TypeElement element
        && (element.getQualifiedName().contentEquals("java.util.List")
            || element.getQualifiedName().contentEquals("java.util.Set"));
  }

  /** The codec of a collection of {@code shape} whose elements {@code element} encodes. */
  public static ValueCodecRef codec(Shape shape, TypeName declared, ValueCodecRef element) {
    boolean list = shape.collection().equals("list");
    var codec = RuntimeNames.codec(list ? "ListValueCodec" : "SetValueCodec");
    return new ValueCodecRef(codec, declared, CodeBlock.of("new $T<>($L)", codec, element.instance()), null,
        shape.collection(), element);
  }
}
