package org.hbasemapper.it.model;

public enum Level {
  LOW,
  HIGH
}
