package org.hbasemapper.dynamic.compat.base;

/** A base class of a framework: no mapping annotations, so no part of the mapping, and no marker needed. */
public abstract class CompatFrameworkBase {
  protected transient String session;
  String unmapped;
}
