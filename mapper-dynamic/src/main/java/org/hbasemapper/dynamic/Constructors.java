package org.hbasemapper.dynamic;

import java.lang.annotation.Annotation;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.hbasemapper.annotations.MappingConstructor;
import org.hbasemapper.annotations.Transient;
import org.hbasemapper.layout.Suggestions;

/**
 * The constructor a class (an entity, or an embedded value) is built through, chosen by the processor's
 * rules (its {@code ConstructorFinder}), and the field each of its parameters takes: the one marked
 * {@code @MappingConstructor}, else the only non-private one; of several, the one without parameters when
 * no mapped field is final (a JPA-style class, whose other constructors are the application's own), else
 * the only one with parameters. Each parameter takes the field of its name, which must have its type.
 *
 * <p>The names come from the class file, where javac writes them with {@code -parameters} only. Without
 * them, a Scala case class's or a Kotlin class's constructor is matched by position (their compilers
 * declare its properties as fields in its order); any other is refused, never guessed at.
 *
 * @param constructor the chosen constructor; null when none is (reported)
 * @param fields for each parameter, the field it takes; null for one that takes none (reported)
 * @param resolved whether the parameters are known: false when no constructor is chosen or its parameter
 *     names are not known (reported), and then no field is reported as left unwritten by it
 */
record Constructors(Constructor<?> constructor, List<String> fields, boolean resolved) {
  /** For a record (built through its canonical constructor) or a type that cannot be built at all (reported). */
  static final Constructors NONE = new Constructors(null, Collections.emptyList(), false);

  /**
   * The constructor of class {@code type} that maps {@code fields} (its own and its mapped superclasses'),
   * each problem on the way given to {@code problems} in the processor's words.
   */
  static Constructors of(Class<?> type, List<Field> fields, Consumer<String> problems) {
    String name = type.getSimpleName();
    List<Constructor<?>> all = Arrays.stream(type.getDeclaredConstructors()).filter(c -> !c.isSynthetic()).toList();
    List<Constructor<?>> marked = all.stream().filter(c -> c.isAnnotationPresent(MappingConstructor.class)).toList();
    Constructor<?> chosen;
    if (!marked.isEmpty()) {
      marked.subList(1, marked.size()).forEach(extra -> problems.accept(Messages.mappingConstructorTwice(name)));
      chosen = marked.get(0);
      if (Modifier.isPrivate(chosen.getModifiers())) {
        // still checked below, as the processor checks it
        problems.accept(Messages.mappingConstructorPrivate(name));
      }
      if (marked.size() > 1) {
        return NONE;
      }
    } else {
      chosen = unmarked(name, all, fields, problems);
      if (chosen == null) {
        return NONE;
      }
    }
    return parameters(type, chosen, fields, problems);
  }

  /** The constructor of a class none of whose constructors is marked; null when none fits (reported). */
  private static Constructor<?> unmarked(String name, List<Constructor<?>> all, List<Field> fields,
      Consumer<String> problems) {
    List<Constructor<?>> usable = all.stream().filter(c -> !Modifier.isPrivate(c.getModifiers())).toList();
    if (usable.isEmpty()) {
      problems.accept(Messages.noConstructor(name));
      return null;
    }
    if (usable.size() == 1) {
      return usable.get(0);
    }
    boolean finalFields = fields.stream().anyMatch(f -> Modifier.isFinal(f.getModifiers())
        && !f.isAnnotationPresent(Transient.class));
    List<Constructor<?>> withParameters = usable.stream().filter(c -> c.getParameterCount() > 0).toList();
    if (withParameters.size() < usable.size() && !finalFields) {
      return usable.stream().filter(c -> c.getParameterCount() == 0).findFirst().orElseThrow();
    }
    if (withParameters.size() == 1) {
      return withParameters.get(0);
    }
    problems.accept(Messages.constructorsAmbiguous(name, usable.stream().map(Constructors::signature).toList()));
    return null;
  }

