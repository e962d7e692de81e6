package org.hbasemapper.runtime;

import java.util.List;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * The running build's layout breaks the rows a live table stores (a key part's width, a salt, a
 * qualifier that followed a renamed field, a cell's encoding), or the layout the table records cannot
 * be read: {@link SchemaManager#ensure} and {@link SchemaManager#recordLayout} refused it and changed
 * nothing. The message lists each problem, with its ways forward, on one line, in the words of the
 * compile error the processor reports for the same change against its baseline.
 */
@Api
public class LayoutMismatchException extends HBaseMapperException {
  private static final long serialVersionUID = 1L;

  private final String table;
  private final List<String> problems;

  /** {@code operation} refused to apply the running layout to {@code table} for {@code problems}, one line each. */
  @LimitedPrivate("mapper-spring-boot-autoconfigure")
  public LayoutMismatchException(String operation, String table, List<String> problems) {
    super(message(operation, table, problems), null);
    this.table = table;
    this.problems = List.copyOf(problems);
  }

  private static String message(String operation, String table, List<String> problems) {
    StringBuilder sb = new StringBuilder(operation).append(" changed nothing in ").append(table)
        .append(": the running build's layout does not read the rows stored there (")
        .append(problems.size() == 1 ? "1 problem" : problems.size() + " problems").append(")");
    for (int i = 0; i < problems.size(); i++) {
      sb.append(problems.size() == 1 ? ": " : " (" + (i + 1) + ") ").append(problems.get(i));
    }
    return sb.toString();
  }

  /** The live table, {@code namespace:table}. */
  public String table() {
    return table;
  }

  /** Each problem, on one line: a breaking change with its ways forward, or an unreadable recorded layout. */
  public List<String> problems() {
    return problems;
  }
}
