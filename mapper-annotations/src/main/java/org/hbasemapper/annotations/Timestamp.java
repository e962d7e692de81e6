package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * A {@code long} (epoch milliseconds) or {@code Instant} field holding the cell timestamp: written
 * as the timestamp of every cell of the entity (server time when null or 0), read back as the
 * newest timestamp of the row's cells. HBase timestamps are milliseconds; they may also carry a
 * user-defined version number, as long as it only grows.
 *
 * <p>The timestamp is not a cell: a field with {@code @Timestamp} takes none of {@link RowKey},
 * {@link Column}, {@link DynamicColumns}, {@link Counter}, {@link Version}, {@link Versions} or
 * {@link Convert} (each is a compile error).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface Timestamp {}
