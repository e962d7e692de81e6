package org.hbasemapper.it.types;

public enum Level {
  LOW,
  HIGH
}
