package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_GROUP_DAO;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_GROUP_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_GROUP_RANGE_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.GROUP_DAO;
import static org.hbasemapper.processor.types.RuntimeNames.GROUP_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.GROUP_RANGE_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.KEY_COMPONENT;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.lang.model.element.Element;
import org.hbasemapper.processor.model.GroupModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.types.TypeSupport;

/**
 * Writes {@code <Group>Query}: one stage per key component the record types share before their code,
 * as {@code <Entity>Query} has ({@link QueryStages}), each stage offering equality (to the next stage) or a
 * range (to the terminal {@code GroupRangeQuery}). The stages encode with key components of their own: the
 * members' constants are package-private, and a sealed interface's members may live in other packages.
 * Or {@code <Group>AsyncQuery}, the same stages over the asynchronous group DAO.
 */
final class GroupQueryWriter extends GeneratedTypeWriter {

  private final GroupModel group;
  private final boolean async;
  private final List<KeyComponentModel> key;
  private final List<String> keyConstants = new ArrayList<>();
  private final List<String> stages = new ArrayList<>();
  private final List<String> parameters = new ArrayList<>();

  GroupQueryWriter(GroupModel group, boolean async) {
    this.group = group;
    this.async = async;
    this.key = group.leadingKey();
    allocateNames();
  }

  private ClassName name() {
    return async ? group.asyncQueryName() : group.queryName();
  }

  /** Constants, stage classes and parameters, each clash-free in its scope (stage classes ignoring case). */
  private void allocateNames() {
    Set<String> constants = new HashSet<>(Set.of("TABLE"));
    Set<String> types = new HashSet<>(Set.of(name().simpleName().toLowerCase(Locale.ROOT)));
    stages.add(name().simpleName());
    for (int i = 0; i < key.size(); i++) {
      keyConstants.add(allocate(constants, "KEY_" + GeneratedNames.constantName(key.get(i).property().name()), "_"));
      if (i > 0) {
        stages.add(allocate(types, "After" + GeneratedNames.capitalize(key.get(i - 1).property().name()), ""));
      }
    }
    Set<String> typeNames = new HashSet<>(stages);
    typeNames.add(group.simpleName());
    typeNames.add((async ? ASYNC_GROUP_RANGE_QUERY : GROUP_RANGE_QUERY).simpleName());
    for (KeyComponentModel c : key) {
      String name = c.property().name();
      parameters.add(typeNames.contains(name) ? name + "Value" : name);
    }
  }

  private static String allocate(Set<String> taken, String preferred, String separator) {
    String name = preferred;
    for (int n = 2; !taken.add(separator.isEmpty() ? name.toLowerCase(Locale.ROOT) : name); n++) {
      name = preferred + separator + n;
    }
    return name;
  }

  @Override
  String packageName() {
    return group.type().packageName();
  }

  @Override
  List<Element> originatingElements() {
    return group.originatingElements();
  }

  private QueryStages stages() {
    List<ClassName> names = new ArrayList<>();
    for (int i = 0; i < key.size(); i++) {
      names.add(i == 0 ? name() : name().nestedClass(stages.get(i)));
    }
    KeyPrefixModel p = group.keyPrefix();
    return new QueryStages(group.type(), async ? ASYNC_GROUP_QUERY : GROUP_QUERY,
        async ? ASYNC_GROUP_RANGE_QUERY : GROUP_RANGE_QUERY,
        ParameterizedTypeName.get(async ? ASYNC_GROUP_DAO : GROUP_DAO, group.type()), names, key, keyConstants,
        parameters, p != null && !p.salt() ? p.ofCount(key.size()) : 0);
  }

  @Override
  TypeSpec.Builder type() {
    QueryStages stages = stages();
    TypeSpec.Builder top = stages.stage(0).addModifiers(PUBLIC, FINAL)
        .addJavadoc("Queries of the record types of {@link $T} by the key components they share: {@code $L},\n"
            + "each row as its own type, in key order. Obtained from {@code $T.query()}; immutable, every call\n"
            + "returns a new query.$L\n", group.type(),
            String.join(" -> ", key.stream().map(c -> c.property().name()).toList()),
            async ? group.asyncDaoName() : group.daoName(),
            async ? " Its rows come as a {@code Flow.Publisher} with backpressure, or in futures." : "");
    top.addField(FieldSpec.builder(String.class, "TABLE", PRIVATE, STATIC, FINAL)
        .initializer("$S", group.qualifiedTable()).build());
    for (int i = 0; i < key.size(); i++) {
      KeyComponentModel c = key.get(i);
      top.addField(FieldSpec.builder(ParameterizedTypeName.get(KEY_COMPONENT, c.javaType().boxed()),
              keyConstants.get(i), PRIVATE, STATIC, FINAL)
          .initializer("new $T<>(TABLE, $S, $S, $L, /* width= */ $L, /* descending= */ $L)", KEY_COMPONENT,
              group.simpleName(), c.property().name(), TypeSupport.keyCodec(c.javaType()), c.width(), c.descending())
          .build());
    }
    for (int i = 1; i < key.size(); i++) {
      top.addType(stages.stage(i).addModifiers(PUBLIC, STATIC, FINAL)
          .addJavadoc("The query once {@code $L} is fixed.\n", key.get(i - 1).property().name())
          .build());
    }
    return top;
  }
}
