package org.hbasemapper.dynamic.compat;

/** An enum stored by name. */
public enum Level {
  BRONZE, SILVER, GOLD, PLATINUM
}
