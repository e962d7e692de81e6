package org.hbasemapper.it.filter;

/** A visitor's name. */
public record VisitorName(long id, String name) {}
