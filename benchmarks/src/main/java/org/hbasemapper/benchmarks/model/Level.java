package org.hbasemapper.benchmarks.model;

/** A user's level, stored by name. */
public enum Level { BRONZE, SILVER, GOLD }
