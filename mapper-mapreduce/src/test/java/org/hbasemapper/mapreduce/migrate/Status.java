package org.hbasemapper.mapreduce.migrate;

/** Where a purchase is. */
public enum Status {
  NEW, PAID, SHIPPED
}
