package org.hbasemapper.it.shapes;

import lombok.AllArgsConstructor;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.ToString;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A Lombok class without {@code @Value} or a builder: hand-declared private final fields, Lombok's
 * {@code @AllArgsConstructor} and {@code @Getter} ({@code isHidden()} for the boolean {@code isHidden}).
 */
@Getter
@AllArgsConstructor
@EqualsAndHashCode
@ToString
@Table(name = "label", namespace = "shapes")
@Family(name = "d")
public class Label {
  @RowKey private final long id;
  @Column(family = "d") private final String text;
  @Column(family = "d") private final boolean isHidden;
}
