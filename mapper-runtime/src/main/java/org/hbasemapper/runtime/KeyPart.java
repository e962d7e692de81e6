package org.hbasemapper.runtime;

import org.hbasemapper.annotations.audience.Api;

/**
 * One component of a table's row key, for describing the layout.
 *
 * @param field the entity field
 * @param type the Java type, as written in the source
 * @param width bytes in the key, 0 when variable (the last component only)
 * @param descending whether the component sorts largest first
 */
@Api
public record KeyPart(String field, String type, int width, boolean descending) {}
