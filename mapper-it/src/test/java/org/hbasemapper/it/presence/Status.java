package org.hbasemapper.it.presence;

/** A vehicle's state. */
public enum Status {
  ACTIVE,
  PARKED,
  RETIRED
}
