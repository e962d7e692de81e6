package org.hbasemapper.buildrules;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaMember;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The {@code @Api} surface of a module, pinned in {@code src/test/resources/api/<module>.api}: one line per
 * {@code @Api} type (its declaration with type parameters and supertypes) and one per public or protected
 * member it declares that is not {@code @Internal} or {@code @LimitedPrivate}, sorted. {@link #check} fails
 * on any difference with the lines added and removed, so that every change of the API is a reviewed diff;
 * {@code -Dapi.update=true} writes the file instead (review the diff and commit it), as
 * {@code -Dgolden.update=true} does for the processor's golden files.
 */
public final class ApiSurface {
  /** Whether this run writes the pinned files rather than comparing with them. */
  public static final boolean UPDATE = Boolean.getBoolean("api.update");

  private static final int SHOWN = Modifier.PUBLIC | Modifier.PROTECTED | Modifier.STATIC | Modifier.FINAL
      | Modifier.ABSTRACT;

  private ApiSurface() {}

  /** The file that pins {@code module}'s API, relative to the module's directory. */
  public static Path file(String module) {
    return Path.of("src", "test", "resources", "api", module + ".api");
  }

  /** Compares this module's {@code @Api} surface with the pinned file, or writes it under {@code -Dapi.update=true}. */
  public static void check(String module) {
    List<String> now = surface(Audiences.ofThisModule());
    Path file = file(module);
    String header = "# The @Api surface of " + module + ": one line per type and per public or protected member,"
        + " sorted.\n# Checked by the module's AudienceTest; regenerate with -Dapi.update=true and review the diff.\n";
    try {
      if (UPDATE) {
        Files.createDirectories(file.getParent());
        Files.writeString(file, header + String.join("\n", now) + "\n", StandardCharsets.UTF_8);
        return;
      }
      if (!Files.exists(file)) {
        throw new AssertionError("no " + file + ": run the module's tests with -Dapi.update=true to write it,"
            + " then review and commit it");
      }
      List<String> pinned = Files.readAllLines(file, StandardCharsets.UTF_8).stream()
          .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
      Set<String> added = new TreeSet<>(now);
      pinned.forEach(added::remove);
      Set<String> removed = new TreeSet<>(pinned);
      now.forEach(removed::remove);
      if (!added.isEmpty() || !removed.isEmpty()) {
        StringBuilder out = new StringBuilder("the @Api surface of " + module + " differs from " + file
            + "; if the change is meant, rerun with -Dapi.update=true and commit the file with the change:");
        added.forEach(l -> out.append("\n  + ").append(l));
        removed.forEach(l -> out.append("\n  - ").append(l));
        throw new AssertionError(out.toString());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The sorted lines of the {@code @Api} types among {@code classes}, Kotlin file facades included. */
  public static List<String> surface(JavaClasses classes) {
    Set<String> lines = new TreeSet<>();
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    for (JavaClass type : classes) {
      if (!Audiences.isVisible(type) || !(Audiences.isApi(type) || Audiences.isKotlinFileFacade(type))) {
        continue;
      }
      Class<?> c;
      try {
        c = Class.forName(type.getName(), false, loader);
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException("cannot load " + type.getName() + " to read its signatures", e);
      }
      lines.add(type.getName() + " " + declaration(c));
      for (JavaMember member : type.getMembers()) {
        if (!(member.getModifiers().contains(com.tngtech.archunit.core.domain.JavaModifier.PUBLIC)
            || member.getModifiers().contains(com.tngtech.archunit.core.domain.JavaModifier.PROTECTED))
            || member.getModifiers().contains(com.tngtech.archunit.core.domain.JavaModifier.SYNTHETIC)
            || member.getModifiers().contains(com.tngtech.archunit.core.domain.JavaModifier.BRIDGE)
            || Audiences.isRestricted(member)) {
          continue;
        }
        lines.add(type.getName() + "#" + signature(reflect(member)));
      }
    }
    return new ArrayList<>(lines);
  }

  private static Member reflect(JavaMember member) {
    return member instanceof JavaField field ? field.reflect() : ((JavaCodeUnit) member).reflect();
  }

  /** {@code public final class org.x.Page<T> extends ... implements ...}. */
  private static String declaration(Class<?> c) {
    StringBuilder out = new StringBuilder(c.toGenericString());
    Type superclass = c.getGenericSuperclass();
    if (superclass != null && superclass != Object.class && !c.isEnum() && !c.isRecord()) {
      out.append(" extends ").append(superclass.getTypeName());
    }
    if (!c.isAnnotation() && c.getGenericInterfaces().length > 0) {
      out.append(c.isInterface() ? " extends " : " implements ").append(
          Arrays.stream(c.getGenericInterfaces()).map(Type::getTypeName).collect(Collectors.joining(", ")));
    }
    return out.toString();
  }

  /** {@code name(parameter types): modifiers <type parameters> return type throws ...}, or for a field {@code NAME: modifiers type}. */
  private static String signature(Member member) {
    String modifiers = Modifier.toString(member.getModifiers() & SHOWN);
    if (member instanceof Field field) {
      return field.getName() + ": " + modifiers + " " + field.getGenericType().getTypeName();
    }
    Executable executable = (Executable) member;
    if (executable instanceof Method method && method.isDefault()) {
      modifiers += " default";
    }
    String name = executable instanceof Constructor<?> ? "<init>" : executable.getName();
    String parameters = Arrays.stream(executable.getGenericParameterTypes()).map(Type::getTypeName)
        .collect(Collectors.joining(", "));
    if (executable.isVarArgs()) {
      parameters = parameters.substring(0, parameters.length() - 2) + "...";
    }
    StringBuilder out = new StringBuilder(name).append('(').append(parameters).append("): ").append(modifiers);
    if (executable.getTypeParameters().length > 0) {
      out.append(Stream.of(executable.getTypeParameters()).map(ApiSurface::typeParameter)
          .collect(Collectors.joining(", ", " <", ">")));
    }
    if (executable instanceof Method method) {
      out.append(' ').append(method.getGenericReturnType().getTypeName());
    }
    if (executable.getGenericExceptionTypes().length > 0) {
      out.append(" throws ").append(Arrays.stream(executable.getGenericExceptionTypes()).map(Type::getTypeName)
          .collect(Collectors.joining(", ")));
    }
    return out.toString();
  }

  private static String typeParameter(TypeVariable<?> variable) {
    List<Type> bounds = Arrays.stream(variable.getBounds()).filter(b -> b != Object.class).toList();
    return bounds.isEmpty() ? variable.getName() : variable.getName() + " extends "
        + bounds.stream().map(Type::getTypeName).collect(Collectors.joining(" & "));
  }
}
