package org.hbasemapper.buildrules;

import com.tngtech.archunit.core.domain.AccessTarget;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMember;
import com.tngtech.archunit.core.domain.JavaModifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The audience rules of docs/api.md, run by a test of every published module:
 *
 * <ul>
 *   <li>{@link #everyPublicTypeDeclaresOneAudience}: every public type, top-level or nested, carries exactly
 *       one of {@code @Api}, {@code @LimitedPrivate} and {@code @Internal}, and no member more than one;
 *   <li>{@link #usesOnlyWhatItsAudienceAllows}: of the project's other modules, a module uses only
 *       {@code @Api} types and members and what a {@code @LimitedPrivate} names it for.
 * </ul>
 *
 * Each fails with one line per offending type or use, so a new type shows all at once.
 */
public final class AudienceRules {
  private static final String PROJECT = "org.hbasemapper.";

  private AudienceRules() {}

  /** Fails naming every visible type of this module without exactly one audience, and every member with several. */
  public static void everyPublicTypeDeclaresOneAudience() {
    JavaClasses classes = Audiences.ofThisModule();
    Set<String> problems = new TreeSet<>();
    for (JavaClass type : classes) {
      if (!Audiences.isVisible(type) || Audiences.isKotlinFileFacade(type)) {
        continue;
      }
      List<String> audiences = Audiences.of(type);
      if (audiences.size() != 1) {
        problems.add(type.getName() + (audiences.isEmpty() ? " declares no audience"
            : " declares " + audiences.size() + " audiences " + audiences) + ": give it exactly one of @Api,"
            + " @LimitedPrivate(\"<module>\") or @Internal (org.hbasemapper.annotations.audience, docs/api.md)");
      }
      for (JavaMember member : type.getMembers()) {
        List<String> onMember = Audiences.of(member);
        if (onMember.size() > 1) {
          problems.add(member.getFullName() + " declares " + onMember.size() + " audiences " + onMember
              + ": keep one");
        }
      }
    }
    fail(problems, "public types of this module without exactly one audience");
  }

  /**
   * Fails naming every use, by a class of this module, of a type or member of another module of the project
   * that is not API and not {@code @LimitedPrivate} naming {@code module} (an {@code @Internal} one, or one
   * limited to other modules, or a type without an audience).
   */
  public static void usesOnlyWhatItsAudienceAllows(String module) {
    JavaClasses classes = Audiences.ofThisModule();
    Set<String> problems = new TreeSet<>();
    for (JavaClass origin : classes) {
      for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
        JavaClass target = dependency.getTargetClass().getBaseComponentType();
        if (!target.getName().startsWith(PROJECT) || classes.contain(target.getName())) {
          continue;
        }
        Optional<String> refused = refusal(target, module);
        refused.ifPresent(why -> problems.add(origin.getName() + " uses " + target.getName() + ", " + why));
      }
      for (JavaAccess<?> access : origin.getAccessesFromSelf()) {
        AccessTarget target = access.getTarget();
        JavaClass owner = target.getOwner();
        if (!owner.getName().startsWith(PROJECT) || classes.contain(owner.getName())) {
          continue;
        }
        for (JavaMember member : target.resolveMember().stream().toList()) {
          if (member.getModifiers().contains(JavaModifier.PRIVATE)) {
            continue;
          }
          memberRefusal(member, module).ifPresent(why -> problems.add(origin.getName() + " uses "
              + member.getFullName() + ", " + why));
        }
      }
    }
    fail(problems, "uses by " + module + " of what is not its audience");
  }

  private static Optional<String> refusal(JavaClass target, String module) {
    if (Audiences.isApi(target)) {
      return Optional.empty();
    }
    if (Audiences.limitedTo(target).contains(module)) {
      return Optional.empty();
    }
    List<String> audiences = Audiences.of(target);
    return Optional.of((audiences.isEmpty() ? "which declares no audience" : "which is " + describe(target))
        + ": use API only, or mark it @LimitedPrivate naming \"" + module + "\" (docs/api.md)");
  }

  private static Optional<String> memberRefusal(JavaMember member, String module) {
    if (!Audiences.isRestricted(member) || Audiences.limitedTo(member).contains(module)) {
      return Optional.empty();
    }
    return Optional.of("which is " + describe(member) + ": use API only, or mark it @LimitedPrivate naming \""
        + module + "\" (docs/api.md)");
  }

  private static String describe(com.tngtech.archunit.core.domain.properties.HasAnnotations<?> element) {
    List<String> limited = Audiences.limitedTo(element);
    return limited.isEmpty() ? String.join(" ", Audiences.of(element))
        : "@LimitedPrivate(" + limited.stream().map(m -> "\"" + m + "\"").collect(Collectors.joining(", ")) + ")";
  }

  private static void fail(Set<String> problems, String what) {
    if (!problems.isEmpty()) {
      List<String> lines = new ArrayList<>(problems);
      throw new AssertionError(lines.size() + " " + what + ":\n  " + String.join("\n  ", lines));
    }
  }
}
