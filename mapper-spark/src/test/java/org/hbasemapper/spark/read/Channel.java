package org.hbasemapper.spark.read;

/** Where a sale was made. */
public enum Channel { SHOP, WEB, PHONE }
