package org.hbasemapper.processor.write;

import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_SUPPORT;
import static org.hbasemapper.processor.write.TypeNames.simpleName;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.processor.model.EmbeddedModel;
import org.hbasemapper.processor.model.MappedField;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.Property;

/**
 * An {@code @Embedded} value: its presence cell and, through {@link PlainColumnCode}, the cells of its
 * fields, all written only when the value is not null; read back as a flag per presence cell (the
 * fields' cells are the columns' to read), then built innermost first, once every cell is read. A value
 * is present when the row holds its presence cell (which tells a value whose fields are all null from
 * none) or a cell of one of its fields: a partial update that sets one field of a null value makes it
 * present, and the index upkeep, which reads the indexed cells only, sees the value they hold.
 */
final class EmbeddedCode extends FieldCode {
  private final EmbeddedModel embedded;

  EmbeddedCode(EmbeddedModel embedded, GeneratedNames names) {
    super(names);
    this.embedded = embedded;
  }

  @Override
  Property property() {
    return embedded.property();
  }

  /** The presence cells, as columns of the value's field: {@code replace} deletes them with a null value. */
  @Override
  void addToSchema(CodeBlock.Builder schema) {
    for (EmbeddedModel e : embedded.all()) {
      schema.add("\n.column($S, $S, $S, $S)", e.family(), e.qualifier(), e.property().name(),
          simpleName(e.property().type()));
    }
  }

  @Override
  void addToPut(MethodSpec.Builder toPut) {
    write(toPut, embedded, "entity");
  }

  /** The cells of {@code e} read from {@code owner}: none for a null value, else its presence cell and its fields'. */
  private void write(MethodSpec.Builder toPut, EmbeddedModel e, String owner) {
    String local = names.local(e);
    toPut.addStatement("$T $L = $L.$L", e.property().type(), local, owner, e.property().getter())
        .beginControlFlow("if ($L != null)", local)
        .addStatement("put.addColumn($L, $L, $L)", names.familyConstant(e.family()), names.qualifierConstant(e),
            names.presentConstant());
    for (MappedField member : e.members()) {
      if (member instanceof PlainColumn c) {
        new PlainColumnCode(c, names).addToPut(toPut, local);
      } else if (member instanceof EmbeddedModel nested) {
        write(toPut, nested, local);
      }
    }
    toPut.endControlFlow();
  }

  @Override
  void declareLocals(MethodSpec.Builder fromResult) {
    for (EmbeddedModel e : embedded.all()) {
      fromResult.addStatement("boolean $L = false", names.found(e));
    }
  }

  /**
   * The read loop's tests for the presence cells in {@code family}, each with the statement that
   * records the cell: {@code !hasHome && matches(q, ..., QUALIFIER_HOME)}, {@code hasHome = true}.
   */
  List<CodeBlock[]> presenceCells(String family) {
    List<CodeBlock[]> out = new ArrayList<>();
    for (EmbeddedModel e : embedded.all()) {
      if (e.family().equals(family)) {
        out.add(new CodeBlock[] {
            CodeBlock.of("!$L && $T.matches(q, qOffset, qLength, $L)", names.found(e), MAPPER_SUPPORT,
                names.qualifierConstant(e)),
            CodeBlock.of("$L = true", names.found(e))});
      }
    }
    return out;
  }

  @Override
  void build(MethodSpec.Builder fromResult) {
    build(fromResult, embedded);
  }

  /** The value of {@code e}, its nested values built first: null without its presence cell. */
  private void build(MethodSpec.Builder m, EmbeddedModel e) {
    for (MappedField member : e.members()) {
      if (member instanceof EmbeddedModel nested) {
        build(m, nested);
      }
    }
    String local = names.local(e);
    List<CodeBlock> present = new ArrayList<>(List.of(CodeBlock.of("$L", names.found(e))));
    for (MappedField member : e.members()) {
      present.add(CodeBlock.of("$L", found(member)));
    }
    m.addStatement("$T $L = null", e.property().type(), local)
        .addComment("present with its presence cell, or a cell of a field (which an update may set alone)")
        .beginControlFlow("if ($L)", CodeBlock.join(present, " || "));
    List<String> taken = new ArrayList<>();
    if (e.constructed()) {
      List<CodeBlock> args = new ArrayList<>();
      for (Property parameter : e.constructorOrder()) {
        MappedField member = member(e, parameter.name());
        args.add(member == null ? defaultValue(parameter.type()) : CodeBlock.of("$L", local(member)));
        taken.add(parameter.name());
      }
      m.addStatement("$L = new $T($L)", local, e.type(), CodeBlock.join(args, ", "));
    } else {
      m.addStatement("$L = new $T()", local, e.type());
    }
    for (MappedField member : e.members()) {
      if (taken.contains(member.property().element().getSimpleName().toString())) {
        continue; // the constructor took it
      }
      Property p = member.property();
      String field = p.element().getSimpleName().toString();
      CodeBlock assign = p.setter() != null ? CodeBlock.of("$L.$L($L)", local, p.setter(), local(member))
          : CodeBlock.of("$L.$L = $L", local, field, local(member));
      // as for a class entity: only a stored value replaces what the constructor set
      m.beginControlFlow("if ($L)", found(member)).addStatement("$L", assign).endControlFlow();
    }
    m.endControlFlow();
  }

  /** The member of {@code e} declared as {@code field}, or null for a field it does not map ({@code @Transient}). */
  private static MappedField member(EmbeddedModel e, String field) {
    for (MappedField member : e.members()) {
      if (member.property().element().getSimpleName().contentEquals(field)) {
        return member;
      }
    }
    return null;
  }

  /** Whether the row holds a value of {@code member}: {@code hasHomeZip}, {@code homeCity != null}. */
  private String found(MappedField member) {
    return member instanceof PlainColumn c && c.primitive() ? names.found(c) : local(member) + " != null";
  }

  /** The local holding the value of {@code member}. */
  private String local(MappedField member) {
    return member instanceof PlainColumn c ? names.local(c) : names.local((EmbeddedModel) member);
  }

  @Override
  CodeBlock value() {
    return CodeBlock.of("$L", names.local(embedded));
  }

  /** A class entity is given the value only when the row has one, so that its constructor's default survives. */
  @Override
  void assign(MethodSpec.Builder fromResult) {
    fromResult.beginControlFlow("if ($L != null)", names.local(embedded))
        .addStatement("$L", assignment(value()))
        .endControlFlow();
  }
}
