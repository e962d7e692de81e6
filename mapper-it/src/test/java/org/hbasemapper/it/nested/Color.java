package org.hbasemapper.it.nested;

/** Colors a shopper likes, stored by name in a set cell. */
public enum Color { RED, GREEN, BLUE }
