package org.hbasemapper.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * A group of record types: a sealed interface whose permitted subclasses are all entities with a
 * {@code @RecordType} of one table, read together in one scan by the generated {@code <Group>Dao}.
 *
 * @param element the sealed interface
 * @param type its class name
 * @param members the members' models, in the order of the interface's {@code permits}; at least one
 */
public record GroupModel(TypeElement element, ClassName type, List<EntityModel> members) {

  /** The key components every member has before its record type code, which the group query fixes. */
  public List<KeyComponentModel> leadingKey() {
    return members.get(0).leadingKey();
  }

  /** The members' salt or hash prefix, or null. */
  public KeyPrefixModel keyPrefix() {
    return members.get(0).keyPrefix();
  }

  /** {@code namespace:table}, the members'. */
  public String qualifiedTable() {
    return members.get(0).qualifiedTable();
  }

  /** The simple name of the interface, used in messages and as the group's name. */
  public String simpleName() {
    return type.simpleName();
  }

  /** The elements a generated file of the group comes from: the interface and every member. */
  public List<Element> originatingElements() {
    List<Element> out = new ArrayList<>(List.of(element));
    members.forEach(m -> out.add(m.element()));
    return out;
  }

  /** The generated DAO's name. */
  public ClassName daoName() {
    return ClassName.get(type.packageName(), flatName() + "Dao");
  }

  /** The generated query's name. */
  public ClassName queryName() {
    return ClassName.get(type.packageName(), flatName() + "Query");
  }

  /** The generated asynchronous DAO's name. */
  public ClassName asyncDaoName() {
    return ClassName.get(type.packageName(), flatName() + "AsyncDao");
  }

  /** The generated asynchronous query's name. */
  public ClassName asyncQueryName() {
    return ClassName.get(type.packageName(), flatName() + "AsyncQuery");
  }

  private String flatName() {
    return String.join("_", type.simpleNames());
  }
}
