package org.hbasemapper.processor.model;

import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * An {@code @Embedded} field: a nested value whose fields are columns of one family under a qualifier
 * prefix, with a presence cell under the prefix itself that tells a value whose fields are all null from
 * no value. Its fields are flattened into the entity's columns ({@link PlainColumn#embedded()} says
 * where each sits), so that conditions, indexes, projections and the schema see them as any column.
 *
 * @param property the field, named as flattened ({@code home}, or {@code homeGeo} for {@code geo} in
 *     {@code home}); read from its owner with {@link Property#getter()}
 * @param type the nested type
 * @param family the family of every cell
 * @param prefix the whole prefix of its qualifiers (an outer prefix first), also its presence qualifier
 * @param constructorOrder when the value is built through a constructor (a record's canonical one):
 *     its parameters in order, named by the fields' simple names; empty when it is built with its
 *     no-argument constructor and then its fields and setters
 * @param members its mapped fields in declaration order: a {@link PlainColumn} or a nested
 *     {@code EmbeddedModel} each
 * @param at the entity's {@code @Embedded} field that holds it, where diagnostics about it point
 * @param annotation the {@code @Embedded} annotation of {@code at}
 */
public record EmbeddedModel(Property property, TypeElement type, String family, String prefix,
    List<Property> constructorOrder, List<MappedField> members, Element at, AnnotationMirror annotation)
    implements MappedField {

  public EmbeddedModel {
    constructorOrder = List.copyOf(constructorOrder);
    members = List.copyOf(members);
  }

  /** The qualifier of its presence cell: the prefix. */
  public String qualifier() {
    return prefix;
  }

  /** Whether it is built through a constructor taking every field, as a record is. */
  public boolean constructed() {
    return !constructorOrder.isEmpty();
  }

  /** Its columns and those of the values nested in it, in declaration order. */
  public List<PlainColumn> columns() {
    List<PlainColumn> out = new ArrayList<>();
    for (MappedField m : members) {
      if (m instanceof PlainColumn c) {
        out.add(c);
      } else if (m instanceof EmbeddedModel e) {
        out.addAll(e.columns());
      }
    }
    return out;
  }

  /** This value and every value nested in it, outermost first. */
  public List<EmbeddedModel> all() {
    List<EmbeddedModel> out = new ArrayList<>(List.of(this));
    for (MappedField m : members) {
      if (m instanceof EmbeddedModel e) {
        out.addAll(e.all());
      }
    }
    return out;
  }

  /**
   * Where a column of an embedded value sits: the embedded fields from the entity to the column's
   * owner, and their presence qualifiers, outermost first.
   *
   * @param owners the embedded fields that hold the column, the entity's own first
   * @param presence their presence qualifiers, in the same order
   */
  public record Path(List<Property> owners, List<String> presence) {
    public Path {
      owners = List.copyOf(owners);
      presence = List.copyOf(presence);
    }

    /** This path extended by one more embedded value. */
    public Path then(Property owner, String presenceQualifier) {
      List<Property> o = new ArrayList<>(owners);
      o.add(owner);
      List<String> p = new ArrayList<>(presence);
      p.add(presenceQualifier);
      return new Path(o, p);
    }
  }
}
