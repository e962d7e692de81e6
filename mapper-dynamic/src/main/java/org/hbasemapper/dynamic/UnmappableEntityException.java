package org.hbasemapper.dynamic;

import java.util.List;
import org.hbasemapper.annotations.audience.Api;

/**
 * A class a runtime mapper cannot be built for: what the annotation processor reports as compile
 * errors (a key component of variable width before the last, an unknown family, a field without a
 * getter) and what runtime mappers do not support yet. Thrown by {@link RuntimeMappers} once, with every
 * problem of the class, each on a line of the message that names the entity, the field and what to do:
 *
 * <pre>
 * Cannot map org.example.Sale at run time: 2 problems
 *   Sale.userId: @RowKey component 'userId' has variable width but is not the last component; give it ...
 *   Sale.tags: field 'tags' has type List&lt;String&gt;, which has no built-in codec; give it ...
 * </pre>
 */
@Api
public class UnmappableEntityException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final transient Class<?> entityType;
  private final List<String> problems;

  UnmappableEntityException(Class<?> entityType, List<String> problems) {
    super(message(entityType, problems));
    this.entityType = entityType;
    this.problems = List.copyOf(problems);
  }

  UnmappableEntityException(Class<?> entityType, String problem, Throwable cause) {
    super(message(entityType, List.of(problem)), cause);
    this.entityType = entityType;
    this.problems = List.of(problem);
  }

  private static String message(Class<?> type, List<String> problems) {
    return "Cannot map " + type.getName() + " at run time: " + problems.size()
        + (problems.size() == 1 ? " problem" : " problems") + "\n  " + String.join("\n  ", problems);
  }

  /** The class that cannot be mapped. */
  public Class<?> entityType() {
    return entityType;
  }

  /** Every problem, one line each, naming the entity and the field: {@code Sale.userId: @RowKey component ...}. */
  public List<String> problems() {
    return problems;
  }
}
