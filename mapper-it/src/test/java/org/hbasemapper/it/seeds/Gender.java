package org.hbasemapper.it.seeds;

public enum Gender {
  FEMALE,
  MALE,
  UNDISCLOSED
}
