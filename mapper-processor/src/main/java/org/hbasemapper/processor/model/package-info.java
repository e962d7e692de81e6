/** Immutable models of a mapped entity: its table, families, row key, columns and accessors. */
package org.hbasemapper.processor.model;
