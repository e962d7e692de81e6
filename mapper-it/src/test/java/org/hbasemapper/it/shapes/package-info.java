/**
 * Entities as people write them beyond records: immutable classes built through their constructor,
 * Lombok classes, fields inherited from mapped superclasses, and projections that are classes.
 */
package org.hbasemapper.it.shapes;
