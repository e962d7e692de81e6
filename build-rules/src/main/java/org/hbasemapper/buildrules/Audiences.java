package org.hbasemapper.buildrules;

import com.tngtech.archunit.core.domain.JavaAnnotation;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.properties.HasAnnotations;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The three audience annotations of {@code org.hbasemapper.annotations.audience}, read from class files
 * by name (so that this module depends on none of the modules it checks), and the classes of the module
 * under test.
 */
public final class Audiences {
  /** Stable, for applications. */
  public static final String API = "org.hbasemapper.annotations.audience.Api";
  /** For the modules named in its {@code value}, besides generated code and the declaring module. */
  public static final String LIMITED_PRIVATE = "org.hbasemapper.annotations.audience.LimitedPrivate";
  /** For generated code and the declaring module. */
  public static final String INTERNAL = "org.hbasemapper.annotations.audience.Internal";

  private static final List<String> ALL = List.of(API, LIMITED_PRIVATE, INTERNAL);

  /** Imported once per test JVM: every rule of a module reads the same classes. */
  private static JavaClasses imported;

  private Audiences() {}

  /**
   * The main classes of the module whose tests run: {@code target/classes} of the working directory,
   * which Surefire sets to the module's directory. Classes of other modules are resolved from the class
   * path when a rule follows a dependency to them.
   */
  public static synchronized JavaClasses ofThisModule() {
    if (imported == null) {
      Path classes = Path.of("target", "classes");
      if (!Files.isDirectory(classes)) {
        throw new IllegalStateException("no " + classes.toAbsolutePath() + ": run the audience rules from a module's tests");
      }
      imported = new ClassFileImporter().importPath(classes);
    }
    return imported;
  }

  /** The audience annotations {@code element} carries, by simple name: none, one, or (wrongly) more. */
  public static List<String> of(HasAnnotations<?> element) {
    return element.getAnnotations().stream().map(a -> a.getRawType().getName()).filter(ALL::contains)
        .map(n -> "@" + n.substring(n.lastIndexOf('.') + 1)).toList();
  }

  /** Whether {@code element} is {@code @Api}. */
  public static boolean isApi(HasAnnotations<?> element) {
    return element.isAnnotatedWith(API);
  }

  /**
   * Whether {@code type} is the class Kotlin makes for a file's top-level functions ({@code AsyncDaosKt}):
   * no Java annotation can be put on it (Kotlin's {@code @file:} takes only annotations that target files),
   * so its audience is the one docs/api.md gives such classes: API, like the functions the module documents.
   */
  public static boolean isKotlinFileFacade(JavaClass type) {
    return type.tryGetAnnotationOfType("kotlin.Metadata").flatMap(m -> m.get("k"))
        .map(kind -> kind.equals(2) || kind.equals(4)).orElse(false);
  }

  /** Whether {@code element} carries {@code @Internal} or {@code @LimitedPrivate}: not API whatever its type. */
  public static boolean isRestricted(HasAnnotations<?> element) {
    return element.isAnnotatedWith(INTERNAL) || element.isAnnotatedWith(LIMITED_PRIVATE);
  }

  /** The modules a {@code @LimitedPrivate} on {@code element} names; empty without one. */
  public static List<String> limitedTo(HasAnnotations<?> element) {
    Optional<? extends JavaAnnotation<?>> limited = element.tryGetAnnotationOfType(LIMITED_PRIVATE);
    return limited.flatMap(a -> a.get("value")).map(v -> Stream.of((Object[]) v).map(String::valueOf).toList())
        .orElse(List.of());
  }

  /**
   * Whether code outside {@code type}'s package can name it: public, or a public or protected member type
   * of such a type. Anonymous, local and synthetic classes never are.
   */
  public static boolean isVisible(JavaClass type) {
    if (type.isAnonymousClass() || type.isLocalClass() || type.getModifiers().contains(JavaModifier.SYNTHETIC)) {
      return false;
    }
    Optional<JavaClass> enclosing = type.getEnclosingClass();
    if (enclosing.isEmpty()) {
      return type.getModifiers().contains(JavaModifier.PUBLIC);
    }
    return (type.getModifiers().contains(JavaModifier.PUBLIC) || type.getModifiers().contains(JavaModifier.PROTECTED))
        && isVisible(enclosing.get());
  }
}
