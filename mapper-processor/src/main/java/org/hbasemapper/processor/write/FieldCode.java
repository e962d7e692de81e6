package org.hbasemapper.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import java.util.List;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EmbeddedModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.MappedField;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.model.TimestampModel;

/**
 * What one mapped field contributes to the generated mapper: its entry in the table schema, its
 * cells in {@code toPut}, and in {@code fromResult} its locals, its cells and how the entity gets its
 * value. One subclass per kind of {@link MappedField}, so that everything the mapper does with a kind
 * is written in one place; {@link #of} is the one place that tells the kinds apart. Each method adds
 * nothing unless the kind has something to add.
 */
abstract sealed class FieldCode permits KeyComponentCode, ColumnCode, DynamicColumnsCode, EmbeddedCode,
    TimestampCode {
  final GeneratedNames names;

  FieldCode(GeneratedNames names) {
    this.names = names;
  }

  /** The code of {@code field}. */
  static FieldCode of(MappedField field, GeneratedNames names) {
    if (field instanceof KeyComponentModel k) {
      return new KeyComponentCode(k, names);
    }
    if (field instanceof ColumnModel c) {
      return ColumnCode.of(c, names);
    }
    if (field instanceof DynamicColumnsModel d) {
      return new DynamicColumnsCode(d, names);
    }
    if (field instanceof EmbeddedModel e) {
      return new EmbeddedCode(e, names);
    }
    if (field instanceof TimestampModel t) {
      return new TimestampCode(t, names);
    }
    throw new IllegalArgumentException("no code for " + field);
  }

  /** The code of every field of {@code entity}, in the order of {@link EntityModel#fields()}. */
  static List<FieldCode> all(EntityModel entity, GeneratedNames names) {
    return entity.fields().stream().map(f -> of(f, names)).toList();
  }

  /** The field. */
  abstract Property property();

  /** Adds the field's entry to the chain that builds the {@code TableSchema}. */
  void addToSchema(CodeBlock.Builder schema) {}

  /** Adds the cells the field writes to {@code toPut}'s {@code put}. */
  void addToPut(MethodSpec.Builder toPut) {}

  /** Declares the locals {@code fromResult} collects the field's value in. */
  void declareLocals(MethodSpec.Builder fromResult) {}

  /**
   * Takes the current cell into the locals; the read loop calls it where the field's cells are: on
   * every cell, on a qualifier of the field's family, or on every cell of its family.
   */
  void readCell(MethodSpec.Builder fromResult) {}

  /**
   * Takes what the read loop set aside once every cell is read (the loop's {@code cell} is free
   * then, and a failure is still reported with it): a moved column's former cell.
   */
  void afterCells(MethodSpec.Builder fromResult) {}

  /**
   * Builds the field's value from its locals once every cell is read, outside the read loop's failure
   * handling (the value's own constructor is the user's code): an embedded value.
   */
  void build(MethodSpec.Builder fromResult) {}

  /**
   * Whether the entity itself holds the field, so that it is passed to its constructor or assigned;
   * false for a field of an embedded value, which its value takes.
   */
  boolean topLevel() {
    return true;
  }

  /** The field's value once every cell is read, as a record's constructor takes it. */
  abstract CodeBlock value();

  /** Gives a class entity (called {@code entity}) the field's value. */
  void assign(MethodSpec.Builder fromResult) {
    fromResult.addStatement("$L", assignment(value()));
  }

  /** {@code entity.name = value}, or {@code entity.setName(value)}. */
  final CodeBlock assignment(CodeBlock value) {
    Property p = property();
    return p.directWrite() ? CodeBlock.of("entity.$L = $L", p.name(), value)
        : CodeBlock.of("entity.$L($L)", p.setter(), value);
  }

  /** The value a field of {@code type} has before anything is assigned: {@code null}, {@code false}, {@code 0L}. */
  static CodeBlock defaultValue(TypeName type) {
    if (!type.isPrimitive()) {
      return CodeBlock.of("null");
    }
    if (type.equals(TypeName.BOOLEAN)) {
      return CodeBlock.of("false");
    }
    if (type.equals(TypeName.LONG)) {
      return CodeBlock.of("0L");
    }
    if (type.equals(TypeName.FLOAT)) {
      return CodeBlock.of("0F");
    }
    if (type.equals(TypeName.DOUBLE)) {
      return CodeBlock.of("0D");
    }
    if (type.equals(TypeName.INT)) {
      return CodeBlock.of("0");
    }
    return CodeBlock.of("($T) 0", type);
  }
}
