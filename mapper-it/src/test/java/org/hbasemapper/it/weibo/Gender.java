package org.hbasemapper.it.weibo;

public enum Gender {
  FEMALE,
  MALE,
  UNDISCLOSED
}
