package org.hbasemapper.processor.write;

import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_SUPPORT;

import com.palantir.javapoet.CodeBlock;
import java.util.List;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.CounterColumn;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.model.VersionColumn;
import org.hbasemapper.processor.model.VersionsColumn;

/** A column: read from the cells of its qualifier, as long as it still wants one. */
abstract sealed class ColumnCode extends FieldCode permits CellColumnCode, VersionsColumnCode {

  ColumnCode(GeneratedNames names) {
    super(names);
  }

  /** The code of {@code column}, by its kind. */
  static ColumnCode of(ColumnModel column, GeneratedNames names) {
    if (column instanceof PlainColumn p) {
      return new PlainColumnCode(p, names);
    }
    if (column instanceof CounterColumn c) {
      return new CounterColumnCode(c, names);
    }
    if (column instanceof VersionColumn v) {
      return new VersionColumnCode(v, names);
    }
    if (column instanceof VersionsColumn v) {
      return new VersionsColumnCode(v, names);
    }
    throw new IllegalArgumentException("no code for " + column);
  }

  /** The column. */
  abstract ColumnModel column();

  @Override
  final Property property() {
    return column().property();
  }

  /** The read loop's test that the current cell is one for this column (its family already matched). */
  final CodeBlock cellTest() {
    return CodeBlock.of("$L && $T.matches(q, qOffset, qLength, $L)", wantsCell(), MAPPER_SUPPORT,
        names.qualifierConstant(column()));
  }

  /** Whether the column still takes a cell: cells come newest first, and the first ones win. */
  abstract CodeBlock wantsCell();

  /**
   * A cell the read loop sets aside in {@code local} when {@code test} holds: the newest cell of a
   * former qualifier, which gives the value only if the row has no cell of the column's own.
   */
  record FormerCell(CodeBlock test, String local) {}

  /** The former cells of the column, in the order of {@code formerly}; none for a column that never moved. */
  List<FormerCell> formerCells() {
    return List.of();
  }
}
