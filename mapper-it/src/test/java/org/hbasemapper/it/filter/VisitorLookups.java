package org.hbasemapper.it.filter;

import java.util.List;

/** Lookups a repository of visitors would declare. */
interface VisitorLookups {
  /** {@code findByCityBetweenAndAgeGreaterThan}: an inclusive index range, then a filter. */
  List<Visitor> findByCityBetweenAndAgeGreaterThan(String from, String to, int age);
}
