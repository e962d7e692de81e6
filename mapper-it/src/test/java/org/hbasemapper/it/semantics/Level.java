package org.hbasemapper.it.semantics;

/** Declared low to high; by name, HIGH &lt; LOW &lt; MEDIUM. */
public enum Level {
  LOW,
  MEDIUM,
  HIGH
}
