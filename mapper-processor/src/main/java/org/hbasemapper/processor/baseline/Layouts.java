package org.hbasemapper.processor.baseline;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import org.hbasemapper.layout.Encoding;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.CounterColumn;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EmbeddedModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.PresenceModel;
import org.hbasemapper.processor.model.VersionColumn;
import org.hbasemapper.processor.model.VersionsColumn;
import org.hbasemapper.processor.types.JavaType;
import org.hbasemapper.processor.types.RuntimeNames;
import org.hbasemapper.processor.types.TypeKind;
import org.hbasemapper.processor.types.ValueCodecRef;

/** The stored layout of a valid entity: what its generated mapper writes, by the bytes. */
public final class Layouts {
  private final Elements elements;

  public Layouts(Elements elements) {
    this.elements = elements;
  }

  /** The layout {@code model}'s mapper stores. */
  public EntityLayout of(EntityModel model) {
    List<EntityLayout.KeyPart> key = new ArrayList<>();
    for (KeyComponentModel c : model.key()) {
      key.add(EntityLayout.KeyPart.of(c.property().name(), keyEncoding(c.javaType()),
          c.javaType().kind().naturalWidth() ? 0 : c.width(), c.descending(), model.declaringClass(c.property())));
    }
    if (model.recordType() != null) {
      key.add(Math.min(model.recordType().order(), key.size()), EntityLayout.KeyPart.recordType(model.recordType().code()));
    }
    List<EntityLayout.Family> families = new ArrayList<>();
    for (FamilyModel f : model.families()) {
      families.add(new EntityLayout.Family(f.name(), f.maxVersions(), f.minVersions(), f.ttlSeconds(), f.compression(),
          f.bloomFilter(), f.blockSize(), f.blockCache(), f.inMemory()));
    }
    List<EntityLayout.Cell> cells = new ArrayList<>();
    for (ColumnModel c : model.columns()) {
      String role = c instanceof CounterColumn ? "counter"
          : c instanceof VersionColumn ? "version"
          : c instanceof VersionsColumn ? "versions"
          : null;
      List<String> formerly = c instanceof PlainColumn p ? formerly(p) : List.of();
      cells.add(new EntityLayout.Cell(c.family(), c.qualifier(), valueEncoding(c.codec()), c.property().name(), role,
          formerly, model.declaringClass(c.property())));
    }
    for (EmbeddedModel top : model.embedded()) {
      for (EmbeddedModel e : top.all()) {
        cells.add(new EntityLayout.Cell(e.family(), e.qualifier(), Encoding.PRESENCE, e.property().name(), null,
            List.of()));
      }
    }
    List<EntityLayout.Dynamic> dynamics = new ArrayList<>();
    for (DynamicColumnsModel d : model.dynamicColumns()) {
      dynamics.add(new EntityLayout.Dynamic(d.family(), keyEncoding(d.keyType()), valueEncoding(d.valueCodec()),
          d.property().name(), model.declaringClass(d.property())));
    }
    List<EntityLayout.Index> indexes = new ArrayList<>();
    for (IndexModel i : model.indexes()) {
      List<EntityLayout.IndexColumn> columns = new ArrayList<>();
      for (int k = 0; k < i.columns().size(); k++) {
        PlainColumn c = i.columns().get(k);
        columns.add(new EntityLayout.IndexColumn(c.family(), c.qualifier(), keyEncoding(i.types().get(k))));
      }
      indexes.add(new EntityLayout.Index(i.name(), columns, i.covering()));
    }
    PresenceModel presence = model.presence();
    return new EntityLayout(model.element().getQualifiedName().toString(), prefix(model), key, families, cells,
        dynamics, model.timestamp() == null ? null : model.timestamp().property().name(),
        presence == null ? null : new EntityLayout.Presence(presence.family(), presence.qualifier(), switch (presence.kind()) {
          case MARKER -> "marker";
          case VERSION -> "version";
          case PRIMITIVE -> "column";
        }),
        indexes, List.of());
  }

  private static List<String> formerly(PlainColumn column) {
    return column.formerly();
  }

  private static EntityLayout.KeyPrefix prefix(EntityModel model) {
    KeyPrefixModel p = model.keyPrefix();
    if (p == null) {
      return null;
    }
    int of = p.ofCount(model.key().size());
    return p.salt() ? new EntityLayout.KeyPrefix("salt", p.buckets(), 1, of)
        : new EntityLayout.KeyPrefix("hash", 0, p.length(), of);
  }

  /** The order-preserving encoding of a key component, index value or map key of {@code type}. */
  private Encoding keyEncoding(JavaType type) {
    return switch (type.kind()) {
      case BOOLEAN -> Encoding.BOOL8;
      case BYTE -> Encoding.INT8;
      case SHORT -> Encoding.INT16;
      case INT, LOCAL_DATE -> Encoding.INT32;
      case LONG, INSTANT, DATE -> Encoding.INT64;
      case FLOAT -> Encoding.FLOAT32;
      case DOUBLE -> Encoding.FLOAT64;
      case STRING -> Encoding.UTF8;
      case BYTES -> Encoding.BYTES;
      case LOCAL_DATE_TIME -> Encoding.LOCAL_DATE_TIME;
      case UUID -> Encoding.UUID;
      case ENUM -> Encoding.enumOf(constants(type.type()));
      case BIG_DECIMAL -> Encoding.DECIMAL;
    };
  }

  /** The encoding of a cell written by {@code codec}: a built-in codec's bytes, or the user codec's. */
  private Encoding valueEncoding(ValueCodecRef codec) {
    if (codec.collection() != null) {
      return Encoding.collectionOf(codec.collection(), valueEncoding(codec.element()));
    }
    TypeName codecType = codec.codecType() instanceof ParameterizedTypeName p ? p.rawType() : codec.codecType();
    if (!(codecType instanceof ClassName name) || !name.packageName().equals(RuntimeNames.CODEC_PACKAGE)) {
      return Encoding.codec(codecType.toString());
    }
    for (TypeKind kind : TypeKind.values()) {
      if (name.simpleName().equals(kind.valueCodec())) {
        return switch (kind) {
          case INSTANT -> Encoding.INSTANT;
          case BIG_DECIMAL -> Encoding.DECIMAL;
          case ENUM -> Encoding.enumOf(constants(codec.valueType()));
          default -> keyEncoding(new JavaType(kind, codec.valueType(), false));
        };
      }
    }
    return Encoding.codec(name.canonicalName());
  }

  /** The constants of enum {@code type}, sorted. */
  private List<String> constants(TypeName type) {
    TypeName raw = type instanceof ParameterizedTypeName p ? p.rawType() : type;
    TypeElement element = elements.getTypeElement(raw.toString());
    if (element == null) {
      return List.of();
    }
    return element.getEnclosedElements().stream()
        .filter(e -> e.getKind() == ElementKind.ENUM_CONSTANT)
        .map(e -> e.getSimpleName().toString())
        .sorted() // reordering constants changes no stored byte
        .toList();
  }
}
