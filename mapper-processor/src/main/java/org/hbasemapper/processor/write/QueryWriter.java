package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_KEY_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_RANGE_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.KEY_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.RANGE_QUERY;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.KeyComponentModel;

/**
 * Writes {@code <Entity>Query}, or its asynchronous twin {@code <Entity>AsyncQuery}: one stage per
 * row-key component, so that only left-aligned key prefixes compile ({@link QueryStages}). The blocking
 * query holds the field constants for {@code where(...)}; the asynchronous one points at them.
 */
final class QueryWriter extends GeneratedTypeWriter {
  private final boolean async;

  /** The writer of {@code <Entity>Query}. */
  QueryWriter(EntityModel entity) {
    this(entity, false);
  }

  /** The writer of {@code <Entity>AsyncQuery} when {@code async}, else of {@code <Entity>Query}. */
  QueryWriter(EntityModel entity, boolean async) {
    super(entity);
    this.async = async;
  }

  ClassName queryName() {
    return ClassName.get(entity.type().packageName(),
        async ? GeneratedNames.asyncQueryName(entity) : GeneratedNames.queryName(entity));
  }

  private QueryStages stages() {
    List<ClassName> stages = new ArrayList<>();
    List<String> keyConstants = new ArrayList<>();
    List<String> parameters = new ArrayList<>();
    for (int i = 0; i < entity.key().size(); i++) {
      KeyComponentModel c = entity.key().get(i);
      stages.add(i == 0 ? queryName() : queryName().nestedClass(names.queryStage(i)));
      keyConstants.add(entity.mapperName().simpleName() + "." + names.keyConstant(c));
      parameters.add(names.parameter(c.property().name()));
    }
    boolean hashed = entity.keyPrefix() != null && !entity.keyPrefix().salt();
    return new QueryStages(entity.type(), async ? ASYNC_KEY_QUERY : KEY_QUERY, async ? ASYNC_RANGE_QUERY : RANGE_QUERY,
        null, stages, entity.key(), keyConstants, parameters,
        hashed ? entity.keyPrefix().ofCount(entity.key().size()) : 0);
  }

  @Override
  TypeSpec.Builder type() {
    QueryStages stages = stages();
    String layout = String.join(" -> ", entity.key().stream().map(c -> c.property().name()).toList());
    TypeSpec.Builder top = stages.stage(0).addModifiers(PUBLIC, FINAL);
    if (async) {
      ClassName blocking = new QueryWriter(entity).queryName();
      top.addJavadoc("Typed asynchronous queries on {@link $T} by row-key prefix: {@code $L}, in key order,\n"
              + "with the stages of {@link $T}; results as futures or as a publisher.\n"
              + "Conditions for {@code where(...)} are the field constants of {@link $T}$L.\n"
              + "Obtained from {@code $T.query()}; immutable, every call returns a new query.\n",
          entity.type(), layout, blocking, blocking, fieldExample(blocking), entity.asyncDaoName());
    } else {
      top.addJavadoc("Typed queries on {@link $T} by row-key prefix: {@code $L}, in key order.\n"
          + "Obtained from {@code $T.query()}; immutable, every call returns a new query.\n",
          entity.type(), layout, entity.daoName());
      FieldConstants.of(entity, names).forEach(top::addField);
    }
    for (int i = 1; i < entity.key().size(); i++) {
      top.addType(stages.stage(i).addModifiers(PUBLIC, STATIC, FINAL)
          .addJavadoc("The query once {@code $L} is fixed.\n", entity.key().get(i - 1).property().name())
          .build());
    }
    return top;
  }

  /** {@code ", such as PurchaseQuery.PRICE"}: the blocking query's first field constant, if it has one. */
  private String fieldExample(ClassName blocking) {
    return entity.columns().stream().filter(c -> names.fieldConstant(c) != null).findFirst()
        .map(c -> ", such as {@code " + blocking.simpleName() + "." + names.fieldConstant(c) + "}").orElse("");
  }
}
