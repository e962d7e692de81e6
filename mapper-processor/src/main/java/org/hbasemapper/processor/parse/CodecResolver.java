package org.hbasemapper.processor.parse;

import static org.hbasemapper.processor.parse.Mirrors.annotation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.MirroredTypeException;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.types.CollectionSupport;
import org.hbasemapper.processor.types.JavaType;
import org.hbasemapper.processor.types.RuntimeNames;
import org.hbasemapper.processor.types.TypeSupport;
import org.hbasemapper.processor.types.ValueCodecRef;

/**
 * The value codec of a field: its {@code @Convert} codec, checked to be a {@code ValueCodec} of the
 * field's type that generated code can instantiate, else the runtime's built-in codec of the type
 * ({@link TypeSupport}; enums included).
 */
final class CodecResolver {
  private final Elements elements;
  private final Types types;
  private final Reporter reporter;

  CodecResolver(Elements elements, Types types, Reporter reporter) {
    this.elements = elements;
    this.types = types;
    this.reporter = reporter;
  }

  /**
   * The codec of a value of {@code type} held by {@code field} (the field's type, or the value type of
   * its map), or empty when there is none (reported, naming the field {@code name}).
   */
  Optional<ValueCodecRef> valueCodec(VariableElement field, String name, TypeMirror type) {
    TypeMirror converter = convertClass(field);
    if (converter != null) {
      return convertCodec(field, name, type, converter);
    }
    if (CollectionSupport.isCollection(type)) {
      return collectionCodec(field, name, type);
    }
    Optional<JavaType> javaType = TypeSupport.resolve(type);
    if (javaType.isEmpty()) {
      reporter.error(field, Messages.unsupportedValueType(name, TypeName.get(type).toString()));
      return Optional.empty();
    }
    return Optional.of(TypeSupport.valueCodec(javaType.get()));
  }

  /** A {@code List} or {@code Set} of a type with a built-in codec, stored in one cell. */
  private Optional<ValueCodecRef> collectionCodec(VariableElement field, String name, TypeMirror type) {
    Optional<CollectionSupport.Shape> shape = CollectionSupport.shape(type);
    Optional<JavaType> element = shape.flatMap(s -> TypeSupport.resolve(s.element()));
    if (element.isEmpty()) {
      String elementName = shape.map(s -> TypeName.get(s.element()).toString()).orElse("its raw element type");
      reporter.error(field, Messages.unsupportedElementType(name, TypeName.get(type).toString(), elementName));
      return Optional.empty();
    }
    return Optional.of(CollectionSupport.codec(shape.get(), TypeName.get(type), TypeSupport.valueCodec(element.get())));
  }

