package org.hbasemapper.processor;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.diagnostics.Warning;
import org.hbasemapper.processor.model.CatalogEntryModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.GroupModel;
import org.hbasemapper.processor.types.KotlinSupport;
import org.hbasemapper.processor.validate.GeneratedNamesValidator;
import org.hbasemapper.processor.write.Writers;

/**
 * The groups of record types of each round, after its entities: a sealed interface implemented by a
 * valid entity with {@code @RecordType} gets {@code <Group>Dao} and {@code <Group>Query} once every
 * type it permits is a valid entity with {@code @RecordType} of one table, accessible from the
 * interface's package. Any other sealed interface is none of the processor's business and gets
 * nothing, silently: sealed interfaces have many uses. A group waits for members deferred to a later
 * round, and is left alone when a member had errors (the member's errors say what to fix).
 */
final class GroupStep {
  private final ProcessingEnvironment env;
  private final Predicate<String> invalidEntity;
  private final Predicate<String> pendingEntity;
  private final Consumer<CatalogEntryModel> catalog;
  /** The valid entities written so far, by qualified name, over the whole compilation. */
  private final Map<String, EntityModel> entities = new HashMap<>();
  /** The sealed interfaces that valid record types implement, to look at; and those looked at. */
  private final Set<String> candidates = new LinkedHashSet<>();
  private final Set<String> done = new HashSet<>();
  /** The top-level types declared in the sources, whose names a group's generated types cannot take. */
  private final Set<String> declared = new HashSet<>();
  /**
   * The implementations of each Kotlin sealed interface among the sources, in the order kapt hands them
   * over: its stub declares no {@code permits}, and Kotlin keeps a sealed type's subtypes in its module
   * and package, which kapt sees whole in its first round.
   */
  private final Map<String, List<TypeElement>> kotlinPermits = new HashMap<>();
  /** The Kotlin interfaces already warned about, whose metadata could not be read. */
  private final Set<String> unreadable = new HashSet<>();

  GroupStep(ProcessingEnvironment env, Predicate<String> invalidEntity, Predicate<String> pendingEntity,
      Consumer<CatalogEntryModel> catalog) {
    this.env = env;
    this.invalidEntity = invalidEntity;
    this.pendingEntity = pendingEntity;
    this.catalog = catalog;
  }

  /** Counts a valid, written entity; its sealed interfaces become candidates when it has a record type. */
  void add(EntityModel entity) {
    entities.put(entity.element().getQualifiedName().toString(), entity);
    if (entity.recordType() == null) {
      return;
    }
    for (TypeMirror i : entity.element().getInterfaces()) {
      Element e = env.getTypeUtils().asElement(i);
      if (e instanceof TypeElement type && (type.getModifiers().contains(Modifier.SEALED) || kotlinSealed(type))) {
        candidates.add(type.getQualifiedName().toString());
      }
    }
  }

  /**
   * Whether {@code type} is a Kotlin {@code sealed interface}, as its {@code @kotlin.Metadata} says; a
   * Kotlin interface whose metadata cannot be read is reported once, since no group is generated for it.
   */
  private boolean kotlinSealed(TypeElement type) {
    if (!KotlinSupport.hasClassMetadata(type)) {
      return false;
    }
    KotlinSupport.ClassFlags flags = KotlinSupport.classFlags(type);
    if (flags == null) {
      if (unreadable.add(type.getQualifiedName().toString())) {
        new Reporter(env.getMessager()).warning(Warning.GROUP, type, null, null,
            Messages.kotlinInterfaceUnreadable(type.getSimpleName().toString()));
      }
      return false;
    }
    return flags.sealed() && flags.isInterface();
  }

  /**
   * The names a group's generated types cannot take: the types of the sources, and the asynchronous DAOs
   * and queries of the entities ({@code FooAsyncDao} is both entity {@code Foo}'s and group {@code FooAsync}'s).
   */
  private Set<String> taken() {
    Set<String> taken = new HashSet<>(declared);
    for (EntityModel entity : entities.values()) {
      taken.add(entity.asyncDaoName().canonicalName());
      taken.add(entity.asyncQueryName().canonicalName());
    }
    return taken;
  }

