/**
 * Mappers and DAOs built at run time for entity classes no annotation processor compiled, from the same
 * annotations read by reflection: {@link org.hbasemapper.dynamic.RuntimeMappers} is where to start.
 */
package org.hbasemapper.dynamic;
