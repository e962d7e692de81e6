package org.hbasemapper.dynamic;

import java.lang.annotation.Annotation;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** The constructors of a class that can build it: the no-argument one, and those whose parameters are its fields. */
record Constructors(Constructor<?> noArgument, List<Candidate> candidates, boolean namesMissing) {
  static final Constructors NONE = new Constructors(null, List.of(), false);

  /** A constructor whose parameters are fields, named in parameter order. */
  record Candidate(Constructor<?> constructor, List<String> fields) {
    String describe() {
      return constructor.getDeclaringClass().getSimpleName()
          + Arrays.stream(constructor.getGenericParameterTypes()).map(TypeNames::simpleName)
              .collect(Collectors.joining(", ", "(", ")"));
    }
  }

  static Constructors of(Class<?> type, List<Field> fields) {
    Map<String, Field> byName = new LinkedHashMap<>();
    fields.forEach(f -> byName.put(f.getName(), f));
    Constructor<?> noArgument = null;
    List<Candidate> candidates = new ArrayList<>();
    boolean namesMissing = false;
    for (Constructor<?> c : type.getDeclaredConstructors()) {
      if (Modifier.isPrivate(c.getModifiers()) || c.isSynthetic()) {
        continue;
      }
      Parameter[] parameters = c.getParameters();
      if (parameters.length == 0) {
        noArgument = c;
        continue;
      }
      if (!parameters[0].isNamePresent()) {
        namesMissing = true;
        positional(type, c, fields).ifPresent(candidates::add);
        continue;
      }
      List<String> names = Arrays.stream(parameters).map(Parameter::getName).toList();
      if (byName.keySet().containsAll(names) && names.stream().distinct().count() == names.size()) {
        candidates.add(new Candidate(c, names));
      }
    }
    return new Constructors(noArgument, candidates, namesMissing && candidates.isEmpty());
  }

  /**
   * Without parameter names, a Scala case class's or a Kotlin class's constructor whose parameter types
   * are the types of its fields, in declaration order: those compilers declare a constructor's
   * properties as fields in that order. A class of another language, or Java compiled without
   * {@code -parameters}, has no such guarantee, and is not guessed at.
   */
  private static Optional<Candidate> positional(Class<?> type, Constructor<?> c, List<Field> fields) {
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
    return Optional.of(new Candidate(c, own.stream().map(Field::getName).toList()));
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

  /** Whether a candidate constructor takes {@code field}. */
  boolean takes(String field) {
    return candidates.stream().anyMatch(c -> c.fields().contains(field));
  }

  /** The annotations on the parameter named {@code field} of the candidate constructors. */
  List<Annotation> annotationsOf(String field) {
    List<Annotation> out = new ArrayList<>();
    for (Candidate candidate : candidates) {
      int i = candidate.fields().indexOf(field);
      if (i >= 0) {
        out.addAll(Arrays.asList(candidate.constructor().getParameterAnnotations()[adjust(candidate, i)]));
      }
    }
    return out;
  }

  /** The index of parameter {@code i} in {@code getParameterAnnotations()}, which leaves out synthetic ones. */
  private static int adjust(Candidate candidate, int i) {
    Annotation[][] all = candidate.constructor().getParameterAnnotations();
    return i - (candidate.constructor().getParameterCount() - all.length);
  }

}