  /**
   * {@code chosen} with the field each parameter takes: by name; by position for a Scala or Kotlin class
   * compiled without names. A parameter that names no field, or has another type than its field, is
   * reported and takes none (so its field, when final, is reported as left unwritten, as the processor
   * reports it).
   */
  private static Constructors parameters(Class<?> type, Constructor<?> chosen, List<Field> fields,
      Consumer<String> problems) {
    String name = type.getSimpleName();
    Parameter[] parameters = chosen.getParameters();
    if (parameters.length == 0) {
      return new Constructors(chosen, Collections.emptyList(), true);
    }
    if (!parameters[0].isNamePresent()) {
      Optional<Constructors> byPosition = positional(type, chosen, fields);
      if (byPosition.isEmpty()) {
        problems.accept(Messages.parameterNamesMissing(name, signature(chosen)));
      }
      return byPosition.orElse(new Constructors(chosen, Collections.nCopies(parameters.length, null), false));
    }
    Map<String, Field> byName = new LinkedHashMap<>();
    fields.forEach(f -> byName.putIfAbsent(f.getName(), f));
    if (namesUnknown(parameters, byName)) {
      problems.accept(Messages.constructorParameterNamesUnknown(name));
      return new Constructors(chosen, Collections.nCopies(parameters.length, null), false);
    }
    Type[] types = chosen.getGenericParameterTypes();
    List<String> taken = new ArrayList<>();
    for (int i = 0; i < parameters.length; i++) {
      String parameter = parameters[i].getName();
      Field field = byName.get(parameter);
      if (field == null) {
        problems.accept(Messages.constructorParameterNotAField(name, parameter,
            Suggestions.closest(parameter, byName.keySet())));
        taken.add(null);
      } else if (!(field.getGenericType() instanceof TypeVariable<?>) // reported as a field of a type parameter
          && !EntityReader.sameType(types[i], field.getGenericType())) {
        problems.accept(Messages.constructorParameterType(name, parameter, TypeNames.qualifiedName(types[i]),
            TypeNames.qualifiedName(field.getGenericType())));
        taken.add(null);
      } else {
        taken.add(parameter);
      }
    }
    return new Constructors(chosen, Collections.unmodifiableList(taken), true);
  }

  /**
   * Whether the parameters are named {@code arg0}, {@code arg1}, ..., none of them a field: the names javac
   * gives a class file's parameters, which the class was compiled with as its real names.
   */
  private static boolean namesUnknown(Parameter[] parameters, Map<String, Field> fields) {
    for (int i = 0; i < parameters.length; i++) {
      String name = parameters[i].getName();
      if (!name.equals("arg" + i) || fields.containsKey(name)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Without parameter names, a Scala case class's or a Kotlin class's constructor whose parameter types
   * are the types of its fields, in declaration order: those compilers declare a constructor's
   * properties as fields in that order. A class of another language, or Java compiled without
   * {@code -parameters}, has no such guarantee, and is not guessed at.
   */
  private static Optional<Constructors> positional(Class<?> type, Constructor<?> c, List<Field> fields) {
    // the constructor's properties are the class's own fields, not a mapped superclass's
    List<Field> own = fields.stream().filter(f -> f.getDeclaringClass() == type).toList();
    if (!(scalaProduct(type) || kotlin(type)) || c.getParameterCount() != own.size()) {
      return Optional.empty();
    }
    Type[] parameterTypes = c.getGenericParameterTypes();
    for (int i = 0; i < own.size(); i++) {
      if (!EntityReader.sameType(parameterTypes[i], own.get(i).getGenericType())) {
        return Optional.empty();
      }
    }
    return Optional.of(new Constructors(c, own.stream().map(Field::getName).toList(), true));
  }

  private static boolean scalaProduct(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      for (Class<?> i : c.getInterfaces()) {
        if (i.getName().equals("scala.Product")) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean kotlin(Class<?> type) {
    return Arrays.stream(type.getAnnotations()).anyMatch(a -> a.annotationType().getName().equals("kotlin.Metadata"));
  }

  /** {@code E(long, String)}, as the processor's messages list a constructor. */
  static String signature(Constructor<?> constructor) {
    return constructor.getDeclaringClass().getSimpleName()
        + Arrays.stream(constructor.getGenericParameterTypes()).map(TypeNames::simpleName)
            .collect(Collectors.joining(", ", "(", ")"));
  }

  /**
   * Whether building the class sets {@code field} through the constructor: it is a parameter's, or the
   * parameters are not known (reported), so that it is not also reported as left unwritten.
   */
  boolean takes(String field) {
    return !resolved || fields.contains(field);
  }

  /** Whether the class can be built through {@link #constructor()}: chosen, callable, every parameter a field's. */
  boolean buildable() {
    return resolved && constructor != null && !Modifier.isPrivate(constructor.getModifiers())
        && !fields.contains(null);
  }

  /** The annotations on the parameter that takes {@code field}: Scala and Kotlin put a property's there. */
  List<Annotation> annotationsOf(String field) {
    int i = constructor == null ? -1 : fields.indexOf(field);
    if (i < 0) {
      return List.of();
    }
    Annotation[][] all = constructor.getParameterAnnotations();
    // getParameterAnnotations() may leave out synthetic parameters (an inner class's outer instance)
    int index = i - (constructor.getParameterCount() - all.length);
    return index < 0 ? List.of() : Arrays.asList(all[index]);
  }
}