  /** Writes the groups complete by this round. */
  void process(RoundEnvironment round) {
    for (Element root : round.getRootElements()) {
      if (root instanceof TypeElement type) {
        declared.add(type.getQualifiedName().toString());
        if (KotlinSupport.isKotlin(type)) {
          collectKotlinPermits(type);
        }
      }
    }
    for (String name : new ArrayList<>(candidates)) {
      TypeElement type = env.getElementUtils().getTypeElement(name);
      if (done.contains(name) || type == null) {
        continue;
      }
      Reporter reporter = new Reporter(env.getMessager());
      try {
        Members members = members(type, round.processingOver());
        if (members == null) {
          continue; // a member waits for a later round
        }
        done.add(name);
        if (members.list().isEmpty()) {
          if (members.notAGroup() != null) {
            reporter.warning(Warning.GROUP, type, null, null,
                Messages.notAGroup(type.getSimpleName().toString(), members.notAGroup()));
          }
          continue;
        }
        GroupModel group = new GroupModel(type, ClassName.get(type), members.list());
        if (new GeneratedNamesValidator(env.getElementUtils(), env.getTypeUtils(), reporter).validate(group, taken())) {
          Writers.writeGroup(group, env.getFiler());
          catalog.accept(CatalogEntryModel.groupDao(group));
          catalog.accept(CatalogEntryModel.asyncGroupDao(group));
        }
      } catch (RuntimeException | LinkageError e) {
        done.add(name);
        env.getMessager().printMessage(Diagnostic.Kind.ERROR,
            Messages.internalError(type.getSimpleName().toString(), e), type);
      }
    }
  }

  /**
   * The members of the group {@code type} is, in {@code permits} order, or why it is no group; null
   * when a member waits for a later round.
   */
  private Members members(TypeElement type, boolean last) {
    if (type.getKind() != ElementKind.INTERFACE) {
      return Members.none("it is not an interface");
    }
    if (!type.getTypeParameters().isEmpty()) {
      return Members.none("it has type parameters");
    }
    List<EntityModel> members = new ArrayList<>();
    for (TypeMirror permitted : permitted(type)) {
      Element e = env.getTypeUtils().asElement(permitted);
      String simple = e == null ? permitted.toString() : e.getSimpleName().toString();
      if (!(e instanceof TypeElement member) || member.getAnnotation(Table.class) == null) {
        return Members.none("it permits " + simple + ", which is not a @Table entity");
      }
      if (member.getAnnotation(RecordType.class) == null) {
        return Members.none("it permits " + simple + ", which declares no @RecordType");
      }
      if (!accessible(member, type)) {
        return Members.none("it permits " + simple + ", which is neither public nor in its package");
      }
      String name = member.getQualifiedName().toString();
      EntityModel model = entities.get(name);
      if (model == null) {
        // a member with errors has been reported already; one not yet generated waits
        return pendingEntity.test(name) && !last && !invalidEntity.test(name) ? null : Members.none(null);
      }
      members.add(model);
    }
    List<String> tables = members.stream().map(EntityModel::qualifiedTable).distinct().toList();
    if (tables.size() > 1) {
      return Members.none("its record types map different tables (" + String.join(", ", tables) + ")");
    }
    return new Members(members, null);
  }

  /** Files {@code type} and the types nested in it under the Kotlin sealed interfaces they implement. */
  private void collectKotlinPermits(TypeElement type) {
    for (TypeMirror i : type.getInterfaces()) {
      if (env.getTypeUtils().asElement(i) instanceof TypeElement parent && kotlinSealed(parent)) {
        kotlinPermits.computeIfAbsent(parent.getQualifiedName().toString(), n -> new ArrayList<>()).add(type);
      }
    }
    for (Element nested : type.getEnclosedElements()) {
      if (nested instanceof TypeElement t) {
        collectKotlinPermits(t);
      }
    }
  }

  /** The subtypes {@code type} permits: its {@code permits} clause, or a Kotlin sealed interface's implementations. */
  private List<? extends TypeMirror> permitted(TypeElement type) {
    List<TypeElement> kotlin = kotlinPermits.get(type.getQualifiedName().toString());
    if (!type.getPermittedSubclasses().isEmpty() || kotlin == null) {
      return type.getPermittedSubclasses();
    }
    return kotlin.stream().map(TypeElement::asType).toList();
  }

  /** The members of a group, or none and why ({@code notAGroup} null: nothing to say). */
  private record Members(List<EntityModel> list, String notAGroup) {
    static Members none(String why) {
      return new Members(List.of(), why);
    }
  }

  /** Whether the generated code in the interface's package can name {@code member} and its generated types. */
  private boolean accessible(TypeElement member, TypeElement group) {
    return member.getModifiers().contains(Modifier.PUBLIC)
        || env.getElementUtils().getPackageOf(member).equals(env.getElementUtils().getPackageOf(group));
  }
}
