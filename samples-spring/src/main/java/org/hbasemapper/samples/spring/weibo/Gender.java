package org.hbasemapper.samples.spring.weibo;

/** A user's gender, stored by name. */
public enum Gender {
  FEMALE,
  MALE,
  UNDISCLOSED
}
