/**
 * The index of generated classes that frameworks read instead of scanning the classpath: the
 * processor writes one {@link org.hbasemapper.runtime.catalog.MapperCatalog} per compilation, listed
 * in {@code META-INF/services}, and {@link org.hbasemapper.runtime.catalog.MapperCatalog#load} finds
 * them all. The Spring Boot starter registers a bean for each entry. Nothing else of the runtime uses
 * this package.
 */
@NullMarked
package org.hbasemapper.runtime.catalog;

import org.jspecify.annotations.NullMarked;