  private Optional<ValueCodecRef> convertCodec(VariableElement field, String name, TypeMirror type, TypeMirror codec) {
    TypeElement codecElement = (TypeElement) types.asElement(codec);
    TypeElement valueCodec = elements.getTypeElement(RuntimeNames.VALUE_CODEC.canonicalName());
    AnnotationMirror convert = annotation(field, Convert.class);
    if (valueCodec == null) {
      reporter.error(field, convert, Messages.convertNotACodec(name, codecElement.getSimpleName().toString()));
      return Optional.empty();
    }
    TypeMirror encoded = null;
    // a class literal is raw: a generic codec's supertypes are read from its declaration (ValueCodec<T>)
    TypeMirror declared = codecElement.getTypeParameters().isEmpty() ? codec : codecElement.asType();
    for (TypeMirror supertype : allSupertypes(declared)) {
      if (types.isSameType(types.erasure(supertype), types.erasure(valueCodec.asType()))) {
        List<? extends TypeMirror> args = ((DeclaredType) supertype).getTypeArguments();
        encoded = args.isEmpty() ? null : args.get(0);
      }
    }
    if (encoded == null) {
      reporter.error(field, convert, Messages.convertNotACodec(name, codecElement.getSimpleName().toString()));
      return Optional.empty();
    }
    TypeMirror boxed = type.getKind().isPrimitive() ? types.boxedClass((PrimitiveType) type).asType() : type;
    if (encoded.getKind() == javax.lang.model.type.TypeKind.TYPEVAR) {
      return genericCodec(field, name, boxed, codecElement, convert);
    }
    if (!types.isSameType(encoded, boxed)) {
      reporter.error(field, convert, Messages.convertWrongType(name, codecElement.getSimpleName().toString(),
          TypeName.get(encoded).toString(), TypeName.get(type).toString()));
      return Optional.empty();
    }
    boolean hasInstance = ElementFilter.fieldsIn(codecElement.getEnclosedElements()).stream()
        .anyMatch(f -> f.getSimpleName().contentEquals("INSTANCE")
            && f.getModifiers().containsAll(Set.of(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)));
    boolean hasConstructor = ElementFilter.constructorsIn(codecElement.getEnclosedElements()).stream()
        .anyMatch(c -> c.getParameters().isEmpty() && c.getModifiers().contains(Modifier.PUBLIC));
    if (!hasInstance && !hasConstructor) {
      reporter.error(field, convert, Messages.convertNotInstantiable(name, codecElement.getSimpleName().toString()));
      return Optional.empty();
    }
    ClassName codecName = ClassName.get(codecElement);
    CodeBlock instance = hasInstance ? CodeBlock.of("$T.INSTANCE", codecName) : CodeBlock.of("new $T()", codecName);
    return Optional.of(new ValueCodecRef(codecName, TypeName.get(boxed), instance, null));
  }

  /**
   * A codec generic in the type it encodes ({@code JsonCodec<T>}): built as {@code new JsonCodec<>(Address.class)}
   * through its public constructor taking the {@code Class}, for a field of a type without type arguments.
   */
  private Optional<ValueCodecRef> genericCodec(VariableElement field, String name, TypeMirror boxed,
      TypeElement codecElement, AnnotationMirror convert) {
    boolean takesClass = ElementFilter.constructorsIn(codecElement.getEnclosedElements()).stream()
        .anyMatch(c -> c.getModifiers().contains(Modifier.PUBLIC) && c.getParameters().size() == 1
            && types.erasure(c.getParameters().get(0).asType()).toString().equals("java.lang.Class"));
    boolean plainType = boxed instanceof DeclaredType d && d.getTypeArguments().isEmpty();
    String codec = codecElement.getSimpleName().toString();
    if (!takesClass || !plainType || codecElement.getTypeParameters().size() != 1) {
      reporter.error(field, convert, Messages.convertGenericCodec(name, codec, TypeName.get(boxed).toString()));
      return Optional.empty();
    }
    ClassName codecName = ClassName.get(codecElement);
    TypeName raw = TypeName.get(types.erasure(boxed));
    return Optional.of(new ValueCodecRef(codecName, TypeName.get(boxed), CodeBlock.of("new $T<>($T.class)", codecName,
        raw), null));
  }

  private List<TypeMirror> allSupertypes(TypeMirror type) {
    List<TypeMirror> out = new ArrayList<>();
    List<TypeMirror> queue = new ArrayList<>(List.of(type));
    while (!queue.isEmpty()) {
      TypeMirror t = queue.remove(0);
      out.add(t);
      queue.addAll(types.directSupertypes(t));
    }
    return out;
  }

  /** The class {@code @Convert} names, read as a mirror: the codec is source of this compilation, not a loaded class. */
  private static TypeMirror convertClass(VariableElement field) {
    Convert convert = field.getAnnotation(Convert.class);
    if (convert == null) {
      return null;
    }
    try {
      convert.value();
      throw new IllegalStateException("Convert.value() did not throw MirroredTypeException");
    } catch (MirroredTypeException e) {
      return e.getTypeMirror();
    }
  }
}
