package org.hbasemapper.processor.plan;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.OrderModel;
import org.hbasemapper.processor.model.PredicateModel;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.model.QueryMethodModel;
import org.hbasemapper.processor.model.ResultModel;
import org.hbasemapper.processor.parse.MethodNameParser;
import org.hbasemapper.processor.parse.PredicateResolver;
import org.hbasemapper.processor.types.JavaType;
import org.hbasemapper.processor.types.TypeKind;
import org.hbasemapper.processor.types.TypeSupport;

/** Entity and method models built by hand, without javac, for the planner's and the name parser's tests. */
final class Models {
  static final TypeName STRING = ClassName.get(String.class);
  static final TypeName INSTANT = ClassName.get("java.time", "Instant");
  static final TypeName BIG_DECIMAL = ClassName.get("java.math", "BigDecimal");

  private Models() {}

  static KeyComponentModel key(String name, TypeName type, TypeKind kind, int order, int width, boolean descending) {
    return new KeyComponentModel(property(name, type), new JavaType(kind, type, type.isPrimitive()), order, width,
        descending);
  }

  static PlainColumn column(String name, TypeName type, TypeKind kind) {
    return new PlainColumn(property(name, type), "d", name,
        TypeSupport.valueCodec(new JavaType(kind, type, type.isPrimitive())));
  }

  static IndexModel index(String name, PlainColumn... columns) {
    List<JavaType> types = new ArrayList<>();
    for (PlainColumn c : columns) {
      types.add(new JavaType(kindOf(c), c.property().type(), c.property().type().isPrimitive()));
    }
    return new IndexModel(name, List.of(columns), types, false, null, null);
  }

  private static TypeKind kindOf(ColumnModel c) {
    for (TypeKind kind : TypeKind.values()) {
      if (c.codec().codecType().toString().endsWith("." + kind.valueCodec())) {
        return kind;
      }
    }
    throw new IllegalArgumentException(c.toString());
  }

  static EntityModel entity(List<KeyComponentModel> key, List<ColumnModel> columns, KeyPrefixModel prefix,
      List<IndexModel> indexes) {
    FamilyModel d = new FamilyModel("d", 1, 0, Integer.MAX_VALUE, "NONE", "ROW", 65536, true, false, null, null, null);
    return new EntityModel(null, ClassName.get("test", "E"), true, "default", "e", List.of(d), key, columns, List.of(),
        null, prefix, List.of(), indexes, null, null);
  }

  /** The seeds' purchases: userId (8 bytes), time descending, productId; price, quantity, and an indexed status. */
  static EntityModel purchases() {
    PlainColumn status = column("status", STRING, TypeKind.STRING);
    return entity(List.of(key("userId", STRING, TypeKind.STRING, 0, 8, false),
            key("time", INSTANT, TypeKind.INSTANT, 1, 0, true),
            key("productId", STRING, TypeKind.STRING, 2, 0, false)),
        List.of(column("price", BIG_DECIMAL, TypeKind.BIG_DECIMAL), column("quantity", TypeName.INT, TypeKind.INT),
            status),
        null, List.of(index("by_status", status)));
  }

  /** A method named {@code name} returning {@code shape}, its parameters named p0, p1, ... */
  static QueryMethodModel method(EntityModel entity, String name, ResultModel.Shape shape, boolean allowScan) {
    MethodNameParser.ParsedName parsed = MethodNameParser.parse(name);
    PredicateResolver resolver = new PredicateResolver(entity);
    List<PredicateModel> predicates = new ArrayList<>();
    int parameter = 0;
    for (String part : parsed.predicates()) {
      PredicateResolver.Resolved r = (PredicateResolver.Resolved) resolver.resolve(part);
      List<String> names = new ArrayList<>();
      for (int i = 0; i < r.keyword().arity(); i++) {
        names.add("p" + parameter++);
      }
      predicates.add(new PredicateModel(r.field(), r.keyword(), names));
    }
    List<OrderModel> orderBy = new ArrayList<>();
    for (MethodNameParser.OrderPart o : parsed.orderBy()) {
      orderBy.add(new OrderModel(resolver.field(o.property()), o.descending()));
    }
    return new QueryMethodModel(null, name, parsed.subject(), parsed.limit(), predicates, orderBy, allowScan,
        new ResultModel(shape, ClassName.get(Object.class), null, false), List.of(),
        shape == ResultModel.Shape.PAGE ? "page" : null);
  }

  static Property property(String name, TypeName type) {
    return new Property(name, type, null, name + "()", null);
  }
}
