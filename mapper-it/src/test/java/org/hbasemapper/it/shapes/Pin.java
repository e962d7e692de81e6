package org.hbasemapper.it.shapes;

import lombok.AllArgsConstructor;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import lombok.ToString;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A Lombok class with both constructors and setters, as JPA-style code has it: no field is final, so the
 * mapper uses the constructor without parameters and Lombok's setters, {@code setPinned} for the boolean
 * {@code isPinned} (the spelling Kotlin gives a property {@code isPinned} too).
 */
@Getter
@Setter
@NoArgsConstructor
@AllArgsConstructor
@EqualsAndHashCode
@ToString
@Table(name = "pin", namespace = "shapes")
@Family(name = "d")
public class Pin {
  @RowKey private long id;
  @Column(family = "d") private String text;
  @Column(family = "d") private boolean isPinned;
}
